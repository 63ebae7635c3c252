import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { errorAria, FormField } from '../../../components/FormField';
import { ChangePasswordDocument } from '../../../gql/graphql';
import { useAuth } from '../../../lib/auth';
import { fieldErrorsOf, type FormStatus } from './form-result';
import { FormStatusMessage } from './FormStatusMessage';

type PasswordField = 'currentPassword' | 'newPassword';

/** Asks the current password; on success every other session ends and this browser keeps a fresh token. */
export function ChangePasswordForm() {
  const { renewToken } = useAuth();
  const [values, setValues] = useState<Record<PasswordField, string>>({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
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
          setValues({ currentPassword: '', newPassword: '' });
          setErrors({});
          setStatus({ ok: true, text: 'Your password is changed. You stay logged in here; every other device was logged out.' });
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
      setStatus({ ok: false, text: 'Your password could not be changed. Please check your connection and try again.' });
    }
  };

  const field = (name: PasswordField, label: string, autoComplete: string, hint?: string) => {
    const id = `password-${name}`;
    const hintId = hint ? `${id}-hint` : undefined;
    const aria = errorAria(id, errors[name]);
    return (
      <FormField id={id} label={label} required error={errors[name]}>
        <input
          id={id}
          name={name}
          type="password"
          autoComplete={autoComplete}
          value={values[name]}
          aria-required
          onChange={(e) => {
            setValues((v) => ({ ...v, [name]: e.target.value }));
            setErrors((er) => ({ ...er, [name]: undefined }));
          }}
          {...aria}
          aria-describedby={[aria['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined}
        />
        {hint && (
          <p className="field__hint" id={hintId}>
            {hint}
          </p>
        )}
      </FormField>
    );
  };

  return (
    <form className="account-form settings-block" onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <h3 id="change-password-title">Change password</h3>
      <div className="account-form__grid">
        {field('currentPassword', 'Current password', 'current-password')}
        {field('newPassword', 'New password', 'new-password', 'At least 8 characters. Other devices will be logged out.')}
      </div>
      <div className="account-form__actions">
        <button type="submit" className="button button--accent" disabled={loading}>
          {loading ? 'Changing...' : 'Change password'}
        </button>
        <FormStatusMessage status={status} />
      </div>
    </form>
  );
}
