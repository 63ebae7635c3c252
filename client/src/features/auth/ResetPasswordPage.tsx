import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import '../../components/EmailLinkPage.css';
import { FormField } from '../../components/FormField';
import { ResetPasswordDocument } from '../../gql/graphql';
import { useAuth } from '../../lib/auth';
import { Message, useT, type MessageKey } from '../../lib/i18n';
import { PageMeta } from '../../lib/seo/PageMeta';
import type { Said } from './auth-rules';

type Outcome = { kind: 'done'; email: string } | { kind: 'refused'; said: Said } | { kind: 'retry' };

const INCOMPLETE_LINK: Said = { key: 'auth.link.incomplete' };
const REQUEST_FAILED: MessageKey = 'auth.requestFailed';

/** /reset-password?token=…, the reset mail's link: a new password, after which every session has ended. */
export default function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [fieldError, setFieldError] = useState<Said | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { kind: 'refused', said: INCOMPLETE_LINK });
  const [reset, { loading }] = useMutation(ResetPasswordDocument);
  const { loggedIn, logOut } = useAuth();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setFieldError({ key: 'auth.reset.required' });
      return;
    }
    setOutcome(null);
    try {
      const result = (await reset({ variables: { token, newPassword: password } })).data?.resetPassword;
      if (result?.__typename === 'PasswordReset') {
        // This browser's session ended with the others: forget its token.
        if (loggedIn) await logOut();
        setOutcome({ kind: 'done', email: result.email });
      } else if (result?.__typename === 'ValidationError') setFieldError({ text: result.fields[0]?.message ?? result.message });
      else if (result?.__typename === 'InvalidLinkError') setOutcome({ kind: 'refused', said: { text: result.message } });
      else setOutcome({ kind: 'retry' });
    } catch {
      setOutcome({ kind: 'retry' });
    }
  }

  const say = (said: Said) => ('text' in said ? said.text : t(said.key));

  return (
    <div className="container page page--narrow">
      <PageMeta title={t('auth.reset.title')} description={t('auth.reset.description')} noindex />
      <div className="panel email-link">
        <h1>{t('auth.reset.title')}</h1>
        {outcome?.kind === 'done' ? (
          <div className="notice notice--ok" role="status">
            <Message id="auth.reset.done" values={{ email: outcome.email, link: (chunks) => <Link to="/login">{chunks}</Link> }} />
          </div>
        ) : outcome?.kind === 'refused' ? (
          <>
            <p className="notice notice--error" role="alert">
              {say(outcome.said)}
            </p>
            <p>
              <Link to="/forgot-password">{t('auth.reset.newLink')}</Link>
            </p>
          </>
        ) : (
          <form onSubmit={submit} noValidate aria-label={t('auth.reset.title')}>
            <p className="lead">{t('auth.reset.lead')}</p>
            <FormField id="reset-password" label={t('auth.reset.field')} required error={fieldError && say(fieldError)}>
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
                {t('auth.password.hint')}
              </p>
            </FormField>
            <label className="check">
              <input type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} />
              <span>{t('auth.reset.show')}</span>
            </label>
            <button type="submit" className="button button--accent" disabled={loading}>
              {t(loading ? 'auth.reset.saving' : 'auth.reset.save')}
            </button>
            {outcome?.kind === 'retry' && (
              <p className="notice notice--error" role="alert">
                {t(REQUEST_FAILED)}
              </p>
            )}
          </form>
        )}
      </div>
    </div>
  );
}
