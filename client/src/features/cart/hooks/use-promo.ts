import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ApplyPromoDocument, RemovePromoDocument } from '../../../gql/graphql';
import { useT, type Translate } from '../../../lib/i18n';

export type PromoMessage = { kind: 'ok' | 'error'; text: string };

/** The spec's normalisation: trimmed and upper-cased. */
export function normalisePromoCode(input: string): string {
  return input.trim().toUpperCase();
}

/**
 * 'Invalid promo code.' and the reason the server gave, once: its English messages read either
 * 'Invalid promo code.' or 'Invalid promo code: SUMMER25 has expired.'. A message the server wrote in
 * the shopper's language (its own whole sentence) is shown as it is.
 */
export function invalidPromoText(serverMessage: string, t: Translate): string {
  const prefix = /^invalid promo code[.:]?\s*/i;
  if (serverMessage.trim() && !prefix.test(serverMessage)) return serverMessage.trim();
  const reason = serverMessage.replace(prefix, '').trim();
  if (!reason) return t('cart.promo.invalid');
  return t('cart.promo.invalidBecause', { reason: `${reason.charAt(0).toUpperCase()}${reason.slice(1)}` });
}

/**
 * Applying and removing a promo code, with the spec's messages (docs/SPEC.md §5). Only what the shopper typed
 * gets a message here (nothing typed, a refused code, no connection); whether the cart's code applies,
 * and why not, is the server cart's to say (see PromoBox). A message is given for the cart as it was
 * (`cartState`), so it goes as soon as the cart changes.
 */
export function usePromo() {
  const t = useT();
  const [applyMutation, applying] = useMutation(ApplyPromoDocument);
  const [removeMutation, removing] = useMutation(RemovePromoDocument);
  const [message, setMessage] = useState<(PromoMessage & { cartState: string }) | null>(null);

  async function apply(input: string, cartState: string): Promise<boolean> {
    const fail = (text: string) => {
      setMessage({ kind: 'error', text, cartState });
      return false;
    };
    const code = normalisePromoCode(input);
    if (!code) return fail(t('cart.promo.empty'));
    setMessage(null);
    try {
      const { data } = await applyMutation({ variables: { code } });
      const result = data?.applyPromo;
      if (!result) throw new Error('no answer');
      switch (result.__typename) {
        case 'Cart':
          return true;
        case 'InvalidPromoCodeError':
          return fail(invalidPromoText(result.message, t));
        default:
          return fail(result.message);
      }
    } catch {
      return fail(t('cart.promo.error'));
    }
  }

  async function remove(cartState: string): Promise<boolean> {
    setMessage(null);
    try {
      await removeMutation();
      return true;
    } catch {
      setMessage({ kind: 'error', text: t('cart.promo.removeError'), cartState });
      return false;
    }
  }

  return { apply, remove, message, busy: applying.loading || removing.loading };
}
