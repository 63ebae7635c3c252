import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { FORM_ERROR } from './server-errors';

export interface FormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  onSubmit: SubmitHandler<T>;
  /** The form's accessible name (e.g. the heading above it). */
  'aria-labelledby'?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A react-hook-form form: the browser's own validation is off (zod's messages show in place), the
 * form-level error (a server failure that is no one field's) is an alert at the top, and a submit
 * cannot be sent twice while the first is under way.
 */
export function Form<T extends FieldValues>({ form, onSubmit, className, children, ...aria }: FormProps<T>) {
  const error = form.formState.errors.root?.[FORM_ERROR]?.message;
  return (
    <FormProvider {...form}>
      <form className={className ? `form ${className}` : 'form'} noValidate aria-busy={form.formState.isSubmitting || undefined} onSubmit={form.handleSubmit(onSubmit)} {...aria}>
        <div role="alert" className={error ? 'form__error' : undefined}>
          {error}
        </div>
        {children}
      </form>
    </FormProvider>
  );
}
