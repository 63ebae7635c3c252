import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useConfirm } from '../../components/confirm/use-confirm';
import { Form } from '../../components/form/Form';
import { SubmitButton } from '../../components/form/SubmitButton';
import { showServerFailure, type ServerFailure } from '../../components/form/server-errors';
import { TextAreaField } from '../../components/form/TextAreaField';
import { CancelOrderDocument, RefuseHeldPaymentDocument, ReleaseHeldPaymentDocument, type RefundableOrderFragment } from '../../gql/graphql';

const remarksSchema = z.object({ remarks: z.string().trim().min(1, 'Say why.').max(255, 'At most 255 characters.') });
type RemarksValues = z.infer<typeof remarksSchema>;

type Answer = ({ __typename: 'AdminOrder' } & RefundableOrderFragment) | ServerFailure | undefined;

/** A small form with a reason, asking first; the typed failure shows on the form. */
function ReasonForm({ title, question, confirmLabel, submitLabel, onSubmit, onDone }: {
  title: string;
  question: { title: string; message: string };
  confirmLabel: string;
  submitLabel: string;
  onSubmit: (remarks: string) => Promise<Answer>;
  onDone: () => void;
}) {
  const id = useId();
  const confirm = useConfirm();
  const form = useForm<RemarksValues>({ resolver: zodResolver(remarksSchema), defaultValues: { remarks: '' } });
  async function submit(values: RemarksValues) {
    if (!(await confirm({ ...question, confirmLabel, tone: 'danger' }))) return;
    const answer = await onSubmit(values.remarks.trim());
    if (!answer) return;
    if (answer.__typename === 'AdminOrder') {
      form.reset();
      onDone();
    } else showServerFailure(form, answer as ServerFailure);
  }
  return (
    <Form form={form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <TextAreaField name="remarks" label="Reason" required rows={2} />
      <div className="form__actions">
        <SubmitButton busyLabel="Working…">{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}

/** A payment the gateway flagged as risky: accept it (the order is paid) or refuse it (refunded, order closed). */
export function HeldPaymentReview({ order, onDone }: { order: RefundableOrderFragment; onDone: (text: string) => void }) {
  const confirm = useConfirm();
  const [release, { loading }] = useMutation(ReleaseHeldPaymentDocument);
  const [refuse] = useMutation(RefuseHeldPaymentDocument);
  async function accept() {
    const agreed = await confirm({ title: 'Accept this payment?', message: 'The order becomes paid and can be shipped.', confirmLabel: 'Accept payment' });
    if (!agreed) return;
    const answer = (await release({ variables: { tranId: order.tranId } })).data?.releaseHeldPayment;
    onDone(answer?.__typename === 'AdminOrder' ? 'Payment accepted: the order is paid.' : (answer?.message ?? 'Nothing changed.'));
  }
  return (
    <section aria-labelledby="held-payment-title">
      <h3 id="held-payment-title">Payment held for review</h3>
      <p>The gateway flagged this payment as risky. Its stock stays reserved until you accept or refuse it.</p>
      <button type="button" className="button" onClick={accept} disabled={loading}>
        Accept payment
      </button>
      <ReasonForm
        title="Refuse the payment"
        question={{ title: 'Refuse this payment?', message: 'It is refunded in full through the gateway, and the order closes: its stock and promo code are free again.' }}
        confirmLabel="Refuse and refund"
        submitLabel="Refuse and refund"
        onSubmit={async (remarks) => (await refuse({ variables: { tranId: order.tranId, remarks } })).data?.refuseHeldPayment as Answer}
        onDone={() => onDone('Payment refused: it is being refunded and the order is closed.')}
      />
    </section>
  );
}

/** Cancel an unpaid order, or a paid one not yet shipped (through a refund of everything, units back in stock). */
export function CancelOrderForm({ order, onDone }: { order: RefundableOrderFragment; onDone: (text: string) => void }) {
  const [cancel] = useMutation(CancelOrderDocument);
  const paid = order.status === 'PAID';
  return (
    <ReasonForm
      title="Cancel the order"
      question={{
        title: 'Cancel this order?',
        message: paid ? 'Everything paid is refunded through the gateway, its units go back in stock, and the order closes.' : 'The order closes: its stock and promo code are free again. Nothing was charged.',
      }}
      confirmLabel="Cancel order"
      submitLabel="Cancel order"
      onSubmit={async (remarks) => (await cancel({ variables: { tranId: order.tranId, input: { remarks, idempotencyKey: crypto.randomUUID() } } })).data?.cancelOrder as Answer}
      onDone={() => onDone(paid ? 'Cancelled: everything paid is being refunded.' : 'Cancelled.')}
    />
  );
}
