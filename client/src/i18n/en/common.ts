/**
 * Words several features share, shown by the shared components (src/components) and the shop's own pages
 * (not found, something went wrong): product cards, prices, ratings, totals, pagination, loading, colours.
 */
export default {
  'common.loading': 'Loading...',
  'common.prev': 'Prev',
  'common.next': 'Next',
  'common.cancel': 'Cancel',
  'common.logIn': 'Log in',
  'common.createAccount': 'Create an account',

  'common.pagination.label': 'Pages',
  'common.pagination.status': 'Page {page, number} of {total, number}',

  'common.price.was': 'Was',
  'common.price.now': 'Now',

  'common.rating.value': '{rating} out of 5',
  'common.rating.label': 'Rated {rating} out of 5',
  'common.rating.reviews': '{count, plural, one {{shown} review} other {{shown} reviews}}',

  'common.card.addToCart': 'Add to cart',
  'common.card.soldOut': 'Sold out',
  'common.card.added': 'Added size {size} to your cart.',
  'common.card.save': 'Save {name} to wishlist',
  'common.card.remove': 'Remove {name} from wishlist',
  'common.card.chooseSize': 'Choose a size of {name}',

  'common.cart.notAuthenticated': 'User not authenticated',
  'common.cart.addFailed': 'Error adding size to cart items.',
  'common.cart.unexpected': 'Unexpected error occurred.',

  'common.totals.title': 'Totals',
  'common.totals.subtotal': 'Subtotal',
  'common.totals.discount': '{label} ({percent, number}% off)',
  'common.totals.minus': 'minus',
  'common.totals.shipping': 'Shipping',
  'common.totals.free': 'Free',
  'common.totals.freeHint': 'Add {amount} more for free shipping (orders from {threshold}).',
  'common.totals.total': 'Total',

  'common.order.caption': 'Items in this order',
  'common.order.product': 'Product',
  'common.order.size': 'Size',
  'common.order.colour': 'Colour',
  'common.order.quantity': 'Qty',
  'common.order.unitPrice': 'Unit price',
  'common.order.lineTotal': 'Line total',
  'common.order.sku': 'SKU {sku}',

  'common.colour.black': 'Black',
  'common.colour.green': 'Green',
  'common.colour.orange': 'Orange',
  'common.colour.pink': 'Pink',
  'common.colour.red': 'Red',
  'common.colour.violet': 'Violet',
  'common.colour.yellow': 'Yellow',

  'common.recent.title': 'Recently viewed',
  'common.recent.list': 'Recently viewed products',

  'common.newsletter.title': 'Get Exclusive Offers On Your Email',
  'common.newsletter.text': 'Subscribe to our newsletter and stay updated.',
  'common.newsletter.label': 'Your e-mail address',
  'common.newsletter.placeholder': 'Your email id',
  'common.newsletter.subscribe': 'Subscribe',
  'common.newsletter.subscribing': 'Subscribing...',
  'common.newsletter.required': 'E-mail is required.',
  'common.newsletter.failed': 'Something went wrong. Please try again.',

  'common.link.incomplete': 'This link is incomplete. Open it again from the e-mail, or ask for a new one.',
  'common.link.failed': 'Something went wrong. Please check your connection and try again.',

  'common.meta.homeTitle': 'Kapor — clothing for women, men and kids',
  'common.meta.imageAlt': 'New arrivals at Kapor hanging on a clothing rail',

  'common.notFound.title': 'Page not found',
  'common.notFound.lead': 'The page you were looking for is not here. It may have moved, or the link may be mistyped.',
  'common.notFound.placeholder': 'Search products...',
  'common.notFound.search': 'Search',
  'common.notFound.categories': 'Shop by category',
  'common.notFound.newCollection': 'New collection',
  'common.notFound.allProducts': 'All products',
  'common.notFound.home': 'Back to the home page',

  'common.error.title': 'Something went wrong',
  'common.error.description': 'This page could not be shown.',
  'common.error.text': 'This page could not be shown. Check your connection and try again.',
  'common.error.reload': 'Reload the page',
  'common.error.home': 'Go to the home page',
} as const;
