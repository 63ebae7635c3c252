import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { REQUEST_FAILED } from '../../components/EmailLinkPage';
import '../../components/EmailLinkPage.css';
import { errorAria, FormField } from '../../components/FormField';
import { RequestPasswordResetDocument } from '../../gql/graphql';
import { PageMeta } from '../../lib/seo/PageMeta';

/** /forgot-password: asks for a link to choose a new password. The answer reads the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestPasswordResetDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!email.trim()) {
      setFieldError('E-mail is required.');
      return;
    }
    try {
      const result = (await request({ variables: { email: email.trim() } })).data?.requestPasswordReset;
      if (result?.__typename === 'LinkMailed') setSent(result.message);
      else if (result?.__typename === 'ValidationError') setFieldError(result.fields[0]?.message ?? result.message);
      else setFailure(result?.message ?? REQUEST_FAILED);
    } catch {
      setFailure(REQUEST_FAILED);
    }
  }

  return (
    <div className="container page page--narrow">
      <PageMeta title="Forgot your password?" description="Forgot your Kapor password? Ask for an e-mailed link to choose a new one." noindex />
      <div className="panel email-link">
        <h1>Forgot your password?</h1>
        {sent ? (
          <div className="notice notice--ok" role="status">
            {sent} Nothing there? Look in the spam folder, or ask again in a few minutes.
          </div>
        ) : (
          <>
            <p className="lead">Enter the e-mail address of your Kapor account and we will send you a link to choose a new password.</p>
            <form onSubmit={submit} noValidate aria-label="Ask for a new password">
              <FormField id="forgot-email" label="Email Address" required error={fieldError}>
                <input
                  id="forgot-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  value={email}
                  onChange={(e) => {
                    setEmail(e.target.value);
                    setFieldError(null);
                  }}
                  {...errorAria('forgot-email', fieldError)}
                />
              </FormField>
              <button type="submit" className="button button--accent" disabled={loading}>
                {loading ? 'Sending...' : 'Send me a link'}
              </button>
            </form>
            {failure && (
              <p className="notice notice--error" role="alert">
                {failure}
              </p>
            )}
          </>
        )}
        <p>
          Remembered it? <Link to="/login">Back to login</Link>
        </p>
      </div>
    </div>
  );
}
