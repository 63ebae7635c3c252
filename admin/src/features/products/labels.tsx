import type { Category, Colour, Garment, ProductStatus, ProductStockLevel, Size } from '../../gql/graphql';

/** The catalogue's vocabularies as the back office shows them, in the shop's order. */

export const SIZES: readonly Size[] = ['S', 'M', 'L', 'XL', 'XXL'];

/** The fixed palette, in the shop's order; the hex is the swatch beside its name. */
export const COLOURS: readonly { value: Colour; label: string; hex: string }[] = [
  { value: 'GREEN', label: 'Green', hex: '#3f8f5a' },
  { value: 'YELLOW', label: 'Yellow', hex: '#f2c230' },
  { value: 'VIOLET', label: 'Violet', hex: '#7b4fb8' },
  { value: 'RED', label: 'Red', hex: '#d23b3b' },
  { value: 'BLACK', label: 'Black', hex: '#1f1a24' },
  { value: 'ORANGE', label: 'Orange', hex: '#ee7d2b' },
  { value: 'PINK', label: 'Pink', hex: '#ef8fb3' },
];
export const COLOUR_LABELS = Object.fromEntries(COLOURS.map((c) => [c.value, c.label])) as Record<Colour, string>;

export const CATEGORY_LABELS: Record<Category, string> = { WOMEN: 'Women', MEN: 'Men', KID: 'Kids' };
export const CATEGORIES = Object.keys(CATEGORY_LABELS) as Category[];

export const STATUS_LABELS: Record<ProductStatus, string> = { DRAFT: 'Draft', ACTIVE: 'Active', ARCHIVED: 'Archived' };
export const STATUS_BADGES: Record<ProductStatus, string> = { DRAFT: 'badge', ACTIVE: 'badge badge--ok', ARCHIVED: 'badge badge--off' };

export const STOCK_LABELS: Record<ProductStockLevel, string> = { IN_STOCK: 'In stock', LOW: 'Low stock', OUT_OF_STOCK: 'Out of stock' };

export const GARMENT_LABELS: Record<Garment, string> = {
  TSHIRT: 'T-shirt',
  SHIRT: 'Shirt',
  BLOUSE: 'Blouse',
  PEPLUM_TOP: 'Peplum top',
  DRESS: 'Dress',
  SKIRT: 'Skirt',
  JUMPSUIT: 'Jumpsuit',
  ROMPER: 'Romper',
  JEANS: 'Jeans',
  TROUSERS: 'Trousers',
  SHORTS: 'Shorts',
  HOODIE: 'Hoodie',
  SWEATSHIRT: 'Sweatshirt',
  SWEATER: 'Sweater',
  JACKET: 'Jacket',
  BOMBER: 'Bomber jacket',
};

/** What the server draws for a new product that names no garment (server/src/catalog/admin/product-input.ts). */
export const DEFAULT_GARMENT: Record<Category, Garment> = { WOMEN: 'DRESS', MEN: 'SHIRT', KID: 'TSHIRT' };

export function StatusBadge({ status }: { status: ProductStatus }) {
  return <span className={STATUS_BADGES[status]}>{STATUS_LABELS[status]}</span>;
}
