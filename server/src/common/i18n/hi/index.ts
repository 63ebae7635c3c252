import { errorsHi } from './errors';
import { fieldsHi } from './fields';
import { mailHi } from './mail';
import { messagesHi } from './messages';
import { sandboxHi } from './sandbox';

/** Hindi (हिन्दी), as a shop in India writes to its customers. */
export const HI = { ...errorsHi, ...fieldsHi, ...messagesHi, ...mailHi, ...sandboxHi } as const;
