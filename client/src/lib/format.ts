import { useCallback } from 'react';
import type { Colour } from '../gql/graphql';
import type { MessageKey, Translate } from './i18n';
import { useT } from './i18n';

/** An enum value as shoppers read it: BLACK → "Black", CASH_ON_DELIVERY → "Cash on delivery". */
export function readable(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1).toLowerCase().replace(/_/g, ' ') : value;
}

/** A colour's name: the API sends the enum name (BLACK), shoppers read "Black". */
export function colourName(colour: string): string {
  return readable(colour);
}

const COLOUR_KEYS: Record<Colour, MessageKey> = {
  BLACK: 'common.colour.black',
  GREEN: 'common.colour.green',
  ORANGE: 'common.colour.orange',
  PINK: 'common.colour.pink',
  RED: 'common.colour.red',
  VIOLET: 'common.colour.violet',
  YELLOW: 'common.colour.yellow',
};

/**
 * A colour's name in the shopper's language ("Black", "কালো", "काला"), for what a shopper reads. Addresses and
 * filters keep colourName(), which is the same in every language; a colour this build does not know (a newer
 * server's) reads as its English name.
 */
export function translatedColour(t: Translate, colour: string): string {
  return Object.hasOwn(COLOUR_KEYS, colour) ? t(COLOUR_KEYS[colour as Colour]) : colourName(colour);
}

/** translatedColour in a component. */
export function useColourName(): (colour: string) => string {
  const t = useT();
  return useCallback((colour: string) => translatedColour(t, colour), [t]);
}
