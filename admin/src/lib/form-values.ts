import { z } from 'zod';

/**
 * Form values are the text typed; these rules check it in place, and the helpers turn it into what the
 * API takes when the form is sent.
 */

export interface TypedTextOptions {
  required?: boolean;
  /** What an empty required field says. */
  requiredMessage?: string;
}

/**
 * A typed text checked by `problem` (its message, or null when fine); empty is allowed unless `required`
 * (then the form takes it as "none").
 */

export function typedText(problem: (text: string) => string | null, { required = false, requiredMessage = 'Required.' }: TypedTextOptions = {}) {
  return z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      const message = text === '' ? (required ? requiredMessage : null) : problem(text);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

/** A whole number from `min` to `max`, typed. */
export function wholeNumberText({ min, max, ...options }: TypedTextOptions & { min: number; max: number }) {
  return typedText((text) => (/^-?\d+$/.test(text) && Number(text) >= min && Number(text) <= max ? null : `Enter a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`), options);
}

/** A checked whole-number text as a number, or null when left empty. */
export function wholeNumberOrNull(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/** The text of an optional number (null shows empty). */
export function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input shows it, in the browser's time zone: "2026-05-03T14:05". */
export function dateTimeInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the browser's time zone) as the instant the API takes, or null when empty. */
export function dateTimeFromInput(value: string): string | null {
  return value === '' ? null : new Date(value).toISOString();
}

/** The browser's time zone, to say in which one dates are typed ("Asia/Dhaka"). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
