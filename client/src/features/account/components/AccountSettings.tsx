import { useState } from 'react';
import { useAuth } from '../../../lib/auth';
import { EmailChangeForm } from './EmailChangeForm';

/** The account's e-mail address, and log out: forgets the token and clears everything of the customer's from the page. */
export function AccountSettings({ email }: { email: string }) {
  const { logOut } = useAuth();
  const [leaving, setLeaving] = useState(false);
  return (
    <section aria-labelledby="account-settings-title">
      <h2 id="account-settings-title" className="account__title">
        Account settings
      </h2>
      <EmailChangeForm email={email} />
      <div className="settings-row">
        <div>
          <h3>Signed in</h3>
          <p className="muted">
            You are logged in as <strong>{email}</strong>. Log out on shared or public computers.
          </p>
        </div>
        <button
          type="button"
          className="button button--ghost"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void logOut().catch(() => setLeaving(false));
          }}
        >
          {leaving ? 'Logging out...' : 'Log out'}
        </button>
      </div>
    </section>
  );
}
