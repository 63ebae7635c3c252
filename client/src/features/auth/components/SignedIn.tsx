import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/Spinner';
import { MeDocument } from '../../../gql/graphql';
import { useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';

/** Shown instead of the form to a shopper who is already logged in: who they are, and a way out. */
export function SignedIn({ onLoggedOut }: { onLoggedOut(): void }) {
  const t = useT();
  const { data, loading } = useQuery(MeDocument);
  const { logOut } = useAuth();
  const [leaving, setLeaving] = useState(false);
  const me = data?.me;

  async function leave() {
    setLeaving(true);
    try {
      await logOut();
    } catch {
      // The token is already forgotten; a refetch that failed does not keep the shopper logged in.
    }
    onLoggedOut();
  }

  if (loading && !data) return <Spinner label={t('auth.signedIn.loading')} />;
  return (
    <div className="auth-signed-in">
      <h1 id="auth-heading" className="auth-form__title">
        {t('auth.signedIn.title')}
      </h1>
      {me ? (
        <p className="auth-signed-in__who">
          <span className="auth-avatar" aria-hidden="true">
            {me.name.trim().charAt(0).toUpperCase() || '?'}
          </span>
          <span>
            <strong>{me.name}</strong>
            <br />
            <span className="muted">{me.email}</span>
          </span>
        </p>
      ) : (
        <p className="muted">{t('auth.signedIn.active')}</p>
      )}
      <div className="auth-signed-in__actions">
        <Link className="button button--accent" to="/all">
          {t('auth.signedIn.continue')}
        </Link>
        <Link className="button button--ghost" to="/account">
          {t('auth.signedIn.account')}
        </Link>
        <button type="button" className="button button--ghost" onClick={leave} disabled={leaving}>
          {t(leaving ? 'auth.signedIn.loggingOut' : 'auth.signedIn.logOut')}
        </button>
      </div>
    </div>
  );
}
