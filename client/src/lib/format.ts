/** An enum value as shoppers read it: BLACK → "Black", CASH_ON_DELIVERY → "Cash on delivery". */
export function readable(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1).toLowerCase().replace(/_/g, ' ') : value;
}

/** A colour's name: the API sends the enum name (BLACK), shoppers read "Black". */
export function colourName(colour: string): string {
  return readable(colour);
}
