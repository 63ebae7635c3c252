import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { CartDocument, RemoveCartLineDocument, UpdateCartLineDocument, type UpdateCartLineMutation } from '../../../gql/graphql';
import type { CartView } from '../../../lib/cart';
import { useT } from '../../../lib/i18n';

type CartLine = CartView['lines'][number];
type OptimisticCart = Extract<UpdateCartLineMutation['updateCartLine'], { __typename: 'Cart' }>;

/**
 * The cart as it will be once the change lands, for Apollo's optimistic layer: quantities, line
 * subtotals and the item count move at once; the money totals (discount, shipping, total) stay as the
 * server last computed them until its answer replaces the whole cart a moment later.
 */
export function optimisticCart(cart: CartView, lineId: string, quantity: number): OptimisticCart {
  const lines = cart.lines
    .filter((line) => line.id !== lineId || quantity > 0)
    .map((line) => (line.id === lineId ? { ...line, quantity, lineTotal: { ...line.lineTotal, amount: line.unitPrice.amount * quantity, formatted: '' } } : line));
  return { ...cart, __typename: 'Cart', lines, itemCount: lines.reduce((sum, line) => sum + line.quantity, 0) };
}

/**
 * Quantity changes and removals for the cart page. Each answers the whole cart, which replaces the one
 * cache entry the header, this page and the checkout summary read. Errors are kept per line (stock)
 * or for the page (the spec's 'Error updating cart item' / 'Error removing item from cart').
 */
export function useCartLines(cart: CartView | null) {
  const t = useT();
  const client = useApolloClient();
  const [updateMutation] = useMutation(UpdateCartLineDocument);
  const [removeMutation] = useMutation(RemoveCartLineDocument);
  const [inFlight, setInFlight] = useState(0);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const track = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    setInFlight((n) => n + 1);
    try {
      return await work();
    } finally {
      setInFlight((n) => n - 1);
    }
  }, []);

  const setLineError = (lineId: string, message: string | null) =>
    setLineErrors((errors) => {
      const next = { ...errors };
      if (message) next[lineId] = message;
      else delete next[lineId];
      return next;
    });

  // A line that is gone (changed in another tab): show the cart as the server has it now.
  const refreshIfGone = (typename: string) => {
    if (typename === 'CartLineNotFoundError') void client.refetchQueries({ include: [CartDocument] }).catch(() => undefined);
  };

  async function setQuantity(line: CartLine, quantity: number) {
    if (!cart || quantity < 1) return;
    setError(null);
    setLineError(line.id, null);
    await track(async () => {
      try {
        const { data } = await updateMutation({
          variables: { lineId: line.id, quantity },
          optimisticResponse: { updateCartLine: optimisticCart(cart, line.id, quantity) },
        });
        const result = data?.updateCartLine;
        if (!result) setError(t('cart.error.update'));
        else if (result.__typename !== 'Cart') {
          setLineError(line.id, result.message);
          refreshIfGone(result.__typename);
        }
      } catch {
        setError(t('cart.error.update'));
      }
    });
  }

  async function remove(line: CartLine) {
    if (!cart) return;
    setError(null);
    setLineError(line.id, null);
    await track(async () => {
      try {
        const { data } = await removeMutation({
          variables: { lineId: line.id },
          optimisticResponse: { removeCartLine: optimisticCart(cart, line.id, 0) },
        });
        const result = data?.removeCartLine;
        if (!result) setError(t('cart.error.remove'));
        else if (result.__typename !== 'Cart') {
          setError(result.message);
          refreshIfGone(result.__typename);
        }
      } catch {
        setError(t('cart.error.remove'));
      }
    });
  }

  return { setQuantity, remove, busy: inFlight > 0, lineErrors, error };
}
