import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { errorAria, FormField } from '../../../components/FormField';
import { loadProfile, saveProfile, type LocalProfile } from '../profile-store';

type Errors = Partial<Record<keyof LocalProfile, string>>;

const PHONE = /^\+?[\d\s()-]{6,20}$/;

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function check(profile: LocalProfile): Errors {
  const errors: Errors = {};
  if (!profile.firstName.trim()) errors.firstName = 'Please enter your first name.';
  if (profile.phone.trim() && !PHONE.test(profile.phone.trim())) errors.phone = 'Please enter a phone number: digits, spaces and an optional +.';
  if (profile.birthDate && profile.birthDate > today()) errors.birthDate = 'Your birth date cannot be in the future.';
  return errors;
}

/** The spec's details form, prefilled from the account; SAVE keeps it in this browser (see profile-store). */
export function AccountDetails({ customer }: { customer: { id: string; name: string; email: string } }) {
  const [profile, setProfile] = useState(() => loadProfile(customer.id, customer.name));
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const change = (field: keyof LocalProfile) => (event: { target: { value: string } }) => {
    setProfile((p) => ({ ...p, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setStatus(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(profile);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ ok: false, text: 'Please correct the highlighted fields.' });
      return;
    }
    const trimmed = { ...profile, firstName: profile.firstName.trim(), secondName: profile.secondName.trim(), phone: profile.phone.trim() };
    setProfile(trimmed);
    setStatus(saveProfile(customer.id, trimmed) ? { ok: true, text: 'Your details are saved on this device.' } : { ok: false, text: 'This browser would not save your details. Please try again.' });
  };

  const field = (name: keyof LocalProfile, label: string, props: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <FormField id={`details-${name}`} label={label} error={errors[name]}>
      <input id={`details-${name}`} name={name} value={profile[name]} onChange={change(name)} {...errorAria(`details-${name}`, errors[name])} {...props} />
    </FormField>
  );

  return (
    <section aria-labelledby="account-details-title">
      <h2 id="account-details-title" className="account__title">
        My details
      </h2>
      <p className="notice account__note">
        Your name and e-mail come from your Kapor account. The details you save here are kept in this browser only and are not sent to
        us; changing them does not change your account.
      </p>
      <form className="account-form" onSubmit={submit} noValidate>
        <div className="account-form__grid">
          {field('firstName', 'FIRST NAME', { autoComplete: 'given-name' })}
          {field('secondName', 'SECOND NAME', { autoComplete: 'family-name' })}
          {field('birthDate', 'BIRTH DATE', { type: 'date', max: today(), autoComplete: 'bday' })}
          {field('phone', 'PHONE NUMBER', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: '+880 1XXX-XXXXXX' })}
        </div>
        <div className="field">
          <label htmlFor="details-email">E-MAIL ADDRESS</label>
          <input id="details-email" type="email" value={customer.email} readOnly aria-describedby="details-email-hint" />
          <p className="field__hint" id="details-email-hint">
            This is the e-mail you log in with; it cannot be changed here.
          </p>
        </div>
        <div className="account-form__actions">
          <button type="submit" className="button button--accent">
            SAVE
          </button>
          {status && (
            <p className={status.ok ? 'account-form__saved' : 'error-text'} role={status.ok ? 'status' : 'alert'}>
              {status.text}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
