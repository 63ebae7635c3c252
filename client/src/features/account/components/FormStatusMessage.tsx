import { useT } from '../../../lib/i18n';
import type { FormStatus } from './form-result';

/** A form's outcome: a polite status when it worked, an alert when it did not. */
export function FormStatusMessage({ status }: { status: FormStatus | null }) {
  const t = useT();
  if (!status) return null;
  return (
    <p className={status.ok ? 'account-form__saved' : 'error-text'} role={status.ok ? 'status' : 'alert'}>
      {'text' in status ? status.text : t(status.message, status.values)}
    </p>
  );
}
