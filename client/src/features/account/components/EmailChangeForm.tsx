import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { REQUEST_FAILED } from '../../../components/EmailLinkPage';
import { errorAria, FormField } from '../../../components/FormField';
import { RequestEmailChangeDocument } from '../../../gql/graphql';

type Field = 'newEmail' | 'currentPassword';
const EMPTY = { newEmail: '', currentPassword: '' };

/** Change of e-mail: confirmed by the link mailed to the new address; the current one is told. */
export function EmailChangeForm({ email }: { email: string }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestEmailChangeDocument);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setSent(null);
    try {
      const result = (await request({ variables: { input: { newEmail: values.newEmail.trim(), currentPassword: values.currentPassword } } })).data?.requestEmailChange;
      if (result?.__typename === 'LinkMailed') {
        setSent(result.message);
        setValues(EMPTY);
        return;
      }
      if (result?.__typename === 'WrongPasswordError') {
        setErrors({ currentPassword: result.message });
        return;
      }
      if (result?.__typename === 'ValidationError') {
        const found: Partial<Record<Field, string>> = {};
        for (const { field, message } of result.fields) if (field === 'newEmail' || field === 'currentPassword') found[field] = message;
        setErrors(found);
        if (Object.keys(found).length === 0) setFailure(result.message);
        return;
      }
      setFailure(result?.message ?? REQUEST_FAILED);
    } catch {
      setFailure(REQUEST_FAILED);
    }
  }

  return (
    <div className="settings-row settings-row--form">
      <div>
        <h3>E-mail address</h3>
        <p className="muted">
          Your account uses <strong>{email}</strong>. A new address takes effect when you follow the link we send to it.
        </p>
      </div>
      <form className="account-form email-change" onSubmit={submit} noValidate aria-label="Change e-mail address">
        <div className="account-form__grid">
          <FormField id="email-change-new" label="NEW E-MAIL ADDRESS" error={errors.newEmail}>
            <input id="email-change-new" name="newEmail" type="email" autoComplete="email" inputMode="email" value={values.newEmail} onChange={change('newEmail')} {...errorAria('email-change-new', errors.newEmail)} />
          </FormField>
          <FormField id="email-change-password" label="CURRENT PASSWORD" error={errors.currentPassword}>
            <input
              id="email-change-password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={change('currentPassword')}
              {...errorAria('email-change-password', errors.currentPassword)}
            />
          </FormField>
        </div>
        <div className="account-form__actions">
          <button type="submit" className="button button--accent" disabled={loading}>
            {loading ? 'Sending...' : 'Send confirmation link'}
          </button>
          {sent && (
            <p className="account-form__saved" role="status">
              {sent}
            </p>
          )}
          {failure && (
            <p className="error-text" role="alert">
              {failure}
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
