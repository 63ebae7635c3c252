import './CheckoutPage.css';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CartTotals } from '../../components/CartTotals';
import { EmptyState } from '../../components/EmptyState';
import { errorAria, FormField } from '../../components/FormField';
import { BagIcon } from '../../components/Icons';
import { LoginPrompt } from '../../components/LoginPrompt';
import { ErrorText, Spinner } from '../../components/Spinner';
import { CartDocument, MeDocument, PlaceOrderDocument, RetryOrderDeliveryDocument, type PlaceOrderMutation } from '../../gql/graphql';
import { useAuth } from '../../lib/auth';
import { cartLineImage, type CartView } from '../../lib/cart';
import { colourName } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { usePreferences } from '../../lib/preferences';
import { useTitle } from '../../lib/use-title';
import {
  COUNTRIES,
  DELIVERY_ROUTES,
  EMPTY_VALUES,
  FIELD_ORDER,
  PAYMENT_METHODS,
  earliestDeliveryDate,
  firstError,
  loadDraft,
  newIdempotencyKey,
  saveDraft,
  toOrderInput,
  truncateName,
  validateCheckout,
  valuesFromDelivery,
  validateField,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
} from './checkout-form';
import { goToPaymentPage } from './gateway';

type PlaceOrderResult = PlaceOrderMutation['placeOrder'];
type Notice = { title: string; body?: ReactNode };

/** The shopper-facing notice for a business failure of placeOrder (everything but field errors). */
function noticeFor(result: Exclude<PlaceOrderResult, { __typename: 'PaymentSession' }>): Notice {
  switch (result.__typename) {
    case 'InsufficientStockError':
      return {
        title: result.message,
        body: (
          <>
            <ul className="checkout-notice__list">
              {result.lines.map((line) => (
                <li key={line.sku}>
                  {line.name} ({line.size}, {colourName(line.colour)}): you asked for {line.requested},{' '}
                  {line.available > 0 ? `${line.available} left` : 'sold out'}.
                </li>
              ))}
            </ul>
            <Link to="/cart">Update your cart</Link>
          </>
        ),
      };
    case 'EmptyCartError':
      return { title: result.message, body: <Link to="/all">Continue shopping</Link> };
    case 'InvalidPromoCodeError':
      return { title: result.message, body: <Link to="/cart">Change or remove the code in your cart</Link> };
    case 'PaymentUnavailableError':
      return { title: result.message, body: 'Nothing was charged. Your details are kept: please try again in a moment.' };
    default:
      return { title: result.message };
  }
}

/** The ARIA a required checkout control carries, pointing at its error when it has one. */
function controlAria(id: string, error: string | undefined) {
  return { 'aria-required': true, ...errorAria(id, error) } as const;
}

interface FieldProps {
  name: CheckoutField;
  label: string;
  value: string;
  error?: string;
  onChange(value: string): void;
  onBlur(): void;
  inputRef(element: HTMLElement | null): void;
  autoComplete?: string;
}

function TextField({
  name,
  label,
  value,
  error,
  onChange,
  onBlur,
  inputRef,
  type = 'text',
  autoComplete,
  inputMode,
  min,
  wide = false,
}: FieldProps & { type?: string; inputMode?: 'tel' | 'email' | 'text'; min?: string; wide?: boolean }) {
  const id = `checkout-${name}`;
  return (
    <FormField id={id} label={label} required error={error} className={wide ? 'field--wide' : undefined}>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        min={min}
        {...controlAria(id, error)}
        ref={inputRef}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    </FormField>
  );
}

function SelectField({ name, label, value, error, options, placeholder, onChange, onBlur, inputRef, autoComplete }: FieldProps & { options: readonly string[]; placeholder: string }) {
  const id = `checkout-${name}`;
  return (
    <FormField id={id} label={label} required error={error}>
      <select id={id} name={name} value={value} autoComplete={autoComplete} {...controlAria(id, error)} ref={inputRef} onChange={(e) => onChange(e.target.value)} onBlur={onBlur}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/**
 * The order summary beside the form: every line (names cut at 25 characters), the server's totals —
 * the amount the order will be placed for — and what the gateway will charge, in its own currency.
 */
function OrderSummary({ cart, placing }: { cart: CartView; placing: boolean }) {
  const { format, currency } = usePreferences();
  const charge = formatMoney(cart.total);
  const chargeCurrency = cart.total.currency;
  return (
    <aside className="panel order-summary checkout-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order Summary</h2>
      <ul className="checkout-summary__lines">
        {cart.lines.map((line) => (
          <li key={line.id} className="checkout-summary__line">
            {line.product.image ? <img src={cartLineImage(line)} alt="" width="56" height="56" /> : <span className="checkout-summary__no-image">No image</span>}
            <span className="checkout-summary__text">
              <span className="checkout-summary__name" title={line.product.name}>
                {truncateName(line.product.name)}
              </span>
              <span className="order-summary__meta">
                {line.variant.size} · {colourName(line.variant.colour)} · Qty {line.quantity}
              </span>
            </span>
            <span className="order-summary__amount">{format(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} title="Totals" titleId="checkout-totals-title" headingLevel={3} />
      {/* The cart's code that does not apply is left out of the order: say so before it is placed. */}
      {cart.promoNotice && (
        <p className="notice totals__notice" data-testid="checkout-promo-notice">
          {cart.promoNotice} The total above is what you pay.
        </p>
      )}
      <p className="checkout-summary__charge" data-testid="checkout-charge">
        The payment gateway will charge <strong>{charge}</strong> ({chargeCurrency === 'USD' ? 'US dollars, USD' : chargeCurrency}).
        {currency.code !== chargeCurrency && (
          <>
            {' '}
            Amounts in {currency.label} are shown for reference only, at our display rate.
          </>
        )}
      </p>
      <button type="submit" form="checkout-form" className="button button--accent button--block checkout-summary__confirm" disabled={placing}>
        {placing ? 'Placing order...' : 'Confirm Order'}
      </button>
      <p className="checkout-summary__secure muted">You pay on the payment gateway&apos;s secure page next.</p>
    </aside>
  );
}

/** The form itself, for a customer with items in the cart. Nothing typed is lost on any error. */
function CheckoutForm({ cart }: { cart: CartView }) {
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
  const today = earliestDeliveryDate();

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
    const next = { ...values, [name]: value };
    setValues(next);
    // Once a field shows a problem (or after a submit), it is re-checked as the shopper fixes it.
    if (errors[name] || submitted) setErrors((e) => ({ ...e, [name]: validateField(name, next, today) ?? undefined }));
  }

  function blur(name: CheckoutField) {
    const value = values[name];
    if (submitted || (typeof value === 'string' && value.trim() !== '') || errors[name]) {
      setErrors((e) => ({ ...e, [name]: validateField(name, values, today) ?? undefined }));
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
    const problems = validateCheckout(values, today);
    if (firstError(problems)) {
      showFieldErrors(problems);
      return;
    }
    setErrors({});
    setSummaryCount(0);

    // The total shown beside the button: the server places the order at that total or says what changed.
    const input = { ...toOrderInput(values), expectedTotal: cart.total.amount };
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
          setNotice({ title: result.message, body: 'Please press Confirm Order again.' });
          return;
        default:
          setNotice(noticeFor(result));
          // Stock or the code changed under the shopper: show the cart as it is now.
          await client.refetchQueries({ include: [CartDocument] }).catch(() => undefined);
      }
    } catch {
      setNotice({ title: 'Checkout failed.', body: 'We could not reach the shop. Please check your connection and try again; nothing was charged.' });
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
          Fields marked <span className="required">*</span> are required.
        </p>
        {summaryCount > 0 && (
          <p className="notice notice--error checkout__summary-error" role="alert">
            Please correct the {summaryCount === 1 ? 'highlighted field' : `${summaryCount} highlighted fields`} below.
          </p>
        )}
        {notice && (
          <div className="notice notice--error checkout-notice" role="alert" tabIndex={-1} ref={noticeRef}>
            <p className="checkout-notice__title">{notice.title}</p>
            {notice.body && <div className="checkout-notice__body">{notice.body}</div>}
          </div>
        )}

        <section className="panel checkout__section" aria-labelledby="delivery-title">
          <h2 id="delivery-title">Delivery information</h2>
          <div className="checkout__grid">
            <TextField {...field('fullName')} label="Full name" autoComplete="name" wide />
            <TextField {...field('phone')} label="Phone" type="tel" autoComplete="tel" inputMode="tel" />
            <TextField {...field('email')} label="Email" type="email" autoComplete="email" inputMode="email" />
            <SelectField {...field('country')} label="Country" options={COUNTRIES} placeholder="Select a country" autoComplete="country-name" />
            <TextField {...field('city')} label="City" autoComplete="address-level2" />
            <TextField {...field('state')} label="State" autoComplete="address-level1" />
            <TextField {...field('zip')} label="Zip code" autoComplete="postal-code" />
            <TextField {...field('address')} label="Address" autoComplete="street-address" wide />
          </div>
        </section>

        <section className="panel checkout__section" aria-labelledby="schedule-title">
          <h2 id="schedule-title">Schedule Delivery</h2>
          <div className="checkout__grid">
            <TextField {...field('deliveryDate')} label="Delivery date" type="date" min={today} />
            <SelectField {...field('deliveryRoute')} label="Delivery route" options={DELIVERY_ROUTES} placeholder="Select a route" />
          </div>
        </section>

        <section className="panel checkout__section" aria-labelledby="payment-title">
          <h2 id="payment-title">Payment method</h2>
          <fieldset className="payment-methods" aria-describedby={errors.paymentMethod ? 'checkout-paymentMethod-error' : undefined}>
            <legend className="visually-hidden">Payment method</legend>
            {PAYMENT_METHODS.map((method, index) => (
              <label key={method.value} className={`payment-method${method.available ? '' : ' is-disabled'}${values.paymentMethod === method.value ? ' is-selected' : ''}`}>
                <input
                  type="radio"
                  name="paymentMethod"
                  value={method.value}
                  checked={values.paymentMethod === method.value}
                  disabled={!method.available}
                  ref={index === 0 ? refFor('paymentMethod') : undefined}
                  onChange={() => change('paymentMethod', method.value)}
                />
                <span className="payment-method__text">
                  <span className="payment-method__label">{method.label}</span>
                  <span className="payment-method__hint">{method.hint}</span>
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
              I have read and agree to the{' '}
              {/* In a new tab, so the details typed here stay. */}
              <Link to="/terms" target="_blank">
                terms and conditions
              </Link>{' '}
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

/**
 * Checkout: delivery details, a delivery date and route, the payment method and the terms, beside the
 * order summary from the server cart. Confirm Order places the order and sends the shopper to the
 * payment gateway.
 */
export default function CheckoutPage() {
  useTitle('Checkout');
  const { loggedIn } = useAuth();
  const { data, loading, error } = useQuery(CartDocument, { skip: !loggedIn, fetchPolicy: 'cache-and-network' });
  const cart = loggedIn ? (data?.cart ?? null) : null;

  if (!loggedIn) {
    return <LoginPrompt title="Checkout" text="Log in to check out and pay for your order." from="/checkout" />;
  }
  if (!cart) {
    return <div className="container page">{loading ? <Spinner label="Loading your cart..." /> : <ErrorText>{error ? 'Error fetching cart items' : 'Your cart could not be loaded.'}</ErrorText>}</div>;
  }
  return (
    <div className="container page checkout-page">
      <h1>Checkout</h1>
      {cart.lines.length === 0 ? (
        <EmptyState icon={<BagIcon />} title="Your cart is empty." text="Add something you love, then come back to check out." action={{ to: '/all', label: 'Continue shopping' }} />
      ) : (
        <CheckoutForm cart={cart} />
      )}
    </div>
  );
}
