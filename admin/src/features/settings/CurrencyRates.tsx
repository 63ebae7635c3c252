import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { dataColumns, DataTable } from '../../components/data-table/DataTable';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { FORM_ERROR, showServerFailure } from '../../components/form/server-errors';
import type { NoticeMessage } from '../../components/Notice';
import { UpdateCurrencyRateDocument, type CurrencyRateFieldsFragment } from '../../gql/graphql';

type Currency = CurrencyRateFieldsFragment;

/** Prices are kept in US dollars: its rate is 1, always. */
const BASE = 'USD';

const rateSchema = z.object({
  perUsd: z
    .string()
    .trim()
    .min(1, 'Enter a rate.')
    .regex(/^\d{1,10}(?:\.\d{1,6})?$/, 'Enter a number such as 121.5 (up to 6 decimals).')
    .refine((text) => Number(text) > 0, 'The rate must be more than 0.'),
});
type RateValues = z.infer<typeof rateSchema>;

/** One rate, edited in its row; the server's ValidationError shows beside the field. */
function RateForm({ currency, onClose, onDone }: { currency: Currency; onClose: (saved: boolean) => void; onDone: (notice: NoticeMessage) => void }) {
  const [updateCurrencyRate] = useMutation(UpdateCurrencyRateDocument);
  const form = useForm<RateValues>({ resolver: zodResolver(rateSchema), defaultValues: { perUsd: String(currency.perUsd) } });
  const { setFocus } = form;
  useEffect(() => setFocus('perUsd', { shouldSelect: true }), [setFocus]);

  async function onSubmit({ perUsd }: RateValues) {
    try {
      const result = (await updateCurrencyRate({ variables: { code: currency.code, perUsd: Number(perUsd) } })).data?.updateCurrencyRate;
      if (!result) return;
      if (result.__typename === 'Currency') {
        onDone({ tone: 'success', text: `${result.code}: ${result.perUsd} per US dollar.` });
        onClose(true);
      } else {
        showServerFailure(form, result);
      }
    } catch (error) {
      form.setError(`root.${FORM_ERROR}`, { type: 'network', message: `The rate was not saved: ${(error as Error).message}` });
    }
  }

  return (
    <Form form={form} onSubmit={onSubmit} aria-labelledby={`currency-${currency.code}`} className="form--inline rate-form">
      <TextField name="perUsd" label={`${currency.code} per US dollar`} inputMode="decimal" autoComplete="off" onKeyDown={(event) => event.key === 'Escape' && onClose(false)} />
      <div className="form__actions">
        <button type="submit" className="button button--small" disabled={form.formState.isSubmitting}>
          Save<span className="visually-hidden"> the rate of {currency.code}</span>
        </button>
        <button type="button" className="button button--secondary button--small" onClick={() => onClose(false)}>
          Cancel
        </button>
      </div>
    </Form>
  );
}

const column = dataColumns<Currency>();
const code = (currency: Currency) => currency.code;

/** The display currencies and their rates, each editable in its row (USD stays 1). */
export function CurrencyRates({ currencies, onDone }: { currencies: readonly Currency[]; onDone: (notice: NoticeMessage) => void }) {
  const [editing, setEditing] = useState<string | null>(null);
  // When an editor closes, focus goes back to its row's Edit button instead of being lost with the form.
  const returnTo = useRef<string | null>(null);
  useEffect(() => {
    if (editing !== null || !returnTo.current) return;
    document.getElementById(`edit-rate-${returnTo.current}`)?.focus();
    returnTo.current = null;
  }, [editing]);

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('code', {
          header: 'Currency',
          cell: ({ row }) => (
            <span className="nowrap" id={`currency-${row.original.code}`}>
              <span className="mono">{row.original.code}</span>
              {row.original.symbol !== row.original.code && <span className="muted"> {row.original.symbol}</span>}
            </span>
          ),
        }),
        column.accessor('perUsd', {
          header: 'Per US dollar',
          meta: { numeric: true, className: 'rate-cell' },
          cell: ({ row }) =>
            editing === row.original.code ? (
              <RateForm
                currency={row.original}
                onDone={onDone}
                onClose={() => {
                  returnTo.current = row.original.code;
                  setEditing(null);
                }}
              />
            ) : (
              row.original.perUsd
            ),
        }),
        column.display({
          id: 'actions',
          header: () => <span className="visually-hidden">Actions</span>,
          cell: ({ row }) =>
            row.original.code === BASE ? (
              <span className="muted">Fixed</span>
            ) : (
              editing !== row.original.code && (
                <div className="row-actions">
                  <button type="button" id={`edit-rate-${row.original.code}`} className="button button--secondary button--small" onClick={() => setEditing(row.original.code)}>
                    Edit rate<span className="visually-hidden"> of {row.original.code}</span>
                  </button>
                </div>
              )
            ),
        }),
      ]),
    [editing, onDone],
  );

  return (
    <section aria-labelledby="rates-title" className="rates">
      <h2 id="rates-title">Display currencies</h2>
      <p className="muted">Prices are kept in US dollars; shoppers may see them in another currency at these rates.</p>
      <DataTable caption="Display currencies and their rates" captionHidden columns={columns} rows={[...currencies]} rowId={code} />
    </section>
  );
}
