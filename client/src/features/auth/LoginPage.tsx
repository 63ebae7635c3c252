import { useState } from 'react';
import { useAuth } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { PageMeta } from '../../lib/seo/PageMeta';
import type { AuthMode } from './auth-rules';
import './auth.css';
import { AuthForm } from './components/AuthForm';
import { SignedIn } from './components/SignedIn';

/** /login and /user_login: one page that toggles between Login and Sign Up. */
export default function LoginPage() {
  const t = useT();
  const { loggedIn } = useAuth();
  const [mode, setMode] = useState<AuthMode>('login');
  const [loggedOut, setLoggedOut] = useState(false);
  // Set while a fresh login leaves for the page the shopper came from: no "You are logged in" flash.
  const [leaving, setLeaving] = useState(false);
  const title = t(loggedIn && !leaving ? 'auth.title.account' : mode === 'signup' ? 'auth.title.signup' : 'auth.title.login');

  return (
    <div className="container page auth-page">
      <PageMeta title={title} description={t('auth.meta.description')} noindex />
      <div className="auth-card">
        <aside className="auth-aside" aria-hidden="true">
          <p className="auth-aside__eyebrow">Kapor</p>
          <p className="auth-aside__title">{t('auth.aside.title')}</p>
          <p className="auth-aside__text">{t('auth.aside.text')}</p>
        </aside>
        <div className="auth-main">
          {loggedOut && !loggedIn && (
            <p className="notice notice--ok auth-main__notice" role="status">
              {t('auth.loggedOut')}
            </p>
          )}
          {loggedIn && !leaving ? (
            <SignedIn onLoggedOut={() => setLoggedOut(true)} />
          ) : (
            <AuthForm mode={mode} onModeChange={setMode} onAuthenticated={() => setLeaving(true)} />
          )}
        </div>
      </div>
    </div>
  );
}
