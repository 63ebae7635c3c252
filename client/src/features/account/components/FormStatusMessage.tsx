import type { FormStatus } from './form-result';

/** A form's outcome: a polite status when it worked, an alert when it did not. */
export function FormStatusMessage({ status }: { status: FormStatus | null }) {
  if (!status) return null;
  return (
    <p className={status.ok ? 'account-form__saved' : 'error-text'} role={status.ok ? 'status' : 'alert'}>
      {status.text}
    </p>
  );
}
