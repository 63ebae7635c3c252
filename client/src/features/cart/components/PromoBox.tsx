import { useState, type FormEvent } from 'react';
import type { CartView } from '../../../lib/cart';
import { usePromo } from '../hooks/use-promo';

/** The promo code box: input and Submit, the spec's messages, and a way to take an applied code off. */
export function PromoBox({ cart }: { cart: CartView }) {
  const promo = usePromo();
  const [code, setCode] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await promo.apply(code)) setCode('');
  }

  const applied = cart.discount?.source === 'CODE' ? cart.discount : null;

  return (
    <section className="promo panel" aria-labelledby="promo-title">
      <h2 id="promo-title" className="promo__title">
        Promo code
      </h2>
      <p className="muted promo__lead">If you have a promo code, enter it here.</p>
      <form className="promo__form" onSubmit={submit} noValidate>
        <label htmlFor="promo-code" className="visually-hidden">
          Promo code
        </label>
        <input
          id="promo-code"
          className="input"
          name="promo"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder="Promo code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={promo.message?.kind === 'error' || undefined}
          aria-describedby={promo.message ? 'promo-message' : undefined}
        />
        <button type="submit" className="button" disabled={promo.busy}>
          Submit
        </button>
      </form>
      <div aria-live="polite">
        {promo.message && (
          <p id="promo-message" className={`promo__message ${promo.message.kind === 'ok' ? 'is-ok' : 'is-error'}`} role={promo.message.kind === 'ok' ? 'status' : 'alert'}>
            {promo.message.text}
          </p>
        )}
      </div>
      {cart.promoCode && (
        <p className="promo__applied">
          <span>
            Code <strong>{cart.promoCode}</strong>
            {applied ? ` · ${applied.percent}% off` : ' · not applied'}
          </span>
          <button type="button" className="button button--ghost button--small" onClick={() => promo.remove()} disabled={promo.busy}>
            Remove code
          </button>
        </p>
      )}
    </section>
  );
}
