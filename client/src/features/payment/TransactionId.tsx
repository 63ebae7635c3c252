import { Message } from '../../lib/i18n';

/** The gateway's transaction id, shown on every payment result so the shopper can quote it. */
export function TransactionId({ tranId }: { tranId: string }) {
  return (
    <p className="payment-result__tran">
      <Message id="payment.tranId" values={{ id: <strong className="payment-result__tran-id">{tranId}</strong> }} />
    </p>
  );
}
