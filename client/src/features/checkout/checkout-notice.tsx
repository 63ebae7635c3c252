import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PlaceOrderMutation } from '../../gql/graphql';
import { colourName } from '../../lib/format';

type PlaceOrderResult = PlaceOrderMutation['placeOrder'];
export type Notice = { title: string; body?: ReactNode };

/** The shopper-facing notice for a business failure of placeOrder (everything but field errors). */
export function noticeFor(result: Exclude<PlaceOrderResult, { __typename: 'PaymentSession' }>): Notice {
  switch (result.__typename) {
    case 'InsufficientStockError':
      return {
        title: result.message,
        body: (
          <>
            <ul className="checkout-notice__list">
              {result.lines.map((line) => (
                <li key={line.sku}>
                  {line.name} ({line.size}, {colourName(line.colour)}): you asked for {line.requested},{' '}
                  {line.available > 0 ? `${line.available} left` : 'sold out'}.
                </li>
              ))}
            </ul>
            <Link to="/cart">Update your cart</Link>
          </>
        ),
      };
    case 'EmptyCartError':
      return { title: result.message, body: <Link to="/all">Continue shopping</Link> };
    case 'InvalidPromoCodeError':
      return { title: result.message, body: <Link to="/cart">Change or remove the code in your cart</Link> };
    case 'PaymentUnavailableError':
      return { title: result.message, body: 'Nothing was charged. Your details are kept: please try again in a moment.' };
    default:
      return { title: result.message };
  }
}
