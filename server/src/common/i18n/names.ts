import type { Language } from '../language';
import { render, text, type CatalogueText, type MessageId, type Text } from './catalogue';
import { EN } from './en';

/** A colour of the catalogue in the reader's language ("Red", "লাল", "लाल"); a colour it does not know as given. */
export function colourName(colour: string): CatalogueText | string {
  const id = `colour.${colour}`;
  return id in EN ? text(id as MessageId) : colour;
}

/** The colour's name in `language`, for data said in words before it is sent (a mail's). */
export function colourIn(colour: string, language: Language): string {
  const name = colourName(colour);
  return typeof name === 'string' ? name : render(name, language);
}

/** The English names chooseDiscount gives discounts (the catalogue's `discount.code` and `discount.store`). */
const CODE_DISCOUNT = /^Promo (.+) \((\d+)% off\)$/;
const STORE_DISCOUNT = /^Store promotion \((\d+)% off\)$/;

/**
 * A discount's name in the reader's language, from the English one a cart gives it and an order keeps
 * ("Promo WELCOME10 (10% off)", "Store promotion (5% off)"); a name it does not recognise as given.
 */
export function discountName(label: string): CatalogueText | string {
  const code = CODE_DISCOUNT.exec(label);
  if (code) return text('discount.code', { code: code[1], percent: Number(code[2]) });
  const store = STORE_DISCOUNT.exec(label);
  if (store) return text('discount.store', { percent: Number(store[1]) });
  return label;
}

/** The discount's name in `language`. */
export function discountNameIn(label: string, language: Language): string {
  const name = discountName(label);
  return typeof name === 'string' ? name : render(name, language);
}

/** One size and colour of a product, as sentences name it: "Linen shirt (M, Red)". */
export function variantName(variant: { name: string; size: string; colour: string }): Text {
  return text('item.variant', { product: variant.name, size: variant.size, colour: colourName(variant.colour) });
}
