import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PlaceOrderMutation } from '../../gql/graphql';
import { translatedColour } from '../../lib/format';
import type { Translate } from '../../lib/i18n';

type PlaceOrderResult = PlaceOrderMutation['placeOrder'];
export type Notice = { title: string; body?: ReactNode };

/**
 * The shopper-facing notice for a business failure of placeOrder (everything but field errors): the
 * server's message (in the shopper's language), with what to do next in it too (`t`).
 */
export function noticeFor(result: Exclude<PlaceOrderResult, { __typename: 'PaymentSession' }>, t: Translate): Notice {
  switch (result.__typename) {
    case 'InsufficientStockError':
      return {
        title: result.message,
        body: (
          <>
            <ul className="checkout-notice__list">
              {result.lines.map((line) => (
                <li key={line.sku}>
                  {t('checkout.notice.stockLine', { name: line.name, size: line.size, colour: translatedColour(t, line.colour), requested: line.requested, available: Math.max(line.available, 0) })}
                </li>
              ))}
            </ul>
            <Link to="/cart">{t('checkout.notice.updateCart')}</Link>
          </>
        ),
      };
    case 'EmptyCartError':
      return { title: result.message, body: <Link to="/all">{t('checkout.continueShopping')}</Link> };
    case 'InvalidPromoCodeError':
      return { title: result.message, body: <Link to="/cart">{t('checkout.notice.changeCode')}</Link> };
    case 'PaymentUnavailableError':
      return { title: result.message, body: t('checkout.notice.nothingCharged') };
    default:
      return { title: result.message };
  }
}
