import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';

/** A form's submit button (inside <Form>): disabled, and saying so, while the form is being sent. */
export function SubmitButton({ children, busyLabel = 'Saving…' }: { children: ReactNode; busyLabel?: string }) {
  const { isSubmitting } = useFormState();
  return (
    <button type="submit" className="button" disabled={isSubmitting}>
      {isSubmitting ? busyLabel : children}
    </button>
  );
}
