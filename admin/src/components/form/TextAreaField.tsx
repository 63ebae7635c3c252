import type { TextareaHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field, type FieldProps } from './Field';

type TextAreaFieldProps = Omit<FieldProps, 'children'> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'children'>;

/** A multi-line text registered with the form (a description, a note). */
export function TextAreaField({ name, label, description, required, className, ...textarea }: TextAreaFieldProps) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} description={description} required={required} className={className}>
      {(control) => <textarea rows={5} {...textarea} {...control} {...register(name)} />}
    </Field>
  );
}
