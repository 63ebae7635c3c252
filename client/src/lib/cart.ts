import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AddToCartDocument,
  AddToWishlistDocument,
  CartDocument,
  RemoveFromWishlistDocument,
  WishlistIdsDocument,
  type AddToCartMutation,
  type CartFieldsFragment,
  type Colour,
  type Size,
} from '../gql/graphql';
import { useAuth } from './auth';

export type CartView = CartFieldsFragment;
/** What a cart mutation answers: the whole cart, or one of its typed errors. */
export type CartMutationResult = AddToCartMutation['addToCart'];

/** The customer's cart from the cache (one Cart entry every cart mutation updates); null for visitors. */
export function useCart() {
  const { loggedIn } = useAuth();
  const { data, loading, error } = useQuery(CartDocument, { skip: !loggedIn });
  return { cart: loggedIn ? (data?.cart ?? null) : null, loading, error };
}

export interface AddToCartInput {
  productId: string;
  size: Size;
  colour?: Colour | null;
  quantity?: number;
}

/**
 * Adds to the cart. Visitors get the spec's 'User not authenticated' without a request; business
 * failures (out of stock…) come back as typed results with a message to show.
 */
export function useAddToCart() {
  const { loggedIn } = useAuth();
  const [mutate, { loading }] = useMutation(AddToCartDocument);
  const add = useCallback(
    async (input: AddToCartInput): Promise<{ ok: true; cart: CartView } | { ok: false; message: string; needsLogin?: boolean }> => {
      if (!loggedIn) return { ok: false, message: 'User not authenticated', needsLogin: true };
      try {
        const { data } = await mutate({ variables: { productId: input.productId, size: input.size, colour: input.colour ?? null, quantity: input.quantity ?? 1 } });
        const result = data?.addToCart;
        if (!result) return { ok: false, message: 'Error adding size to cart items.' };
        if (result.__typename === 'Cart') return { ok: true, cart: result };
        return { ok: false, message: 'message' in result ? result.message : 'Error adding size to cart items.' };
      } catch {
        return { ok: false, message: 'Unexpected error occurred.' };
      }
    },
    [loggedIn, mutate],
  );
  return { add, adding: loading };
}

/** Saved products: whether one is saved, and a toggle (visitors are asked to log in first). */
export function useWishlist() {
  const { loggedIn } = useAuth();
  const { data } = useQuery(WishlistIdsDocument, { skip: !loggedIn });
  const [addMutation, adding] = useMutation(AddToWishlistDocument);
  const [removeMutation, removing] = useMutation(RemoveFromWishlistDocument);
  const saved = new Set(loggedIn ? (data?.wishlist?.items.map((item) => item.product.id) ?? []) : []);
  const toggle = useCallback(
    async (productId: string, isSaved: boolean) => {
      if (isSaved) await removeMutation({ variables: { productId } });
      else await addMutation({ variables: { productId } });
    },
    [addMutation, removeMutation],
  );
  return { loggedIn, isSaved: (productId: string) => saved.has(productId), toggle, busy: adding.loading || removing.loading, count: loggedIn ? (data?.wishlist?.itemCount ?? 0) : 0 };
}

/** A cart line's picture in the colour bought (the server paints each garment in any of its colours). */
export function cartLineImage(line: Pick<CartView['lines'][number], 'product' | 'variant'>): string {
  const { image } = line.product;
  if (!image) return '';
  return `${image}${image.includes('?') ? '&' : '?'}colour=${line.variant.colour}`;
}
