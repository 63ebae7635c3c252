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

/** Applying and removing a promo code, with the spec's messages (SPEC §5). */
export function usePromo() {
  const [applyMutation, applying] = useMutation(ApplyPromoDocument);
  const [removeMutation, removing] = useMutation(RemovePromoDocument);
  const [message, setMessage] = useState<PromoMessage | null>(null);

  async function apply(input: string): Promise<boolean> {
    const code = normalisePromoCode(input);
    if (!code) {
      setMessage({ kind: 'error', text: 'Please enter a promo code.' });
      return false;
    }
    setMessage(null);
    try {
      const { data } = await applyMutation({ variables: { code } });
      const result = data?.applyPromo;
      if (!result) throw new Error('no answer');
      switch (result.__typename) {
        case 'Cart': {
          const discount = result.discount;
          if (discount?.source === 'CODE') {
            setMessage({ kind: 'ok', text: `Promo applied: ${discount.percent}% off` });
            return true;
          }
          setMessage({ kind: 'error', text: result.promoNotice ?? 'Invalid promo code.' });
          return false;
        }
        case 'InvalidPromoCodeError':
          setMessage({ kind: 'error', text: invalidPromoText(result.message) });
          return false;
        default:
          setMessage({ kind: 'error', text: result.message });
          return false;
      }
    } catch {
      setMessage({ kind: 'error', text: 'Error validating promo code.' });
      return false;
    }
  }

  async function remove() {
    setMessage(null);
    try {
      await removeMutation();
      setMessage({ kind: 'ok', text: 'Promo code removed.' });
    } catch {
      setMessage({ kind: 'error', text: 'Could not remove the promo code. Please try again.' });
    }
  }

  return { apply, remove, message, busy: applying.loading || removing.loading };
}
