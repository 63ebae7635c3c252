import { errorsBn } from './errors';
import { fieldsBn } from './fields';
import { mailBn } from './mail';
import { messagesBn } from './messages';
import { sandboxBn } from './sandbox';

/** Bangla (বাংলা), as a shop in Bangladesh writes to its customers. */
export const BN = { ...errorsBn, ...fieldsBn, ...messagesBn, ...mailBn, ...sandboxBn } as const;
