import { errorAria, FormField } from '../../components/FormField';
import type { CheckoutField } from './checkout-form';

/** The ARIA a required checkout control carries, pointing at its error when it has one. */
export function controlAria(id: string, error: string | undefined) {
  return { 'aria-required': true, ...errorAria(id, error) } as const;
}

interface FieldProps {
  name: CheckoutField;
  label: string;
  value: string;
  error?: string;
  onChange(value: string): void;
  onBlur(): void;
  inputRef(element: HTMLElement | null): void;
  autoComplete?: string;
}

export function TextField({
  name,
  label,
  value,
  error,
  onChange,
  onBlur,
  inputRef,
  type = 'text',
  autoComplete,
  inputMode,
  min,
  wide = false,
}: FieldProps & { type?: string; inputMode?: 'tel' | 'email' | 'text'; min?: string; wide?: boolean }) {
  const id = `checkout-${name}`;
  return (
    <FormField id={id} label={label} required error={error} className={wide ? 'field--wide' : undefined}>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        min={min}
        {...controlAria(id, error)}
        ref={inputRef}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    </FormField>
  );
}

/** A select of the shop's values; `optionLabel` says each in the shopper's language (the value sent stays the shop's). */
export function SelectField({
  name,
  label,
  value,
  error,
  options,
  optionLabel = (option) => option,
  placeholder,
  onChange,
  onBlur,
  inputRef,
  autoComplete,
}: FieldProps & { options: readonly string[]; optionLabel?: (option: string) => string; placeholder: string }) {
  const id = `checkout-${name}`;
  return (
    <FormField id={id} label={label} required error={error}>
      <select id={id} name={name} value={value} autoComplete={autoComplete} {...controlAria(id, error)} ref={inputRef} onChange={(e) => onChange(e.target.value)} onBlur={onBlur}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </FormField>
  );
}
