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

/** The storefront in Bangla: a chunk of its own, loaded when the language is chosen. */
export default { ...chrome, ...common, ...catalog, ...product, ...cart, ...checkout, ...payment, ...account, ...auth, ...wishlist, ...pages };
