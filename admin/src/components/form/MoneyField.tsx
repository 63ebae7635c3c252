import type { InputHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field, type FieldProps } from './Field';
import './money-field.css';

type MoneyFieldProps = Omit<FieldProps, 'children'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'children' | 'type'>;

/**
 * An amount of US dollars, typed as dollars and cents with the $ before it (its label says "in US dollars"
 * to a screen reader). The form's value is the text: check it with `moneyText` and send `parseMoney(text)`,
 * the minor units the API takes (lib/money.ts).
 */
export function MoneyField({ name, label, description, required, className, ...input }: MoneyFieldProps) {
  const { register } = useFormContext();
  return (
    <Field
      name={name}
      label={
        <>
          {label}
          <span className="visually-hidden"> in US dollars</span>
        </>
      }
      description={description}
      required={required}
      className={className}
    >
      {(control) => (
        <div className="money-input">
          <span className="money-input__symbol" aria-hidden="true">
            $
          </span>
          <input type="text" inputMode="decimal" autoComplete="off" placeholder="0.00" {...input} {...control} {...register(name)} />
        </div>
      )}
    </Field>
  );
}
