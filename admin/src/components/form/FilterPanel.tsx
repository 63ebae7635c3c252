import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, type ReactNode } from 'react';
import { useForm, type DefaultValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Form } from './Form';

export interface FilterPanelProps<F extends Record<string, string>> {
  /** Checks what is typed (each filter a text; '' is none). */
  schema: z.ZodType<F, F>;
  /** The filters shown now (from the address): the form follows them when they change, as on back / forward. */
  values: F;
  onApply: (filters: F) => void;
  /** The filters' fields (TextField, SelectField…). */
  children: ReactNode;
  /** Lays the fields out otherwise than in one wrapping row (a grid of the page's own). */
  className?: string;
}

/**
 * A list's filters: a panel headed "Filter" with an inline form, Apply and, while any filter is set, Clear
 * (which applies them all empty).
 */
export function FilterPanel<F extends Record<string, string>>({ schema, values, onApply, children, className = 'form--inline' }: FilterPanelProps<F>) {
  const titleId = useId();
  const form = useForm<F>({ resolver: zodResolver(schema) as Resolver<F>, defaultValues: values as DefaultValues<F> });
  const { reset } = form;
  const shown = JSON.stringify(values);
  useEffect(() => reset(JSON.parse(shown) as F), [reset, shown]);

  const cleared = Object.fromEntries(Object.keys(values).map((key) => [key, ''])) as F;
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}>Filter</h2>
      <Form form={form} onSubmit={onApply} aria-labelledby={titleId} className={className}>
        {children}
        <div className="form__actions">
          <button type="submit" className="button">
            Apply filters
          </button>
          {Object.values(values).some(Boolean) && (
            <button type="button" className="button button--secondary" onClick={() => onApply(cleared)}>
              Clear filters
            </button>
          )}
        </div>
      </Form>
    </section>
  );
}
