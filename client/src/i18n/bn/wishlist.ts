import type english from '../en/wishlist';
import type { Translation } from '../../lib/i18n';

export default {} satisfies Translation<typeof english>;
