import type { MessageKey, MessageValues } from '../../../lib/i18n';

/**
 * What a form says under its button after a submit: saved, or what went wrong. Either the server's words
 * (`text`, already in the shopper's language) or one of ours (`message`), put in words when shown.
 */
export type FormStatus = { ok: boolean } & ({ text: string } | { message: MessageKey; values?: MessageValues });

/** A ValidationError's messages by field, for the account's forms to show each beside its control. */
export function fieldErrorsOf<F extends string>(result: { fields: readonly { field: string; message: string }[] }): Partial<Record<F, string>> {
  return Object.fromEntries(result.fields.map(({ field, message }) => [field, message])) as Partial<Record<F, string>>;
}
