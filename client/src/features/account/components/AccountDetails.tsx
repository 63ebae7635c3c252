import { useMutation } from '@apollo/client/react';
import { useEffect, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { errorAria, FormField } from '../../../components/FormField';
import { UpdateMyDetailsDocument, type MyDetailsFieldsFragment } from '../../../gql/graphql';
import { useT, type MessageKey } from '../../../lib/i18n';
import { forgetLegacyProfile, readLegacyProfile } from '../legacy-profile';
import { fieldErrorsOf, type FormStatus } from './form-result';
import { FormStatusMessage } from './FormStatusMessage';

interface Details {
  firstName: string;
  secondName: string;
  birthDate: string;
  phone: string;
}
type DetailField = keyof Details;

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** What the form starts from: the server's details, or, once, what this browser kept before the server did. */
function initialDetails(customer: MyDetailsFieldsFragment): { details: Details; fromBrowser: boolean } {
  const details = { firstName: customer.firstName, secondName: customer.secondName, birthDate: customer.birthDate ?? '', phone: customer.phone ?? '' };
  const legacy = customer.phone || customer.birthDate ? null : readLegacyProfile(customer.id);
  return legacy ? { details: { ...details, ...legacy }, fromBrowser: true } : { details, fromBrowser: false };
}

/** The spec's details form (docs/SPEC.md §2), kept on the server: name, birth date and phone. */
export function AccountDetails({ customer }: { customer: MyDetailsFieldsFragment }) {
  const t = useT();
  const [initial] = useState(() => initialDetails(customer));
  const [details, setDetails] = useState(initial.details);
  const [errors, setErrors] = useState<Partial<Record<DetailField, string>>>({});
  const [status, setStatus] = useState<FormStatus | null>(initial.fromBrowser ? { ok: true, message: 'account.details.fromBrowser' } : null);
  const [update, { loading }] = useMutation(UpdateMyDetailsDocument);

  // The server holds the details now: the browser's old copy is not needed.
  useEffect(() => {
    if (customer.phone || customer.birthDate) forgetLegacyProfile(customer.id);
  }, [customer.id, customer.phone, customer.birthDate]);

  const change = (field: DetailField) => (event: { target: { value: string } }) => {
    setDetails((d) => ({ ...d, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setStatus(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    try {
      const { data } = await update({ variables: { input: { ...details, birthDate: details.birthDate || null } } });
      const result = data?.updateMyDetails;
      if (result?.__typename === 'Customer') {
        forgetLegacyProfile(customer.id);
        setErrors({});
        setDetails({ firstName: result.firstName, secondName: result.secondName, birthDate: result.birthDate ?? '', phone: result.phone ?? '' });
        setStatus({ ok: true, message: 'account.details.saved' });
      } else if (result?.__typename === 'ValidationError') {
        setErrors(fieldErrorsOf(result));
        setStatus({ ok: false, message: 'account.details.invalid' });
      } else {
        throw new Error('no answer');
      }
    } catch {
      setStatus({ ok: false, message: 'account.details.failed' });
    }
  };

  const field = (name: DetailField, label: MessageKey, props: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <FormField id={`details-${name}`} label={t(label)} required={name === 'firstName'} error={errors[name]}>
      <input id={`details-${name}`} name={name} value={details[name]} onChange={change(name)} {...errorAria(`details-${name}`, errors[name])} {...props} />
    </FormField>
  );

  return (
    <section aria-labelledby="account-details-title">
      <h2 id="account-details-title" className="account__title">
        {t('account.section.details')}
      </h2>
      <form className="account-form" onSubmit={submit} noValidate>
        <div className="account-form__grid">
          {field('firstName', 'account.details.firstName', { autoComplete: 'given-name', 'aria-required': true })}
          {field('secondName', 'account.details.secondName', { autoComplete: 'family-name' })}
          {field('birthDate', 'account.details.birthDate', { type: 'date', max: today(), autoComplete: 'bday' })}
          {field('phone', 'account.details.phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: '+880 1XXX-XXXXXX' })}
        </div>
        <div className="field">
          <label htmlFor="details-email">{t('account.details.email')}</label>
          <input id="details-email" type="email" value={customer.email} readOnly aria-describedby="details-email-hint" />
          <p className="field__hint" id="details-email-hint">
            {t('account.details.emailHint')}
          </p>
        </div>
        <div className="account-form__actions">
          <button type="submit" className="button button--accent" disabled={loading}>
            {t(loading ? 'account.details.saving' : 'account.details.save')}
          </button>
          <FormStatusMessage status={status} />
        </div>
      </form>
    </section>
  );
}
