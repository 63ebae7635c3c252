import type { VariantRecord } from '../catalog/catalog.records';
import { SIZES, type Colour, type Size } from '../catalog/catalog.types';

export interface VariantChoice {
  size: Size;
  colour: Colour;
  /** The shopper asked for a colour the product does not come in; `colour` is the one chosen instead. */
  replacedColour?: Colour;
}

/**
 * Which variant an add means when the shopper left it open (CartService.chooseVariant). The original
 * storefront offers all seven colours and every size on every
 * product, and its cards add with no variant at all, so:
 * - a colour the product does not come in becomes one it does (the default colour, unless another of its
 *   colours has the size in stock), and the answer says so;
 * - no size means the first size in stock of the colour asked for, or with no colour, of the product in its
 *   colour order (the default colour first), so a sold-out default variant does not refuse the add;
 * - when nothing fits the stock, the default variant, so the stock error names it.
 */
export function pickVariant(productColours: readonly Colour[], variants: readonly VariantRecord[], wanted: { size?: Size; colour?: Colour }): VariantChoice {
  const offered = wanted.colour === undefined || productColours.includes(wanted.colour);
  const colours = offered && wanted.colour ? [wanted.colour] : productColours;
  const candidates = variants
    .filter((v) => colours.includes(v.colour) && (wanted.size === undefined || v.size === wanted.size))
    .sort((a, b) => colours.indexOf(a.colour) - colours.indexOf(b.colour) || SIZES.indexOf(a.size) - SIZES.indexOf(b.size));
  const chosen = candidates.find((v) => v.available > 0) ?? candidates[0];
  const choice: VariantChoice = { size: wanted.size ?? chosen?.size ?? SIZES[0], colour: chosen?.colour ?? colours[0] };
  return offered ? choice : { ...choice, replacedColour: wanted.colour };
}
