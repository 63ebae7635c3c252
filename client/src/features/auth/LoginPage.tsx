import { useState } from 'react';
import { useAuth } from '../../lib/auth';
import { PageMeta } from '../../lib/seo/PageMeta';
import type { AuthMode } from './auth-rules';
import './auth.css';
import { AuthForm } from './components/AuthForm';
import { SignedIn } from './components/SignedIn';

/** /login and /user_login: one page that toggles between Login and Sign Up. */
export default function LoginPage() {
  const { loggedIn } = useAuth();
  const [mode, setMode] = useState<AuthMode>('login');
  const [loggedOut, setLoggedOut] = useState(false);
  // Set while a fresh login leaves for the page the shopper came from: no "You are logged in" flash.
  const [leaving, setLeaving] = useState(false);
  const title = loggedIn && !leaving ? 'My account' : mode === 'signup' ? 'Sign Up' : 'Login';

  return (
    <div className="container page auth-page">
      <PageMeta title={title} description="Log in to your Kapor account, or sign up to keep a cart and a wishlist and follow your orders." noindex />
      <div className="auth-card">
        <aside className="auth-aside" aria-hidden="true">
          <p className="auth-aside__eyebrow">Kapor</p>
          <p className="auth-aside__title">New arrivals every week</p>
          <p className="auth-aside__text">Members keep their cart on every device, save favourites and follow each order to the door.</p>
        </aside>
        <div className="auth-main">
          {loggedOut && !loggedIn && (
            <p className="notice notice--ok auth-main__notice" role="status">
              You have been logged out.
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
