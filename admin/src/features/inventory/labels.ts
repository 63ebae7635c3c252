import type { Colour, StockAdjustmentReason, StockMovementKind } from '../../gql/graphql';

/** BLACK → Black, as the storefront names colours. */
export function colourLabel(colour: Colour): string {
  return colour.charAt(0) + colour.slice(1).toLowerCase();
}

/** "+5", "−2" (a true minus sign), "0": a change of units, its sign always shown. */
export function signedUnits(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `−${-change}`;
  return '0';
}

export const MOVEMENT_KINDS: Record<StockMovementKind, string> = {
  INITIAL: 'Initial stock',
  RECEIVED: 'Received',
  CORRECTION: 'Correction',
  DAMAGED: 'Damaged',
  RESERVED: 'Reserved',
  SOLD: 'Sold',
  RELEASED: 'Released',
  RETURNED: 'Returned by a refund',
};

export const REASON_OPTIONS: readonly { value: StockAdjustmentReason; label: string }[] = [
  { value: 'RECEIVED', label: 'Received (adds units)' },
  { value: 'CORRECTION', label: 'Correction (either way)' },
  { value: 'DAMAGED', label: 'Damaged or lost (removes units)' },
];
