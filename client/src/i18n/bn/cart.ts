import type english from '../en/cart';
import type { Translation } from '../../lib/i18n';

export default {} satisfies Translation<typeof english>;
