import { useId, type ReactNode } from 'react';
import { useController } from 'react-hook-form';

export interface CheckboxOption<V extends string> {
  value: V;
  label: ReactNode;
}

export interface CheckboxGroupFieldProps<V extends string> {
  /** The form value: an array of the values ticked, in the order they were ticked. */
  name: string;
  legend: ReactNode;
  description?: ReactNode;
  required?: boolean;
  options: readonly CheckboxOption<V>[];
  className?: string;
}

/**
 * A choice of several (sizes, colours) as a fieldset of checkboxes: the legend names the group, its
 * description and error describe it, and a failed submit focuses its first box. The value keeps the
 * order things were ticked in (values already there first), for lists whose first item means something.
 */
export function CheckboxGroupField<V extends string>({ name, legend, description, required = false, options, className }: CheckboxGroupFieldProps<V>) {
  const id = useId();
  const { field, fieldState } = useController({ name });
  const chosen: V[] = Array.isArray(field.value) ? field.value : [];
  const error = fieldState.error?.message;
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');

  const toggle = (value: V, on: boolean) => field.onChange(on ? [...chosen.filter((v) => v !== value), value] : chosen.filter((v) => v !== value));

  return (
    <fieldset className={['field', 'checkbox-group', className].filter(Boolean).join(' ')} aria-describedby={describedBy || undefined}>
      <legend>
        {legend}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      {description && (
        <p className="field__description" id={`${id}-description`}>
          {description}
        </p>
      )}
      <div className="checkbox-group__options">
        {options.map((option, index) => (
          <label key={option.value} className="checkbox">
            <input
              type="checkbox"
              ref={index === 0 ? field.ref : undefined}
              name={name}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
