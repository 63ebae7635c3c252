import type { AccountOrderDetailFragment } from '../../../gql/graphql';
import { Message, useT } from '../../../lib/i18n';
import { usePreferences } from '../../../lib/preferences';
import { useOrderFormat } from '../order-format';

/** Money the shop gave back for the order: each refund, and whether it has reached the shopper yet. */
export function OrderRefunds({ order }: { order: Pick<AccountOrderDetailFragment, 'refunds'> }) {
  const t = useT();
  const { format } = usePreferences();
  const { formatDateTime } = useOrderFormat();
  if (order.refunds.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="order-refunds-title">
      <h2 id="order-refunds-title">{t('account.refunds.title')}</h2>
      <ul className="order-refunds">
        {order.refunds.map((refund) => (
          <li key={refund.id}>
            <Message
              id={refund.ofUnwantedPayment ? 'account.refunds.refundedUnwanted' : 'account.refunds.refunded'}
              values={{
                amount: format(refund.amount),
                date: formatDateTime(refund.createdAt),
                b: (chunks) => <strong>{chunks}</strong>,
                time: (chunks) => <time dateTime={refund.createdAt}>{chunks}</time>,
              }}
            />{' '}
            {t(refund.status === 'REFUNDED' ? 'account.refunds.back' : 'account.refunds.onItsWay')}
          </li>
        ))}
      </ul>
    </section>
  );
}
