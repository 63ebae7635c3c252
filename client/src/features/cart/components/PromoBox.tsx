import { useRef, useState, type FormEvent } from 'react';
import type { CartView } from '../../../lib/cart';
import { usePromo } from '../hooks/use-promo';

/** What a message about the typed code was given for: once the cart changes, it no longer holds. */
function stateOf(cart: CartView): string {
  return [cart.promoCode, cart.discount?.source, cart.discount?.percent, cart.subtotal.amount, cart.itemCount].join('|');
}

/**
 * The promo code box: input and Submit, the spec's messages, and the cart's code with the server's
 * word on it — applied ('Promo applied: 20% off'), or not and why — as the one message about it.
 */
export function PromoBox({ cart }: { cart: CartView }) {
  const promo = usePromo();
  const [code, setCode] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const cartState = stateOf(cart);
  const message = promo.message?.cartState === cartState ? promo.message : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await promo.apply(code, cartState)) setCode('');
  }

  async function remove() {
    // The button goes with the code: keep the keyboard in the box.
    if (await promo.remove(cartState)) inputRef.current?.focus();
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
          ref={inputRef}
          id="promo-code"
          className="input"
          name="promo"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder="Promo code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? 'promo-message' : undefined}
        />
        <button type="submit" className="button" disabled={promo.busy}>
          Submit
        </button>
      </form>
      <div aria-live="polite">
        {message && (
          <p id="promo-message" className="promo__message is-error" role="alert">
            {message.text}
          </p>
        )}
      </div>
      {cart.promoCode && (
        <div className={`promo__applied${applied ? '' : ' is-off'}`} data-testid="promo-state">
          <p className="promo__state" role="status">
            {applied ? `Promo applied: ${applied.percent}% off` : (cart.promoNotice ?? `Code ${cart.promoCode} not applied.`)}
          </p>
          <p className="promo__code">
            {applied && (
              <span>
                Code <strong>{cart.promoCode}</strong>
              </span>
            )}
            <button type="button" className="button button--ghost button--small" onClick={() => void remove()} disabled={promo.busy}>
              Remove code
            </button>
          </p>
        </div>
      )}
    </section>
  );
}
