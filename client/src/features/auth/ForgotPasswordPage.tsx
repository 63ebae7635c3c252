import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import '../../components/EmailLinkPage.css';
import { errorAria, FormField } from '../../components/FormField';
import { RequestPasswordResetDocument } from '../../gql/graphql';
import { Message, useT } from '../../lib/i18n';
import { PageMeta } from '../../lib/seo/PageMeta';
import type { Said } from './auth-rules';

/** /forgot-password: asks for a link to choose a new password. The answer reads the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<Said | null>(null);
  const [failure, setFailure] = useState<Said | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestPasswordResetDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!email.trim()) {
      setFieldError({ key: 'auth.forgotPage.emailRequired' });
      return;
    }
    try {
      const result = (await request({ variables: { email: email.trim() } })).data?.requestPasswordReset;
      if (result?.__typename === 'LinkMailed') setSent(result.message);
      else if (result?.__typename === 'ValidationError') setFieldError({ text: result.fields[0]?.message ?? result.message });
      else setFailure(result ? { text: result.message } : { key: 'auth.requestFailed' });
    } catch {
      setFailure({ key: 'auth.requestFailed' });
    }
  }

  const say = (said: Said | null) => (said === null ? null : 'text' in said ? said.text : t(said.key));

  return (
    <div className="container page page--narrow">
      <PageMeta title={t('auth.forgot')} description={t('auth.forgotPage.description')} noindex />
      <div className="panel email-link">
        <h1>{t('auth.forgot')}</h1>
        {sent ? (
          <div className="notice notice--ok" role="status">
            {sent} {t('auth.forgotPage.sentHint')}
          </div>
        ) : (
          <>
            <p className="lead">{t('auth.forgotPage.lead')}</p>
            <form onSubmit={submit} noValidate aria-label={t('auth.forgotPage.form')}>
              <FormField id="forgot-email" label={t('auth.field.email')} required error={say(fieldError)}>
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
                  {...errorAria('forgot-email', say(fieldError))}
                />
              </FormField>
              <button type="submit" className="button button--accent" disabled={loading}>
                {t(loading ? 'auth.forgotPage.sending' : 'auth.forgotPage.send')}
              </button>
            </form>
            {failure && (
              <p className="notice notice--error" role="alert">
                {say(failure)}
              </p>
            )}
          </>
        )}
        <p>
          <Message id="auth.forgotPage.remembered" values={{ link: (chunks) => <Link to="/login">{chunks}</Link> }} />
        </p>
      </div>
    </div>
  );
}
