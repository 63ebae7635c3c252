import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { RequestEmailChangeDocument } from '../../../gql/graphql';
import { Message, useT } from '../../../lib/i18n';
import { useFormFields } from './form-fields';
import { fieldErrorsOf, type FormStatus } from './form-result';
import { FormStatusMessage } from './FormStatusMessage';

type EmailField = 'newEmail' | 'currentPassword';
const EMPTY: Record<EmailField, string> = { newEmail: '', currentPassword: '' };

/** Change of e-mail: it takes effect when the link mailed to the new address is followed; the current one is told. */
export function EmailChangeForm({ email }: { email: string }) {
  const t = useT();
  const { values, setErrors, reset, input } = useFormFields(EMPTY, 'email-change');
  const [status, setStatus] = useState<FormStatus | null>(null);
  const [request, { loading }] = useMutation(RequestEmailChangeDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    try {
      const { data } = await request({ variables: { input: { newEmail: values.newEmail.trim(), currentPassword: values.currentPassword } } });
      const result = data?.requestEmailChange;
      if (!result) throw new Error('no answer');
      switch (result.__typename) {
        case 'LinkMailed':
          reset();
          setStatus({ ok: true, text: result.message });
          return;
        case 'ValidationError':
          setErrors(fieldErrorsOf(result));
          return;
        case 'WrongPasswordError':
          setErrors({ currentPassword: result.message });
          return;
        default:
          setStatus({ ok: false, text: result.message });
      }
    } catch {
      setStatus({ ok: false, message: 'account.email.failed' });
    }
  };

  return (
    <form className="account-form settings-block" onSubmit={submit} noValidate aria-labelledby="email-change-title">
      <h3 id="email-change-title">{t('account.email.title')}</h3>
      <p className="muted">
        <Message id="account.email.current" values={{ email, b: (chunks) => <strong>{chunks}</strong> }} />
      </p>
      <div className="account-form__grid">
        {input('newEmail', t('account.email.new'), { type: 'email', autoComplete: 'email' })}
        {input('currentPassword', t('account.email.password'), { type: 'password', autoComplete: 'current-password' })}
      </div>
      <div className="account-form__actions">
        <button type="submit" className="button button--accent" disabled={loading}>
          {t(loading ? 'account.email.sending' : 'account.email.send')}
        </button>
        <FormStatusMessage status={status} />
      </div>
    </form>
  );
}
