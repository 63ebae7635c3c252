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

/** One size and colour of a product, as sentences name it: "Linen shirt (M, Red)". */
export function variantName(variant: { name: string; size: string; colour: string }): Text {
  return text('item.variant', { product: variant.name, size: variant.size, colour: colourName(variant.colour) });
}
