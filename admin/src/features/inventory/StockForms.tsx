import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { SelectField, TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { SubmitButton } from '../../components/form/SubmitButton';
import { FORM_ERROR, showServerFailure, type ServerFailure, type ShowFailureOptions } from '../../components/form/server-errors';
import type { NoticeMessage } from '../../components/Notice';
import { AdjustVariantStockDocument, CountVariantStockDocument, SetVariantLowStockThresholdDocument, VariantStockMovementsDocument, type StockAdjustmentReason, type VariantStockFieldsFragment } from '../../gql/graphql';
import { numberText, wholeNumberOrNull, wholeNumberText } from '../../lib/form-values';
import { REASON_OPTIONS, signedUnits } from './labels';

/** As the server allows (inventory-admin.service.ts). */
const MAX_UNITS = 1_000_000;
const MAX_NOTE = 500;

interface StockFormProps {
  stock: VariantStockFieldsFragment;
  onDone: (notice: NoticeMessage) => void;
}

type StockAnswer = (VariantStockFieldsFragment & { __typename: 'VariantStock' }) | (ServerFailure & { __typename: 'StockBelowReservedError' | 'ValidationError' });

/**
 * Sends a stock change and shows its answer: a success says what happened (the new stock reaches the
 * page through the cache, the history is read again); a typed failure goes beside its field.
 */
async function send<T extends FieldValues>(form: UseFormReturn<T>, run: () => Promise<StockAnswer | undefined>, success: (stock: VariantStockFieldsFragment) => string, onDone: StockFormProps['onDone'], options: ShowFailureOptions<T> = {}) {
  try {
    const answer = await run();
    if (!answer) return;
    if (answer.__typename === 'VariantStock') {
      form.reset();
      onDone({ tone: 'success', text: success(answer) });
    } else {
      showServerFailure(form, answer, answer.__typename === 'StockBelowReservedError' ? options : { fieldNames: options.fieldNames });
    }
  } catch (error) {
    form.setError(`root.${FORM_ERROR}`, { type: 'network', message: `Nothing was changed: ${(error as Error).message}` });
  }
}

/** After a change (not a refusal), the history is read again: the new movement is its first row. */
const REFETCH_HISTORY = {
  refetchQueries: ({ data }: { data?: unknown }) => (Object.values(data ?? {}).some((answer) => (answer as StockAnswer).__typename === 'VariantStock') ? [VariantStockMovementsDocument] : []),
  awaitRefetchQueries: true,
};

const noteText = z.string().trim().max(MAX_NOTE, `At most ${MAX_NOTE} characters.`);
const noteOrNull = (note: string) => note.trim() || null;

const adjustSchema = z.object({
  reason: z.enum(['RECEIVED', 'CORRECTION', 'DAMAGED']),
  direction: z.enum(['add', 'remove']),
  units: wholeNumberText({ min: 1, max: MAX_UNITS, required: true, requiredMessage: 'Enter the number of units.' }),
  note: noteText,
});
type AdjustValues = z.infer<typeof adjustSchema>;

/** The direction a reason allows: received stock only adds, damaged stock only removes. */
const FIXED_DIRECTION: Partial<Record<StockAdjustmentReason, AdjustValues['direction']>> = { RECEIVED: 'add', DAMAGED: 'remove' };

/**
 * Adds or removes units with a reason. The change is typed as a number of units and a direction, which
 * the reason decides when it can (received adds, damaged removes); what on hand becomes is shown as typed.
 */
export function AdjustStockForm({ stock, onDone }: StockFormProps) {
  const id = useId();
  const [adjustStock] = useMutation(AdjustVariantStockDocument, REFETCH_HISTORY);
  const form = useForm<AdjustValues>({ resolver: zodResolver(adjustSchema), defaultValues: { reason: 'RECEIVED', direction: 'add', units: '', note: '' } });
  const [reason, direction, units] = useWatch({ control: form.control, name: ['reason', 'direction', 'units'] });
  const fixed = FIXED_DIRECTION[reason];
  const { setValue } = form;
  useEffect(() => {
    if (fixed) setValue('direction', fixed);
  }, [fixed, setValue]);

  const count = /^\d+$/.test(units.trim()) ? Number(units) : null;
  const change = count === null ? null : direction === 'add' ? count : -count;

  function onSubmit(values: AdjustValues) {
    const signed = values.direction === 'add' ? Number(values.units) : -Number(values.units);
    return send(
      form,
      async () => (await adjustStock({ variables: { variantId: stock.variantId, change: signed, reason: values.reason, note: noteOrNull(values.note) } })).data?.adjustStock,
      (after) => `${signedUnits(signed)} ${Math.abs(signed) === 1 ? 'unit' : 'units'} (${values.reason.toLowerCase()}): ${after.onHand} on hand, ${after.available} available.`,
      onDone,
      { onField: 'units', fieldNames: { change: 'units' } },
    );
  }

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Adjust stock</h2>
      <Form form={form} onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
        <SelectField name="reason" label="Reason" options={REASON_OPTIONS} required />
        <fieldset className="choice-group">
          <legend>Change</legend>
          <label>
            <input type="radio" value="add" disabled={fixed === 'remove'} {...form.register('direction')} /> Add units
          </label>
          <label>
            <input type="radio" value="remove" disabled={fixed === 'add'} {...form.register('direction')} /> Remove units
          </label>
        </fieldset>
        <TextField name="units" label="Units" inputMode="numeric" autoComplete="off" required />
        <p className="stock-preview" aria-live="polite">
          {change !== null && change !== 0 ? `On hand ${stock.onHand} → ${stock.onHand + change} (${signedUnits(change)})` : `On hand ${stock.onHand}`}
        </p>
        <TextField name="note" label="Note" description="Optional: a delivery note, what was damaged…" autoComplete="off" />
        <div className="form__actions">
          <SubmitButton>Save adjustment</SubmitButton>
        </div>
      </Form>
    </section>
  );
}

const countSchema = z.object({
  onHand: wholeNumberText({ min: 0, max: MAX_UNITS, required: true, requiredMessage: 'Enter the units counted.' }),
  note: noteText,
});
type CountValues = z.infer<typeof countSchema>;

/** A stocktake: the units counted become on hand, and the history records the difference as a correction. */
export function CountStockForm({ stock, onDone }: StockFormProps) {
  const id = useId();
  const [setStock] = useMutation(CountVariantStockDocument, REFETCH_HISTORY);
  const form = useForm<CountValues>({ resolver: zodResolver(countSchema), defaultValues: { onHand: '', note: '' } });

  function onSubmit(values: CountValues) {
    const onHand = Number(values.onHand);
    return send(
      form,
      async () => (await setStock({ variables: { variantId: stock.variantId, onHand, note: noteOrNull(values.note) } })).data?.setStock,
      (after) => `Counted ${after.onHand} on hand (${signedUnits(after.onHand - stock.onHand)}).`,
      onDone,
      { onField: 'onHand' },
    );
  }

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Record a count</h2>
      <Form form={form} onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
        <TextField name="onHand" label="Units counted" description={`The history records the difference from the ${stock.onHand} on hand.`} inputMode="numeric" autoComplete="off" required />
        <TextField name="note" label="Note" description="Optional: which stocktake, who counted…" autoComplete="off" />
        <div className="form__actions">
          <SubmitButton>Save count</SubmitButton>
        </div>
      </Form>
    </section>
  );
}

const thresholdSchema = z.object({ threshold: wholeNumberText({ min: 0, max: MAX_UNITS }) });
type ThresholdValues = z.infer<typeof thresholdSchema>;

/** The variant's own low-stock threshold; empty (or "Use the shop's default") follows the shop's. */
export function ThresholdForm({ stock, onDone }: StockFormProps) {
  const id = useId();
  const [setThreshold] = useMutation(SetVariantLowStockThresholdDocument);
  const own = stock.usesDefaultThreshold ? '' : numberText(stock.lowStockThreshold);
  const form = useForm<ThresholdValues>({ resolver: zodResolver(thresholdSchema), defaultValues: { threshold: own } });
  const { reset } = form;
  useEffect(() => reset({ threshold: own }), [reset, own]);

  function save(threshold: number | null) {
    return send(
      form,
      async () => (await setThreshold({ variables: { variantId: stock.variantId, threshold } })).data?.setLowStockThreshold,
      (after) => (after.usesDefaultThreshold ? `The threshold follows the shop’s default (${after.lowStockThreshold}).` : `Low stock from ${after.lowStockThreshold} available.`),
      onDone,
    );
  }

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Low-stock threshold</h2>
      <Form form={form} onSubmit={(values) => save(wholeNumberOrNull(values.threshold))} aria-labelledby={`${id}-title`}>
        <TextField name="threshold" label="Threshold" description="Listed as low stock at this many available or fewer. Empty: the shop’s default." inputMode="numeric" autoComplete="off" />
        <div className="form__actions">
          <SubmitButton>Save threshold</SubmitButton>
          {!stock.usesDefaultThreshold && (
            <button type="button" className="button button--secondary" disabled={form.formState.isSubmitting} onClick={() => void save(null)}>
              Use the shop’s default
            </button>
          )}
        </div>
      </Form>
    </section>
  );
}
