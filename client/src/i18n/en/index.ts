import chrome from './chrome';
import common from './common';
import catalog from './catalog';
import product from './product';
import cart from './cart';
import checkout from './checkout';
import payment from './payment';
import account from './account';
import auth from './auth';
import wishlist from './wishlist';
import pages from './pages';

/** Every English message of the storefront: the source text and the key list the other languages must match. */
export default { ...chrome, ...common, ...catalog, ...product, ...cart, ...checkout, ...payment, ...account, ...auth, ...wishlist, ...pages };
