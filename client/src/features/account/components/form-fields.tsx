import { useState } from 'react';
import { errorAria, FormField } from '../../../components/FormField';

interface InputOptions {
  type: string;
  autoComplete: string;
  /** A line under the control, read with it by screen readers. */
  hint?: string;
}

/**
 * The typed values and per-field errors of a small account form, and its labelled inputs: typing in a
 * field clears that field's error. `idPrefix` keeps the ids of two forms on one page apart.
 */
export function useFormFields<F extends string>(empty: Record<F, string>, idPrefix: string) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});

  const reset = () => {
    setValues(empty);
    setErrors({});
  };

  const input = (name: F, label: string, { type, autoComplete, hint }: InputOptions) => {
    const id = `${idPrefix}-${name}`;
    const hintId = hint ? `${id}-hint` : undefined;
    const aria = errorAria(id, errors[name]);
    return (
      <FormField id={id} label={label} required error={errors[name]}>
        <input
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          aria-required
          onChange={(e) => {
            setValues((v) => ({ ...v, [name]: e.target.value }));
            setErrors((er) => ({ ...er, [name]: undefined }));
          }}
          {...aria}
          aria-describedby={[aria['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined}
        />
        {hint && (
          <p className="field__hint" id={hintId}>
            {hint}
          </p>
        )}
      </FormField>
    );
  };

  return { values, setErrors, reset, input };
}
