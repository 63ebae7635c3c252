import { errors } from './errors';
import { fields } from './fields';
import { mail } from './mail';
import { messages } from './messages';
import { sandbox } from './sandbox';

export { errors, fields, mail, messages, sandbox };

/** English: the source of every message, and the text the API has always answered. */
export const EN = { ...errors, ...fields, ...messages, ...mail, ...sandbox } as const;
