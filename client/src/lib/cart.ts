import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { CartDocument, WishlistIdsDocument, type CartFieldsFragment, type Colour, type Size } from '../gql/graphql';
import { useAuth } from './auth';
import { useT } from './i18n';

const loadMutations = () => import('./on-demand-documents');

/** Visitors never send the cart's mutations; a logged-in shopper has them fetched before the first click. */
function usePreloadedMutations(loggedIn: boolean): void {
  useEffect(() => {
    if (loggedIn) void loadMutations().catch(() => undefined);
  }, [loggedIn]);
}

export type CartView = CartFieldsFragment;

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
 * Adds to the cart. Visitors get the spec's 'User not authenticated' (in the shopper's language) without a
 * request; business failures (out of stock…) come back as typed results with the server's message to show.
 *
 * This hook and useWishlist sit in every product card, so they call the client directly instead of
 * mounting useMutation observers: a page of cards stays cheap to render (Lighthouse's blocking time).
 */
export function useAddToCart() {
  const { loggedIn } = useAuth();
  const t = useT();
  const client = useApolloClient();
  const [adding, setAdding] = useState(false);
  usePreloadedMutations(loggedIn);
  const add = useCallback(
    async (input: AddToCartInput): Promise<{ ok: true; cart: CartView } | { ok: false; message: string; needsLogin?: boolean }> => {
      if (!loggedIn) return { ok: false, message: t('common.cart.notAuthenticated'), needsLogin: true };
      setAdding(true);
      try {
        const { AddToCartDocument } = await loadMutations();
        const { data } = await client.mutate({
          mutation: AddToCartDocument,
          variables: { productId: input.productId, size: input.size, colour: input.colour ?? null, quantity: input.quantity ?? 1 },
        });
        const result = data?.addToCart;
        if (!result) return { ok: false, message: t('common.cart.addFailed') };
        if (result.__typename === 'Cart') return { ok: true, cart: result };
        return { ok: false, message: 'message' in result ? result.message : t('common.cart.addFailed') };
      } catch {
        return { ok: false, message: t('common.cart.unexpected') };
      } finally {
        setAdding(false);
      }
    },
    [loggedIn, client, t],
  );
  return { add, adding };
}

/** Saved products: whether one is saved, and a toggle (visitors are asked to log in first). */
export function useWishlist() {
  const { loggedIn } = useAuth();
  const client = useApolloClient();
  const { data } = useQuery(WishlistIdsDocument, { skip: !loggedIn });
  const [busy, setBusy] = useState(false);
  usePreloadedMutations(loggedIn);
  const saved = new Set(loggedIn ? (data?.wishlist?.items.map((item) => item.product.id) ?? []) : []);
  const toggle = useCallback(
    async (productId: string, isSaved: boolean) => {
      setBusy(true);
      try {
        const { AddToWishlistDocument, RemoveFromWishlistDocument } = await loadMutations();
        // Both answer the whole wishlist, which the cache files under its id: every heart updates.
        if (isSaved) await client.mutate({ mutation: RemoveFromWishlistDocument, variables: { productId } });
        else await client.mutate({ mutation: AddToWishlistDocument, variables: { productId } });
      } finally {
        setBusy(false);
      }
    },
    [client],
  );
  return { loggedIn, isSaved: (productId: string) => saved.has(productId), toggle, busy, count: loggedIn ? (data?.wishlist?.itemCount ?? 0) : 0 };
}

/** A cart line's picture in the colour bought: the server paints a drawn garment in any of its colours; a photo is what it is. */
export function cartLineImage(line: Pick<CartView['lines'][number], 'product' | 'variant'>): string {
  const { image } = line.product;
  if (!image || !image.split('?')[0].endsWith('.svg')) return image;
  return `${image}${image.includes('?') ? '&' : '?'}colour=${line.variant.colour}`;
}
