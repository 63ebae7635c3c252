import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useConfirm } from '../../components/confirm/use-confirm';
import { Field, TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { SubmitButton } from '../../components/form/SubmitButton';
import { showServerFailure } from '../../components/form/server-errors';
import { TextAreaField } from '../../components/form/TextAreaField';
import { RefundOrderDocument, type RefundableOrderFragment, type RefundOrderInput } from '../../gql/graphql';
import { moneyInputValue, moneyText, parseMoney } from '../../lib/money';

type Mode = 'LINES' | 'AMOUNT' | 'ALL';

const schema = z
  .object({
    mode: z.enum(['LINES', 'AMOUNT', 'ALL']),
    quantities: z.record(z.string(), z.string()),
    amount: z.string(),
    remarks: z.string().trim().min(1, 'Say why: the gateway keeps it with the refund.').max(255, 'At most 255 characters.'),
    restock: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.mode === 'LINES' && !Object.values(values.quantities).some((q) => Number(q) > 0)) {
      ctx.addIssue({ code: 'custom', path: ['quantities'], message: 'Choose at least one unit to refund.' });
    }
    if (values.mode === 'AMOUNT') {
      const problem = moneyText({ maxCents: 100_000_000, required: true, requiredMessage: 'Enter the amount to refund.' }).safeParse(values.amount);
      if (!problem.success) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem.error.issues[0].message });
    }
  });
type RefundValues = z.infer<typeof schema>;

/** What the API takes for the chosen kind of refund. */
function refundInput(values: RefundValues, idempotencyKey: string): RefundOrderInput {
  const base = { remarks: values.remarks.trim(), idempotencyKey };
  if (values.mode === 'AMOUNT') return { ...base, amountCents: parseMoney(values.amount) };
  if (values.mode === 'ALL') return { ...base, restock: values.restock };
  const lines = Object.entries(values.quantities)
    .filter(([, quantity]) => Number(quantity) > 0)
    .map(([orderLineId, quantity]) => ({ orderLineId, quantity: Number(quantity) }));
  return { ...base, lines, restock: values.restock };
}

/**
 * Refund some units, an amount, or everything left, through the gateway. Asks first, naming the amount
 * when it is known; one key per form, so a second click or a retry refunds once.
 */
export function RefundForm({ order, onDone }: { order: RefundableOrderFragment; onDone: (text: string) => void }) {
  const id = useId();
  const confirm = useConfirm();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [refundOrder] = useMutation(RefundOrderDocument);
  const form = useForm<RefundValues>({
    resolver: zodResolver(schema),
    defaultValues: { mode: 'LINES', quantities: Object.fromEntries(order.lines.map((line) => [line.id, '0'])), amount: '', remarks: '', restock: true },
  });
  const mode = useWatch({ control: form.control, name: 'mode' }) as Mode;
  const left = order.refundable.formatted;

  async function submit(values: RefundValues) {
    const what = values.mode === 'ALL' ? `everything left (${left})` : values.mode === 'AMOUNT' ? `${order.total.currency} ${moneyInputValue(parseMoney(values.amount) ?? 0)}` : 'the chosen units';
    const agreed = await confirm({
      title: `Refund ${what}?`,
      message: 'The money goes back through the payment gateway to the card or account the shopper paid with. This cannot be undone.',
      confirmLabel: 'Refund',
      tone: 'danger',
    });
    if (!agreed) return;
    const result = (await refundOrder({ variables: { tranId: order.tranId, input: refundInput(values, idempotencyKey) } })).data?.refundOrder;
    if (!result) return;
    if (result.__typename === 'AdminOrder') {
      setIdempotencyKey(crypto.randomUUID());
      form.reset({ ...form.getValues(), remarks: '', amount: '', quantities: Object.fromEntries(result.lines.map((line) => [line.id, '0'])) });
      onDone(`Refunded. ${result.refunded.formatted} of ${result.total.formatted} has gone back to the shopper.`);
      return;
    }
    // A refusal is final for this request: the next attempt is a new refund.
    if (result.__typename === 'RefundFailedError') setIdempotencyKey(crypto.randomUUID());
    showServerFailure(form, result, { fieldNames: { amountCents: 'amount' } });
  }

  return (
    <Form form={form} onSubmit={submit} aria-labelledby={`${id}-title`} className="refund-form">
      <h3 id={`${id}-title`}>Refund</h3>
      <p>Up to {left} can still be refunded.</p>
      <fieldset className="choice-group">
        <legend>What to refund</legend>
        {(['LINES', 'AMOUNT', 'ALL'] as const).map((value) => (
          <label key={value}>
            <input type="radio" value={value} {...form.register('mode')} /> {value === 'LINES' ? 'Some units' : value === 'AMOUNT' ? 'An amount' : 'Everything left'}
          </label>
        ))}
      </fieldset>
      {mode === 'LINES' && (
        <Field name="quantities" label="Units to refund" description="Each unit at the price paid for it, the order's discount shared out.">
          {(control) => (
            <table className="refund-lines" aria-describedby={control['aria-describedby']}>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Refundable</th>
                  <th scope="col">Units</th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((line, index) => {
                  const refundable = line.quantity - line.refundedQuantity;
                  return (
                    <tr key={line.id}>
                      <th scope="row" id={`${id}-line-${index}`}>
                        {line.productName} ({line.size}, {line.colour}) at {line.unitPrice.formatted}
                      </th>
                      <td>{refundable} of {line.quantity}</td>
                      <td>
                        <input
                          type="number"
                          min={0}
                          max={refundable}
                          step={1}
                          disabled={refundable === 0}
                          aria-labelledby={`${id}-line-${index}`}
                          {...form.register(`quantities.${line.id}`)}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </Field>
      )}
      {mode === 'AMOUNT' && <TextField name="amount" label={`Amount (${order.total.currency})`} inputMode="decimal" required />}
      {mode !== 'AMOUNT' && (
        <label className="choice">
          <input type="checkbox" {...form.register('restock')} /> Put the refunded units back in stock
        </label>
      )}
      <TextAreaField name="remarks" label="Reason" required rows={2} />
      <div className="form__actions">
        <SubmitButton busyLabel="Refunding…">Refund</SubmitButton>
      </div>
    </Form>
  );
}
