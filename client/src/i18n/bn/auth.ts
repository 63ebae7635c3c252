import type english from '../en/auth';
import type { Translation } from '../../lib/i18n';

export default {} satisfies Translation<typeof english>;
