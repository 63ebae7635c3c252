import type { ProductPictureFragment } from '../gql/graphql';
import type { MoneyValue } from './money';

/**
 * The products this browser viewed lately, most recent first, kept in localStorage: the product page adds
 * its product, with what a card needs (name, picture, prices), so the list costs the server nothing. The
 * prices are those of the last view; the product's page, a click away, has today's.
 */
export interface ViewedProduct {
  id: string;
  slug: string;
  name: string;
  picture: ProductPictureFragment;
  price: MoneyValue;
  compareAtPrice: MoneyValue | null;
}

const STORAGE_KEY = 'recently-viewed';

/** Cards shown; one more is kept so that the product page, which leaves itself out, still has as many. */
export const RECENTLY_VIEWED_SHOWN = 8;
const KEPT = RECENTLY_VIEWED_SHOWN + 1;

/** The list as stored, dropping whatever is not a product as written here (another version, a hand edit). Browser only. */
export function readRecentlyViewed(): ViewedProduct[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isViewedProduct).slice(0, KEPT) : [];
  } catch {
    return [];
  }
}

/** Puts `product` first (once) and keeps the newest few. Browser only; a full or blocked storage keeps nothing. */
export function rememberViewed(product: ViewedProduct): void {
  const list = [product, ...readRecentlyViewed().filter((p) => p.id !== product.id)].slice(0, KEPT);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage is full or refused (private browsing): the list is a convenience, not worth an error.
  }
}

function isViewedProduct(value: unknown): value is ViewedProduct {
  if (!value || typeof value !== 'object') return false;
  const p = value as Partial<ViewedProduct>;
  const isMoney = (m: unknown) => !!m && typeof (m as MoneyValue).amount === 'number' && typeof (m as MoneyValue).currency === 'string';
  return (
    typeof p.id === 'string' &&
    typeof p.slug === 'string' &&
    typeof p.name === 'string' &&
    typeof p.picture?.url === 'string' &&
    isMoney(p.price) &&
    (p.compareAtPrice === null || isMoney(p.compareAtPrice))
  );
}
