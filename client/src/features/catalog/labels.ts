import { useCallback } from 'react';
import type { Colour } from '../../gql/graphql';
import { colourName } from '../../lib/format';
import { useT, type MessageKey } from '../../lib/i18n';

/** A colour's name in the shopper's language: the API sends the enum (BLACK); the URL keeps "Black" (filters.ts). */
export const COLOUR_NAMES: Record<Colour, MessageKey> = {
  BLACK: 'catalog.colour.black',
  GREEN: 'catalog.colour.green',
  ORANGE: 'catalog.colour.orange',
  PINK: 'catalog.colour.pink',
  RED: 'catalog.colour.red',
  VIOLET: 'catalog.colour.violet',
  YELLOW: 'catalog.colour.yellow',
};

/** A colour the shop does not know yet (a newer server) reads as its English name rather than a message id. */
export function useColourName(): (colour: Colour) => string {
  const t = useT();
  return useCallback((colour: Colour) => (Object.hasOwn(COLOUR_NAMES, colour) ? t(COLOUR_NAMES[colour]) : colourName(colour)), [t]);
}
