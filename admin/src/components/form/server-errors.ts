import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/** Where the form-level error is kept: react-hook-form's `errors.root.server` (cleared on the next submit). */
export const FORM_ERROR = 'server';

/** A typed failure from the admin API: any ErrorResult, with `fields` when it is a ValidationError. */
export interface ServerFailure {
  __typename: string;
  message: string;
  fields?: readonly { field: string; message: string }[];
}

export interface ShowFailureOptions<T extends FieldValues> {
  /** Puts a failure that is not a ValidationError on this field (StaffEmailTakenError on `email`). */
  onField?: Path<T>;
  /** The form's name for an input the server names otherwise: `{ minSubtotalCents: 'minSubtotal' }`. */
  fieldNames?: Partial<Record<string, Path<T>>>;
}

/**
 * Shows a typed failure from the server on the form. A ValidationError's messages go on their fields
 * (focusing the first), and any the form has no field for join the form-level error; `onField` puts
 * another failure on one field; anything else is the form-level error.
 */
export function showServerFailure<T extends FieldValues>(form: UseFormReturn<T>, failure: ServerFailure, options: ShowFailureOptions<T> = {}): void {
  const values = form.getValues();
  const fieldErrors = (failure.fields ?? []).map((error) => ({ ...error, field: options.fieldNames?.[error.field] ?? error.field }));
  const known = fieldErrors.filter((error) => get(values, error.field) !== undefined);
  const unknown = fieldErrors.filter((error) => get(values, error.field) === undefined);
  if (options.onField) known.push({ field: options.onField, message: failure.message });

  known.forEach((error, index) => form.setError(error.field as Path<T>, { type: 'server', message: error.message }, { shouldFocus: index === 0 }));
  if (known.length === 0 || unknown.length > 0) {
    const message = unknown.length > 0 ? unknown.map((error) => error.message).join(' ') : failure.message;
    form.setError(`root.${FORM_ERROR}`, { type: failure.__typename, message });
  }
}
