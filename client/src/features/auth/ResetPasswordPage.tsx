import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { INCOMPLETE_LINK, REQUEST_FAILED } from '../../components/EmailLinkPage';
import '../../components/EmailLinkPage.css';
import { FormField } from '../../components/FormField';
import { ResetPasswordDocument } from '../../gql/graphql';
import { useAuth } from '../../lib/auth';
import { PageMeta } from '../../lib/seo/PageMeta';

type Outcome = { kind: 'done'; email: string } | { kind: 'refused'; text: string } | { kind: 'retry'; text: string };

/** /reset-password?token=…, the reset mail's link: a new password, after which every session has ended. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { kind: 'refused', text: INCOMPLETE_LINK });
  const [reset, { loading }] = useMutation(ResetPasswordDocument);
  const { loggedIn, logOut } = useAuth();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setFieldError('Password is required.');
      return;
    }
    setOutcome(null);
    try {
      const result = (await reset({ variables: { token, newPassword: password } })).data?.resetPassword;
      if (result?.__typename === 'PasswordReset') {
        // This browser's session ended with the others: forget its token.
        if (loggedIn) await logOut();
        setOutcome({ kind: 'done', email: result.email });
      } else if (result?.__typename === 'ValidationError') setFieldError(result.fields[0]?.message ?? result.message);
      else if (result?.__typename === 'InvalidLinkError') setOutcome({ kind: 'refused', text: result.message });
      else setOutcome({ kind: 'retry', text: REQUEST_FAILED });
    } catch {
      setOutcome({ kind: 'retry', text: REQUEST_FAILED });
    }
  }

  return (
    <div className="container page page--narrow">
      <PageMeta title="Choose a new password" description="Choose a new password for your Kapor account." noindex />
      <div className="panel email-link">
        <h1>Choose a new password</h1>
        {outcome?.kind === 'done' ? (
          <div className="notice notice--ok" role="status">
            Your password is changed, and every session of {outcome.email} has ended. <Link to="/login">Log in</Link> with your new password.
          </div>
        ) : outcome?.kind === 'refused' ? (
          <>
            <p className="notice notice--error" role="alert">
              {outcome.text}
            </p>
            <p>
              <Link to="/forgot-password">Ask for a new link</Link>
            </p>
          </>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Choose a new password">
            <p className="lead">Choose a new password for your Kapor account. Every device logged in to it will be logged out.</p>
            <FormField id="reset-password" label="New password" required error={fieldError}>
              <input
                id="reset-password"
                name="new-password"
                type={shown ? 'text' : 'password'}
                autoComplete="new-password"
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
                  setFieldError(null);
                }}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={[fieldError ? 'reset-password-error' : null, 'reset-password-hint'].filter(Boolean).join(' ')}
              />
              <p className="field__hint" id="reset-password-hint">
                At least 8 characters.
              </p>
            </FormField>
            <label className="check">
              <input type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} />
              <span>Show password</span>
            </label>
            <button type="submit" className="button button--accent" disabled={loading}>
              {loading ? 'Saving...' : 'Save the new password'}
            </button>
            {outcome?.kind === 'retry' && (
              <p className="notice notice--error" role="alert">
                {outcome.text}
              </p>
            )}
          </form>
        )}
      </div>
    </div>
  );
}
