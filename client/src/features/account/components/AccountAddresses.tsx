import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { errorAria, FormField } from '../../../components/FormField';
import { ErrorText, Spinner } from '../../../components/Spinner';
import {
  AddAddressDocument,
  MyAddressesDocument,
  RemoveAddressDocument,
  SetDefaultAddressDocument,
  ShopSettingsDocument,
  UpdateAddressDocument,
  type SavedAddressFieldsFragment,
} from '../../../gql/graphql';
import { useT, type MessageKey, type MessageValues } from '../../../lib/i18n';
import { fieldErrorsOf, type FormStatus } from './form-result';
import { FormStatusMessage } from './FormStatusMessage';

const FIELDS = ['label', 'fullName', 'phone', 'country', 'city', 'state', 'zip', 'address'] as const;
type AddressField = (typeof FIELDS)[number];
type AddressValues = Record<AddressField, string>;

const EMPTY: AddressValues = { label: '', fullName: '', phone: '', country: '', city: '', state: '', zip: '', address: '' };

/** The address book's answers to removing or choosing the default are the whole book: the list shows them as they are. */
function writeBook(cache: ApolloCache, book: SavedAddressFieldsFragment[] | undefined) {
  if (book) cache.writeQuery({ query: MyAddressesDocument, data: { myAddresses: book } });
}

/** "My address book": the saved delivery addresses, the default first; checkout offers them. */
export function AccountAddresses() {
  const t = useT();
  const { data, loading, error } = useQuery(MyAddressesDocument, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<SavedAddressFieldsFragment | 'new' | null>(null);
  const [status, setStatus] = useState<FormStatus | null>(null);
  const [remove] = useMutation(RemoveAddressDocument, { update: (cache, { data: answer }) => writeBook(cache, answer?.removeAddress) });
  const [setDefault] = useMutation(SetDefaultAddressDocument, { update: (cache, { data: answer }) => writeBook(cache, answer?.setDefaultAddress) });
  const addresses = data?.myAddresses ?? [];

  const act = async (work: () => Promise<unknown>, done: MessageKey, values?: MessageValues) => {
    setStatus(null);
    try {
      await work();
      setStatus({ ok: true, message: done, values });
    } catch {
      setStatus({ ok: false, message: 'account.connectionFailed' });
    }
  };

  return (
    <section aria-labelledby="account-addresses-title">
      <h2 id="account-addresses-title" className="account__title">
        {t('account.section.addresses')}
      </h2>
      {loading && !data ? (
        <Spinner label={t('account.addresses.loading')} />
      ) : error && !data ? (
        <ErrorText>{t('account.addresses.loadError')}</ErrorText>
      ) : addresses.length === 0 ? (
        <p className="muted">{t('account.addresses.empty')}</p>
      ) : (
        <ul className="address-list" aria-label={t('account.addresses.list')}>
          {addresses.map((a) => {
            const name = a.label || a.address;
            return (
              <li key={a.id} className={`address-card${a.isDefault ? ' address-card--default' : ''}`}>
                <h3>
                  {name}
                  {a.isDefault && <span className="address-card__badge">{t('account.addresses.default')}</span>}
                </h3>
                <address>
                  {a.fullName}
                  <br />
                  {a.address}
                  <br />
                  {a.city}, {a.state} {a.zip}
                  <br />
                  {a.country}
                  <br />
                  {a.phone}
                </address>
                <div className="address-card__actions">
                  <button type="button" className="button button--ghost button--small" onClick={() => setEditing(a)} aria-label={t('account.addresses.editNamed', { name })}>
                    {t('account.addresses.edit')}
                  </button>
                  {!a.isDefault && (
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      onClick={() => void act(() => setDefault({ variables: { id: a.id } }), 'account.addresses.nowDefault', { name })}
                      aria-label={t('account.addresses.makeDefaultNamed', { name })}
                    >
                      {t('account.addresses.makeDefault')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => void act(() => remove({ variables: { id: a.id } }), 'account.addresses.removed')}
                    aria-label={t('account.addresses.removeNamed', { name })}
                  >
                    {t('account.addresses.remove')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <FormStatusMessage status={status} />
      {editing ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? null : editing}
          onDone={(done) => {
            setEditing(null);
            setStatus(done ? { ok: true, message: done } : null);
          }}
        />
      ) : (
        <button type="button" className="button button--accent" onClick={() => setEditing('new')}>
          {t('account.addresses.add')}
        </button>
      )}
    </section>
  );
}

/** Adds an address, or edits one; the server checks it as checkout does and says what to fix, field by field. */
function AddressForm({ address, onDone }: { address: SavedAddressFieldsFragment | null; onDone(done: MessageKey | null): void }) {
  const t = useT();
  const countries = useQuery(ShopSettingsDocument, { fetchPolicy: 'cache-first' }).data?.shopSettings.countries ?? [];
  const [values, setValues] = useState<AddressValues>(() => (address ? Object.fromEntries(FIELDS.map((f) => [f, address[f]])) as AddressValues : EMPTY));
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  // The server's words, or ours when there was no answer.
  const [notice, setNotice] = useState<{ text: string } | { message: MessageKey } | null>(null);
  const [add, adding] = useMutation(AddAddressDocument, {
    update: (cache, { data }) => {
      const saved = data?.addAddress;
      if (saved?.__typename !== 'SavedAddress') return;
      const book = cache.readQuery({ query: MyAddressesDocument })?.myAddresses ?? [];
      writeBook(cache, [...book, saved]);
    },
  });
  const [update, updating] = useMutation(UpdateAddressDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    try {
      const input = { ...values, label: values.label || null };
      const result = address ? (await update({ variables: { id: address.id, input } })).data?.updateAddress : (await add({ variables: { input } })).data?.addAddress;
      if (!result) throw new Error('no answer');
      if (result.__typename === 'SavedAddress') onDone(address ? 'account.addresses.saved' : 'account.addresses.added');
      else if (result.__typename === 'ValidationError') setErrors(fieldErrorsOf(result));
      else setNotice({ text: result.message });
    } catch {
      setNotice({ message: 'account.addresses.saveFailed' });
    }
  };

  const change = (name: AddressField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const control = (name: AddressField) => ({ id: `address-${name}`, name, value: values[name], onChange: change(name), ...errorAria(`address-${name}`, errors[name]) });
  const text = (name: AddressField, label: MessageKey, autoComplete: string, required = true) => (
    <FormField id={`address-${name}`} label={t(label)} required={required} error={errors[name]} className={name === 'address' ? 'field--wide' : undefined}>
      <input {...control(name)} autoComplete={autoComplete} aria-required={required || undefined} />
    </FormField>
  );

  return (
    <form className="account-form address-form" onSubmit={submit} noValidate aria-labelledby="address-form-title">
      <h3 id="address-form-title">{t(address ? 'account.addresses.editTitle' : 'account.addresses.addTitle')}</h3>
      {notice && (
        <p className="notice notice--error" role="alert">
          {'text' in notice ? notice.text : t(notice.message)}
        </p>
      )}
      <div className="account-form__grid">
        {text('label', 'account.address.label', 'off', false)}
        {text('fullName', 'account.address.fullName', 'name')}
        {text('phone', 'account.address.phone', 'tel')}
        <FormField id="address-country" label={t('account.address.country')} required error={errors.country}>
          <select {...control('country')} autoComplete="country-name" aria-required>
            <option value="">{t('account.address.selectCountry')}</option>
            {countries.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </select>
        </FormField>
        {text('city', 'account.address.city', 'address-level2')}
        {text('state', 'account.address.state', 'address-level1')}
        {text('zip', 'account.address.zip', 'postal-code')}
        {text('address', 'account.address.address', 'street-address')}
      </div>
      <div className="account-form__actions">
        <button type="submit" className="button button--accent" disabled={adding.loading || updating.loading}>
          {t('account.addresses.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => onDone(null)}>
          {t('account.addresses.cancel')}
        </button>
      </div>
    </form>
  );
}
