import { useState } from 'react';
import { useAuth } from '../../../lib/auth';
import { Message, useT } from '../../../lib/i18n';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccount } from './DeleteAccount';
import { EmailChangeForm } from './EmailChangeForm';

/** Log out, change the e-mail address or the password, delete the account. */
export function AccountSettings({ email }: { email: string }) {
  const t = useT();
  const { logOut } = useAuth();
  const [leaving, setLeaving] = useState(false);
  return (
    <section aria-labelledby="account-settings-title">
      <h2 id="account-settings-title" className="account__title">
        {t('account.section.settings')}
      </h2>
      <div className="settings-row">
        <div>
          <h3>{t('account.settings.signedIn')}</h3>
          <p className="muted">
            <Message id="account.settings.loggedInAs" values={{ email, b: (chunks) => <strong>{chunks}</strong> }} />
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
          {t(leaving ? 'account.settings.loggingOut' : 'account.settings.logOut')}
        </button>
      </div>
      <EmailChangeForm email={email} />
      <ChangePasswordForm />
      <DeleteAccount />
    </section>
  );
}
