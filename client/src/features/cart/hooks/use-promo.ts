import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ApplyPromoDocument, RemovePromoDocument } from '../../../gql/graphql';

export type PromoMessage = { kind: 'ok' | 'error'; text: string };

/** The spec's normalisation: trimmed and upper-cased. */
export function normalisePromoCode(input: string): string {
  return input.trim().toUpperCase();
}

/**
 * 'Invalid promo code.' and the reason the server gave, once: its messages read either
 * 'Invalid promo code.' or 'Invalid promo code: SUMMER25 has expired.'.
 */
export function invalidPromoText(serverMessage: string): string {
  const reason = serverMessage.replace(/^invalid promo code[.:]?\s*/i, '').trim();
  if (!reason) return 'Invalid promo code.';
  return `Invalid promo code. ${reason.charAt(0).toUpperCase()}${reason.slice(1)}`;
}

/**
 * Applying and removing a promo code, with the spec's messages (docs/SPEC.md §5). Only what the shopper typed
 * gets a message here (nothing typed, a refused code, no connection); whether the cart's code applies,
 * and why not, is the server cart's to say (see PromoBox). A message is given for the cart as it was
 * (`cartState`), so it goes as soon as the cart changes.
 */
export function usePromo() {
  const [applyMutation, applying] = useMutation(ApplyPromoDocument);
  const [removeMutation, removing] = useMutation(RemovePromoDocument);
  const [message, setMessage] = useState<(PromoMessage & { cartState: string }) | null>(null);

  async function apply(input: string, cartState: string): Promise<boolean> {
    const fail = (text: string) => {
      setMessage({ kind: 'error', text, cartState });
      return false;
    };
    const code = normalisePromoCode(input);
    if (!code) return fail('Please enter a promo code.');
    setMessage(null);
    try {
      const { data } = await applyMutation({ variables: { code } });
      const result = data?.applyPromo;
      if (!result) throw new Error('no answer');
      switch (result.__typename) {
        case 'Cart':
          return true;
        case 'InvalidPromoCodeError':
          return fail(invalidPromoText(result.message));
        default:
          return fail(result.message);
      }
    } catch {
      return fail('Error validating promo code.');
    }
  }

  async function remove(cartState: string): Promise<boolean> {
    setMessage(null);
    try {
      await removeMutation();
      return true;
    } catch {
      setMessage({ kind: 'error', text: 'Could not remove the promo code. Please try again.', cartState });
      return false;
    }
  }

  return { apply, remove, message, busy: applying.loading || removing.loading };
}
