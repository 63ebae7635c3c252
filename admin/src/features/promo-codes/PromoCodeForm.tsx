import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { SubmitButton } from '../../components/form/SubmitButton';
import { MoneyField } from '../../components/form/MoneyField';
import { FORM_ERROR, showServerFailure } from '../../components/form/server-errors';
import { CreatePromoCodeDocument, UpdatePromoCodeDocument, type PromoCodeFieldsFragment, type PromoCodeInput } from '../../gql/graphql';
import { dateTimeFromInput, dateTimeInputValue, localTimeZone, numberText, wholeNumberOrNull, wholeNumberText } from '../../lib/form-values';
import { moneyInputValue, moneyText, parseMoney } from '../../lib/money';

/** The server's rules (promotions/promo-code-input.ts), checked here first so most mistakes need no round trip. */
const MAX_LIMIT = 1_000_000;
const codeSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, 'Enter the code shoppers type.')
      .regex(/^[A-Za-z0-9_-]{2,32}$/, '2 to 32 letters, digits, dashes or underscores.'),
    description: z.string().trim().max(200, 'At most 200 characters.'),
    percentOff: wholeNumberText({ min: 1, max: 90, required: true, requiredMessage: 'Enter the percent off, from 1 to 90.' }),
    startsAt: z.string(),
    endsAt: z.string(),
    usageLimit: wholeNumberText({ min: 1, max: MAX_LIMIT }),
    perCustomerLimit: wholeNumberText({ min: 1, max: MAX_LIMIT }),
    minSubtotal: moneyText({ maxCents: 100_000_000 }),
  })
  .superRefine((values, ctx) => {
    if (values.startsAt && values.endsAt && values.endsAt <= values.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Must be after the start.' });
  });
export type PromoCodeValues = z.infer<typeof codeSchema>;

const EMPTY: PromoCodeValues = { code: '', description: '', percentOff: '', startsAt: '', endsAt: '', usageLimit: '', perCustomerLimit: '', minSubtotal: '' };

function valuesOf(code: PromoCodeFieldsFragment): PromoCodeValues {
  return {
    code: code.code,
    description: code.description,
    percentOff: String(code.percentOff),
    startsAt: dateTimeInputValue(code.startsAt),
    endsAt: dateTimeInputValue(code.endsAt),
    usageLimit: numberText(code.usageLimit),
    perCustomerLimit: numberText(code.perCustomerLimit),
    minSubtotal: code.minSubtotal.amount > 0 ? moneyInputValue(code.minSubtotal.amount) : '',
  };
}

/** What the API takes: the code upper-cased, instants in UTC, the minimum in minor units (0 for none). */
export function promoCodeInput(values: PromoCodeValues): PromoCodeInput {
  return {
    code: values.code.trim().toUpperCase(),
    description: values.description.trim(),
    percentOff: Number(values.percentOff),
    startsAt: dateTimeFromInput(values.startsAt),
    endsAt: dateTimeFromInput(values.endsAt),
    usageLimit: wholeNumberOrNull(values.usageLimit),
    perCustomerLimit: wholeNumberOrNull(values.perCustomerLimit),
    minSubtotalCents: parseMoney(values.minSubtotal) ?? 0,
  };
}

/**
 * A code's terms, new (no `code`) or edited (an update replaces them all). The server's field errors and
 * PromoCodeTakenError show beside their fields.
 */
export function PromoCodeForm({ code, onSaved }: { code?: PromoCodeFieldsFragment; onSaved: (saved: PromoCodeFieldsFragment) => void }) {
  const id = useId();
  const [createPromoCode] = useMutation(CreatePromoCodeDocument, {
    // Every list of codes is read again: where the new one falls depends on the filters.
    update: (cache, { data }) => {
      if (data?.createPromoCode.__typename !== 'PromoCode') return;
      cache.evict({ fieldName: 'promoCodes' });
      cache.gc();
    },
  });
  const [updatePromoCode] = useMutation(UpdatePromoCodeDocument);
  const form = useForm<PromoCodeValues>({ resolver: zodResolver(codeSchema), defaultValues: code ? valuesOf(code) : EMPTY });
  const zone = localTimeZone();

  async function onSubmit(values: PromoCodeValues) {
    const input = promoCodeInput(values);
    try {
      const result = code ? (await updatePromoCode({ variables: { id: code.id, input } })).data?.updatePromoCode : (await createPromoCode({ variables: { input } })).data?.createPromoCode;
      if (!result) return;
      if (result.__typename === 'PromoCode') {
        form.reset(valuesOf(result));
        onSaved(result);
      } else {
        showServerFailure(form, result, { fieldNames: { minSubtotalCents: 'minSubtotal' }, ...(result.__typename === 'PromoCodeTakenError' ? { onField: 'code' } : {}) });
      }
    } catch (error) {
      form.setError(`root.${FORM_ERROR}`, { type: 'network', message: `The code was not saved: ${(error as Error).message}` });
    }
  }

  const title = code ? 'Terms' : 'New code’s terms';
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <Form form={form} onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="form--grid promo-form">
        <TextField name="code" label="Code" description="What shoppers type; saved in capitals." autoComplete="off" autoCapitalize="characters" spellCheck={false} required />
        <TextField name="percentOff" label="Percent off" description="From 1 to 90." inputMode="numeric" autoComplete="off" required />
        <MoneyField name="minSubtotal" label="Minimum subtotal" description="Empty: any cart." />
        <TextField name="startsAt" label="Starts" type="datetime-local" description={`Your time (${zone}). Empty: at once.`} />
        <TextField name="endsAt" label="Ends" type="datetime-local" description={`Your time (${zone}). Empty: never.`} />
        <TextField name="description" label="Description" description="Optional, for staff only." autoComplete="off" />
        <TextField name="usageLimit" label="Uses in all" description="Paid or awaiting payment. Empty: no limit." inputMode="numeric" autoComplete="off" />
        <TextField name="perCustomerLimit" label="Uses per customer" description="Empty: no limit." inputMode="numeric" autoComplete="off" />
        <div className="form__actions">
          <SubmitButton>{code ? 'Save changes' : 'Create code'}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
