import type english from '../en/common';
import type { Translation } from '../../lib/i18n';

export default {} satisfies Translation<typeof english>;
