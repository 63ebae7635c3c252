import { useRef, useState, type FormEvent } from 'react';
import type { CartView } from '../../../lib/cart';
import { Message, useT } from '../../../lib/i18n';
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
  const t = useT();
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
        {t('cart.promo.title')}
      </h2>
      <p className="muted promo__lead">{t('cart.promo.lead')}</p>
      <form className="promo__form" onSubmit={submit} noValidate>
        <label htmlFor="promo-code" className="visually-hidden">
          {t('cart.promo.label')}
        </label>
        <input
          ref={inputRef}
          id="promo-code"
          className="input"
          name="promo"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={t('cart.promo.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? 'promo-message' : undefined}
        />
        <button type="submit" className="button" disabled={promo.busy}>
          {t('cart.promo.submit')}
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
            {applied ? t('cart.promo.applied', { percent: applied.percent }) : (cart.promoNotice ?? t('cart.promo.notApplied', { code: cart.promoCode }))}
          </p>
          <p className="promo__code">
            {applied && (
              <span>
                <Message id="cart.promo.code" values={{ code: cart.promoCode, strong: (chunks) => <strong>{chunks}</strong> }} />
              </span>
            )}
            <button type="button" className="button button--ghost button--small" onClick={() => void remove()} disabled={promo.busy}>
              {t('cart.promo.remove')}
            </button>
          </p>
        </div>
      )}
    </section>
  );
}
