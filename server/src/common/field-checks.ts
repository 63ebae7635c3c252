/** Checks of one form field that several modules' inputs share; each answers the message to show beside it. */

/** Null when `value` is a whole number from `min` to `max`. */
export function wholeNumberProblem(value: unknown, min: number, max: number): string | null {
  return Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max ? null : `Enter a whole number from ${min} to ${max}.`;
}

/** Null when `value` is text of 1 to `max` characters once trimmed. */
export function textProblem(value: string, max: number): string | null {
  if (!value) return 'Required.';
  return value.length > max ? `At most ${max} characters.` : null;
}
