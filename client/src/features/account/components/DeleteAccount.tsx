import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorAria, FormField } from '../../../components/FormField';
import { DeleteMyAccountDocument } from '../../../gql/graphql';
import { useAuth } from '../../../lib/auth';

/** Deleting the account: a second step that explains what goes and what stays, and asks the password. */
export function DeleteAccount() {
  const { logOut } = useAuth();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
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
          setNotice(result.message);
      }
    } catch {
      setNotice('Your account could not be deleted. Please check your connection and try again.');
    }
  };

  return (
    <div className="settings-block settings-block--danger">
      <h3 id="delete-account-title">Delete my account</h3>
      <p className="muted">
        Your details, address book, wishlist, cart and newsletter subscription are removed and you are logged out everywhere. Your orders are
        kept for our accounts, without your name, phone, e-mail or street address. This cannot be undone.
      </p>
      {!confirming ? (
        <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
          Delete my account
        </button>
      ) : (
        <form className="account-form" onSubmit={submit} noValidate aria-labelledby="delete-account-title">
          <FormField id="delete-password" label="Your password, to confirm" required error={error}>
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
              {loading ? 'Deleting...' : 'Delete my account for good'}
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
              Keep my account
            </button>
          </div>
          {notice && (
            <p className="error-text" role="alert">
              {notice}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
