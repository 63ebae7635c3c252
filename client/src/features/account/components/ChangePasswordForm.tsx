import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { ChangePasswordDocument } from '../../../gql/graphql';
import { useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { useFormFields } from './form-fields';
import { fieldErrorsOf, type FormStatus } from './form-result';
import { FormStatusMessage } from './FormStatusMessage';

type PasswordField = 'currentPassword' | 'newPassword';
const EMPTY: Record<PasswordField, string> = { currentPassword: '', newPassword: '' };

/** Asks the current password; on success every other session ends and this browser keeps a fresh token. */
export function ChangePasswordForm() {
  const t = useT();
  const { renewToken } = useAuth();
  const { values, setErrors, reset, input } = useFormFields(EMPTY, 'password');
  const [status, setStatus] = useState<FormStatus | null>(null);
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    try {
      const { data } = await changePassword({ variables: { input: values } });
      const result = data?.changePassword;
      if (!result) throw new Error('no answer');
      switch (result.__typename) {
        case 'AuthPayload':
          renewToken(result.token);
          reset();
          setStatus({ ok: true, message: 'account.password.changed' });
          return;
        case 'ValidationError':
          setErrors(fieldErrorsOf(result));
          return;
        case 'WrongPasswordError':
          setErrors({ currentPassword: result.message });
          return;
        default:
          setStatus({ ok: false, text: result.message });
      }
    } catch {
      setStatus({ ok: false, message: 'account.password.failed' });
    }
  };

  return (
    <form className="account-form settings-block" onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <h3 id="change-password-title">{t('account.password.title')}</h3>
      <div className="account-form__grid">
        {input('currentPassword', t('account.password.current'), { type: 'password', autoComplete: 'current-password' })}
        {input('newPassword', t('account.password.new'), { type: 'password', autoComplete: 'new-password', hint: t('account.password.hint') })}
      </div>
      <div className="account-form__actions">
        <button type="submit" className="button button--accent" disabled={loading}>
          {t(loading ? 'account.password.changing' : 'account.password.submit')}
        </button>
        <FormStatusMessage status={status} />
      </div>
    </form>
  );
}
