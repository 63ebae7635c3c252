import { useState } from 'react';
import { useAuth } from '../../../lib/auth';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccount } from './DeleteAccount';
import { EmailChangeForm } from './EmailChangeForm';

/** Log out, change the e-mail address or the password, delete the account. */
export function AccountSettings({ email }: { email: string }) {
  const { logOut } = useAuth();
  const [leaving, setLeaving] = useState(false);
  return (
    <section aria-labelledby="account-settings-title">
      <h2 id="account-settings-title" className="account__title">
        Account settings
      </h2>
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
      <EmailChangeForm email={email} />
      <ChangePasswordForm />
      <DeleteAccount />
    </section>
  );
}
