import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';

/** What Field hands its control: the id its label points at, and the error and description it is described by. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FieldProps {
  /** The form value's name (react-hook-form path), which also keys its error. */
  name: string;
  label: ReactNode;
  /** A hint under the label, read with the control. */
  description?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled field of a react-hook-form form (inside <Form>): label, optional description, the control,
 * and its error — whether zod or the server said it — with aria-invalid and aria-describedby on the control.
 */
export function Field({ name, label, description, required = false, className, children }: FieldProps) {
  const id = useId();
  const { errors } = useFormState({ name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {description && (
        <p className="field__description" id={`${id}-description`}>
          {description}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined, 'aria-required': required || undefined })}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Omit<FieldProps, 'children'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'children'>;

/** A text-like input (text, email, password, number…) registered with the form. */
export function TextField({ name, label, description, required, className, ...input }: TextFieldProps) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} description={description} required={required} className={className}>
      {(control) => <input {...input} {...control} {...register(name)} />}
    </Field>
  );
}

type SelectFieldProps = Omit<FieldProps, 'children'> & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'children'> & { options: readonly { value: string; label: string }[] };

/** A select registered with the form. */
export function SelectField({ name, label, description, required, className, options, ...select }: SelectFieldProps) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} description={description} required={required} className={className}>
      {(control) => (
        <select {...select} {...control} {...register(name)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
