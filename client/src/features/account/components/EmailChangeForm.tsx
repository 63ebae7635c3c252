import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { RequestEmailChangeDocument } from '../../../gql/graphql';
import { useFormFields } from './form-fields';
import { fieldErrorsOf, type FormStatus } from './form-result';
import { FormStatusMessage } from './FormStatusMessage';

type EmailField = 'newEmail' | 'currentPassword';
const EMPTY: Record<EmailField, string> = { newEmail: '', currentPassword: '' };

/** Change of e-mail: it takes effect when the link mailed to the new address is followed; the current one is told. */
export function EmailChangeForm({ email }: { email: string }) {
  const { values, setErrors, reset, input } = useFormFields(EMPTY, 'email-change');
  const [status, setStatus] = useState<FormStatus | null>(null);
  const [request, { loading }] = useMutation(RequestEmailChangeDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    try {
      const { data } = await request({ variables: { input: { newEmail: values.newEmail.trim(), currentPassword: values.currentPassword } } });
      const result = data?.requestEmailChange;
      if (!result) throw new Error('no answer');
      switch (result.__typename) {
        case 'LinkMailed':
          reset();
          setStatus({ ok: true, text: result.message });
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
      setStatus({ ok: false, text: 'The link could not be sent. Please check your connection and try again.' });
    }
  };

  return (
    <form className="account-form settings-block" onSubmit={submit} noValidate aria-labelledby="email-change-title">
      <h3 id="email-change-title">Change e-mail address</h3>
      <p className="muted">
        Your account uses <strong>{email}</strong>. A new address takes effect when you follow the link we send to it.
      </p>
      <div className="account-form__grid">
        {input('newEmail', 'New e-mail address', { type: 'email', autoComplete: 'email' })}
        {input('currentPassword', 'Your password', { type: 'password', autoComplete: 'current-password' })}
      </div>
      <div className="account-form__actions">
        <button type="submit" className="button button--accent" disabled={loading}>
          {loading ? 'Sending...' : 'Send confirmation link'}
        </button>
        <FormStatusMessage status={status} />
      </div>
    </form>
  );
}
