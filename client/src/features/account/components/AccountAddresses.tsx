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
  const { data, loading, error } = useQuery(MyAddressesDocument, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<SavedAddressFieldsFragment | 'new' | null>(null);
  const [status, setStatus] = useState<FormStatus | null>(null);
  const [remove] = useMutation(RemoveAddressDocument, { update: (cache, { data: answer }) => writeBook(cache, answer?.removeAddress) });
  const [setDefault] = useMutation(SetDefaultAddressDocument, { update: (cache, { data: answer }) => writeBook(cache, answer?.setDefaultAddress) });
  const addresses = data?.myAddresses ?? [];

  const act = async (work: () => Promise<unknown>, done: string) => {
    setStatus(null);
    try {
      await work();
      setStatus({ ok: true, text: done });
    } catch {
      setStatus({ ok: false, text: 'That did not work. Please check your connection and try again.' });
    }
  };

  return (
    <section aria-labelledby="account-addresses-title">
      <h2 id="account-addresses-title" className="account__title">
        My address book
      </h2>
      {loading && !data ? (
        <Spinner label="Loading your addresses..." />
      ) : error && !data ? (
        <ErrorText>Your addresses could not be loaded. Please try again.</ErrorText>
      ) : addresses.length === 0 ? (
        <p className="muted">You have no saved addresses yet. Add one here, or tick “Save this address to my address book” at checkout.</p>
      ) : (
        <ul className="address-list" aria-label="Saved addresses">
          {addresses.map((a) => (
            <li key={a.id} className={`address-card${a.isDefault ? ' address-card--default' : ''}`}>
              <h3>
                {a.label || a.address}
                {a.isDefault && <span className="address-card__badge">Default</span>}
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
                <button type="button" className="button button--ghost button--small" onClick={() => setEditing(a)} aria-label={`Edit ${a.label || a.address}`}>
                  Edit
                </button>
                {!a.isDefault && (
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => void act(() => setDefault({ variables: { id: a.id } }), `${a.label || a.address} is now your default address.`)}
                    aria-label={`Make ${a.label || a.address} the default`}
                  >
                    Make default
                  </button>
                )}
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => void act(() => remove({ variables: { id: a.id } }), 'The address is removed.')}
                  aria-label={`Remove ${a.label || a.address}`}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <FormStatusMessage status={status} />
      {editing ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? null : editing}
          onDone={(text) => {
            setEditing(null);
            setStatus(text ? { ok: true, text } : null);
          }}
        />
      ) : (
        <button type="button" className="button button--accent" onClick={() => setEditing('new')}>
          Add an address
        </button>
      )}
    </section>
  );
}

/** Adds an address, or edits one; the server checks it as checkout does and says what to fix, field by field. */
function AddressForm({ address, onDone }: { address: SavedAddressFieldsFragment | null; onDone(text: string | null): void }) {
  const countries = useQuery(ShopSettingsDocument, { fetchPolicy: 'cache-first' }).data?.shopSettings.countries ?? [];
  const [values, setValues] = useState<AddressValues>(() => (address ? Object.fromEntries(FIELDS.map((f) => [f, address[f]])) as AddressValues : EMPTY));
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
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
      if (result.__typename === 'SavedAddress') onDone(address ? 'The address is saved.' : 'The address is added to your address book.');
      else if (result.__typename === 'ValidationError') setErrors(fieldErrorsOf(result));
      else setNotice(result.message);
    } catch {
      setNotice('The address could not be saved. Please check your connection and try again.');
    }
  };

  const change = (name: AddressField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const control = (name: AddressField) => ({ id: `address-${name}`, name, value: values[name], onChange: change(name), ...errorAria(`address-${name}`, errors[name]) });
  const text = (name: AddressField, label: string, autoComplete: string, required = true) => (
    <FormField id={`address-${name}`} label={label} required={required} error={errors[name]} className={name === 'address' ? 'field--wide' : undefined}>
      <input {...control(name)} autoComplete={autoComplete} aria-required={required || undefined} />
    </FormField>
  );

  return (
    <form className="account-form address-form" onSubmit={submit} noValidate aria-labelledby="address-form-title">
      <h3 id="address-form-title">{address ? 'Edit address' : 'Add an address'}</h3>
      {notice && (
        <p className="notice notice--error" role="alert">
          {notice}
        </p>
      )}
      <div className="account-form__grid">
        {text('label', 'Label (Home, Office…)', 'off', false)}
        {text('fullName', 'Full name', 'name')}
        {text('phone', 'Phone', 'tel')}
        <FormField id="address-country" label="Country" required error={errors.country}>
          <select {...control('country')} autoComplete="country-name" aria-required>
            <option value="">Select a country</option>
            {countries.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </select>
        </FormField>
        {text('city', 'City', 'address-level2')}
        {text('state', 'State', 'address-level1')}
        {text('zip', 'Zip code', 'postal-code')}
        {text('address', 'Address', 'street-address')}
      </div>
      <div className="account-form__actions">
        <button type="submit" className="button button--accent" disabled={adding.loading || updating.loading}>
          Save address
        </button>
        <button type="button" className="button button--ghost" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
