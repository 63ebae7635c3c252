import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CartDocument, MeDocument, MyAddressesDocument, PlaceOrderDocument, RetryOrderDeliveryDocument } from '../../gql/graphql';
import type { CartView } from '../../lib/cart';
import { Message, useT } from '../../lib/i18n';
import { controlAria, SelectField, TextField } from './CheckoutFields';
import { FormField } from '../../components/FormField';
import {
  ADDRESS_BOOK_SIZE,
  countryName,
  EMPTY_VALUES,
  FIELD_ORDER,
  earliestDeliveryDate,
  firstError,
  hasPlace,
  loadDraft,
  newIdempotencyKey,
  paymentMethodHint,
  paymentMethodName,
  PLACE_FIELDS,
  placeOf,
  routeName,
  samePlace,
  saveDraft,
  toOrderInput,
  validateCheckout,
  valuesFromDelivery,
  validateField,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutRules,
  type CheckoutValues,
} from './checkout-form';
import { noticeFor, type Notice } from './checkout-notice';
import { goToPaymentPage } from './gateway';
import { OrderSummary } from './OrderSummary';

/** The form itself, for a customer with items in the cart. Nothing typed is lost on any error. */
export function CheckoutForm({ cart, rules }: { cart: CartView; rules: CheckoutRules }) {
  const t = useT();
  const client = useApolloClient();
  const { data: meData } = useQuery(MeDocument);
  const [placeOrder] = useMutation(PlaceOrderDocument);
  const [values, setValues] = useState<CheckoutValues>(() => ({ ...EMPTY_VALUES, ...loadDraft() }));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [summaryCount, setSummaryCount] = useState(0);
  const fieldRefs = useRef<Partial<Record<CheckoutField, HTMLElement | null>>>({});
  const noticeRef = useRef<HTMLDivElement>(null);
  const placingRef = useRef(false);
  // One key per attempt: the same details sent twice (a double click, a retry after a dropped
  // connection) reuse it and get the same order; changed details start a new attempt.
  const attempt = useRef<{ key: string; sent: string } | null>(null);
  const today = earliestDeliveryDate(rules.timeZone);

  // A retry after a failed payment (/checkout?retry=<tranId>) starts from that order's details.
  const retryOf = useSearchParams()[0].get('retry');
  const { data: retryData } = useQuery(RetryOrderDeliveryDocument, { variables: { tranId: retryOf ?? '' }, skip: !retryOf, fetchPolicy: 'network-only' });
  const retried = retryData?.order?.delivery;
  const filledFromRetry = useRef(false);
  useEffect(() => {
    // Once: what the shopper changes afterwards is theirs.
    if (!retried || filledFromRetry.current) return;
    filledFromRetry.current = true;
    setValues((v) => ({ ...v, ...valuesFromDelivery(retried, today) }));
  }, [retried, today]);

  // The address book: a new checkout (not a retry, nothing typed yet) starts from the default address.
  const { data: bookData } = useQuery(MyAddressesDocument);
  const addresses = bookData?.myAddresses ?? [];
  const filledFromBook = useRef(false);
  useEffect(() => {
    if (!bookData || filledFromBook.current || retryOf) return;
    filledFromBook.current = true;
    const preferred = bookData.myAddresses.find((a) => a.isDefault);
    if (preferred) setValues((v) => (hasPlace(v) ? v : { ...v, ...placeOf(preferred) }));
  }, [bookData, retryOf]);
  const savedMatch = addresses.find((a) => samePlace(a, values));
  const canSaveAddress = !savedMatch && addresses.length < ADDRESS_BOOK_SIZE;
  const [saveAddress, setSaveAddress] = useState(false);

  function chooseSaved(id: string) {
    const chosen = addresses.find((a) => a.id === id);
    // "A new address" empties the place for typing; the name and e-mail stay.
    setValues((v) => ({ ...v, ...(chosen ? placeOf(chosen) : Object.fromEntries(PLACE_FIELDS.filter((name) => name !== 'fullName').map((name) => [name, '']))) }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(PLACE_FIELDS.map((name) => [name, undefined])) }));
  }

  // Fill name and e-mail from the account, without overwriting anything typed or remembered.
  const me = meData?.me;
  useEffect(() => {
    if (!me) return;
    setValues((v) => ({ ...v, fullName: v.fullName || me.name, email: v.email || me.email }));
  }, [me]);

  useEffect(() => saveDraft(values), [values]);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const refFor = (name: CheckoutField) => (element: HTMLElement | null) => {
    fieldRefs.current[name] = element;
  };

  function change<K extends CheckoutField>(name: K, value: CheckoutValues[K]) {
    // An update of the latest values: the account's name and e-mail (or the default address) may arrive
    // between this render and the keystroke, and a whole object from this render would drop them.
    setValues((v) => ({ ...v, [name]: value }));
    // Once a field shows a problem (or after a submit), it is re-checked as the shopper fixes it.
    if (errors[name] || submitted) setErrors((e) => ({ ...e, [name]: validateField(name, { ...values, [name]: value }, today, rules, t) ?? undefined }));
  }

  function blur(name: CheckoutField) {
    const value = values[name];
    if (submitted || (typeof value === 'string' && value.trim() !== '') || errors[name]) {
      setErrors((e) => ({ ...e, [name]: validateField(name, values, today, rules, t) ?? undefined }));
    }
  }

  function showFieldErrors(next: CheckoutErrors) {
    setErrors(next);
    setSummaryCount(FIELD_ORDER.filter((name) => next[name]).length);
    const first = firstError(next);
    if (first) fieldRefs.current[first]?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (placingRef.current) return;
    setSubmitted(true);
    setNotice(null);
    const problems = validateCheckout(values, today, rules, t);
    if (firstError(problems)) {
      showFieldErrors(problems);
      return;
    }
    setErrors({});
    setSummaryCount(0);

    // The total shown beside the button: the server places the order at that total or says what changed.
    const input = { ...toOrderInput(values), expectedTotal: cart.total.amount, ...(canSaveAddress && saveAddress ? { saveAddress: true } : {}) };
    const sent = JSON.stringify(input);
    if (!attempt.current || attempt.current.sent !== sent) attempt.current = { key: newIdempotencyKey(), sent };

    placingRef.current = true;
    setPlacing(true);
    let leaving = false;
    try {
      const { data } = await placeOrder({ variables: { input, idempotencyKey: attempt.current.key } });
      const result = data?.placeOrder;
      if (!result) throw new Error('Checkout failed');
      switch (result.__typename) {
        case 'PaymentSession':
          leaving = true;
          goToPaymentPage(result.tranId, result.url);
          return;
        case 'ValidationError': {
          const fieldErrors: CheckoutErrors = {};
          const other: string[] = [];
          for (const { field, message } of result.fields) {
            if ((FIELD_ORDER as string[]).includes(field)) fieldErrors[field as CheckoutField] = message;
            else other.push(message);
          }
          if (other.length > 0 || !firstError(fieldErrors)) setNotice({ title: result.message, body: other.join(' ') || undefined });
          showFieldErrors(fieldErrors);
          // The total changed under the shopper (expectedTotal): show the cart as it is now.
          if (result.fields.some(({ field }) => field === 'expectedTotal')) await client.refetchQueries({ include: [CartDocument] }).catch(() => undefined);
          return;
        }
        case 'IdempotencyKeyReusedError':
        case 'OrderClosedError':
          attempt.current = null;
          setNotice({ title: result.message, body: t('checkout.notice.pressAgain') });
          return;
        default:
          setNotice(noticeFor(result, t));
          // Stock or the code changed under the shopper: show the cart as it is now.
          await client.refetchQueries({ include: [CartDocument] }).catch(() => undefined);
      }
    } catch {
      setNotice({ title: t('checkout.notice.failed'), body: t('checkout.notice.offline') });
    } finally {
      if (!leaving) {
        placingRef.current = false;
        setPlacing(false);
      }
    }
  }

  const field = (name: Exclude<CheckoutField, 'termsAccepted'>) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => change(name, value),
    onBlur: () => blur(name),
    inputRef: refFor(name),
  });

  return (
    <div className="checkout">
      <form id="checkout-form" className="checkout__form" noValidate onSubmit={submit} aria-describedby="checkout-required-note">
        <p id="checkout-required-note" className="muted checkout__note">
          <Message id="checkout.requiredNote" values={{ star: (chunks) => <span className="required">{chunks}</span> }} />
        </p>
        {summaryCount > 0 && (
          <p className="notice notice--error checkout__summary-error" role="alert">
            {t('checkout.fixFields', { count: summaryCount })}
          </p>
        )}
        {notice && (
          <div className="notice notice--error checkout-notice" role="alert" tabIndex={-1} ref={noticeRef}>
            <p className="checkout-notice__title">{notice.title}</p>
            {notice.body && <div className="checkout-notice__body">{notice.body}</div>}
          </div>
        )}

        <section className="panel checkout__section" aria-labelledby="delivery-title">
          <h2 id="delivery-title">{t('checkout.delivery.title')}</h2>
          {addresses.length > 0 && (
            <FormField id="checkout-savedAddress" label={t('checkout.saved.label')}>
              <select id="checkout-savedAddress" value={savedMatch?.id ?? ''} onChange={(e) => chooseSaved(e.target.value)}>
                <option value="">{t('checkout.saved.new')}</option>
                {addresses.map((a) => {
                  const place = [a.label, a.fullName, a.address, a.city].filter(Boolean).join(' · ');
                  return (
                    <option key={a.id} value={a.id}>
                      {a.isDefault ? t('checkout.saved.default', { address: place }) : place}
                    </option>
                  );
                })}
              </select>
            </FormField>
          )}
          <div className="checkout__grid">
            <TextField {...field('fullName')} label={t('checkout.field.fullName')} autoComplete="name" wide />
            <TextField {...field('phone')} label={t('checkout.field.phone')} type="tel" autoComplete="tel" inputMode="tel" />
            <TextField {...field('email')} label={t('checkout.field.email')} type="email" autoComplete="email" inputMode="email" />
            <SelectField {...field('country')} label={t('checkout.field.country')} options={rules.countries} optionLabel={(country) => countryName(country, t)} placeholder={t('checkout.field.countryPlaceholder')} autoComplete="country-name" />
            <TextField {...field('city')} label={t('checkout.field.city')} autoComplete="address-level2" />
            <TextField {...field('state')} label={t('checkout.field.state')} autoComplete="address-level1" />
            <TextField {...field('zip')} label={t('checkout.field.zip')} autoComplete="postal-code" />
            <TextField {...field('address')} label={t('checkout.field.address')} autoComplete="street-address" wide />
          </div>
          {canSaveAddress && (
            <label className="check checkout__save-address" htmlFor="checkout-saveAddress">
              <input id="checkout-saveAddress" type="checkbox" checked={saveAddress} onChange={(e) => setSaveAddress(e.target.checked)} />
              <span>{t('checkout.saveAddress')}</span>
            </label>
          )}
        </section>

        <section className="panel checkout__section" aria-labelledby="schedule-title">
          <h2 id="schedule-title">{t('checkout.schedule.title')}</h2>
          <div className="checkout__grid">
            <TextField {...field('deliveryDate')} label={t('checkout.field.deliveryDate')} type="date" min={today} />
            <SelectField {...field('deliveryRoute')} label={t('checkout.field.deliveryRoute')} options={rules.deliveryRoutes} optionLabel={(route) => routeName(route, t)} placeholder={t('checkout.field.routePlaceholder')} />
          </div>
        </section>

        <section className="panel checkout__section" aria-labelledby="payment-title">
          <h2 id="payment-title">{t('checkout.payment.title')}</h2>
          <fieldset className="payment-methods" aria-describedby={errors.paymentMethod ? 'checkout-paymentMethod-error' : undefined}>
            <legend className="visually-hidden">{t('checkout.payment.title')}</legend>
            {rules.paymentMethods.map((method, index) => (
              <label key={method.code} className={`payment-method${method.available ? '' : ' is-disabled'}${values.paymentMethod === method.code ? ' is-selected' : ''}`}>
                <input
                  type="radio"
                  name="paymentMethod"
                  value={method.code}
                  checked={values.paymentMethod === method.code}
                  disabled={!method.available}
                  ref={index === 0 ? refFor('paymentMethod') : undefined}
                  onChange={() => change('paymentMethod', method.code)}
                />
                <span className="payment-method__text">
                  <span className="payment-method__label">{paymentMethodName(method, t)}</span>
                  <span className="payment-method__hint">{paymentMethodHint(method, t)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {errors.paymentMethod && (
            <p className="field__error" id="checkout-paymentMethod-error">
              {errors.paymentMethod}
            </p>
          )}
        </section>

        <div className="checkout__terms">
          <label className="check" htmlFor="checkout-termsAccepted">
            <input
              id="checkout-termsAccepted"
              type="checkbox"
              name="termsAccepted"
              checked={values.termsAccepted}
              {...controlAria('checkout-termsAccepted', errors.termsAccepted)}
              ref={refFor('termsAccepted')}
              onChange={(e) => change('termsAccepted', e.target.checked)}
            />
            <span>
              {/* The terms open in a new tab, so the details typed here stay. */}
              <Message
                id="checkout.terms"
                values={{
                  link: (chunks) => (
                    <Link to="/terms" target="_blank">
                      {chunks}
                    </Link>
                  ),
                }}
              />{' '}
              <span className="required" aria-hidden="true">*</span>
            </span>
          </label>
          {errors.termsAccepted && (
            <p className="field__error" id="checkout-termsAccepted-error">
              {errors.termsAccepted}
            </p>
          )}
        </div>
      </form>
      <OrderSummary cart={cart} placing={placing} />
    </div>
  );
}
