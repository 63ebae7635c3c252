import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorAria, FormField } from '../../../components/FormField';
import { DeleteMyAccountDocument } from '../../../gql/graphql';
import { useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';

/** Deleting the account: a second step that explains what goes and what stays, and asks the password. */
export function DeleteAccount() {
  const t = useT();
  const { logOut } = useAuth();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The server's words, or (text null) ours: the request itself failed.
  const [notice, setNotice] = useState<{ text: string | null } | null>(null);
  const [deleteAccount, { loading }] = useMutation(DeleteMyAccountDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNotice(null);
    try {
      const { data } = await deleteAccount({ variables: { input: { password } } });
      const result = data?.deleteMyAccount;
      if (!result) throw new Error('no answer');
      switch (result.__typename) {
        case 'AccountDeleted':
          // First the page that says so: logging out unmounts this form.
          navigate('/account?deleted=1', { replace: true });
          await logOut();
          return;
        case 'ValidationError':
          setError(result.fields[0]?.message ?? result.message);
          return;
        case 'WrongPasswordError':
          setError(result.message);
          return;
        default:
          setNotice({ text: result.message });
      }
    } catch {
      setNotice({ text: null });
    }
  };

  return (
    <div className="settings-block settings-block--danger">
      <h3 id="delete-account-title">{t('account.delete.title')}</h3>
      <p className="muted">{t('account.delete.explain')}</p>
      {!confirming ? (
        <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
          {t('account.delete.start')}
        </button>
      ) : (
        <form className="account-form" onSubmit={submit} noValidate aria-labelledby="delete-account-title">
          <FormField id="delete-password" label={t('account.delete.password')} required error={error}>
            <input
              id="delete-password"
              name="password"
              type="password"
              autoComplete="current-password"
              aria-required
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setError(null);
              }}
              {...errorAria('delete-password', error)}
            />
          </FormField>
          <div className="account-form__actions">
            <button type="submit" className="button button--danger" disabled={loading}>
              {t(loading ? 'account.delete.deleting' : 'account.delete.confirm')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setConfirming(false);
                setPassword('');
                setError(null);
                setNotice(null);
              }}
            >
              {t('account.delete.keep')}
            </button>
          </div>
          {notice && (
            <p className="error-text" role="alert">
              {notice.text ?? t('account.delete.failed')}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
