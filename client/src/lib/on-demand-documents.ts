/**
 * Documents only a shopper's click sends (add to cart, a heart, the newsletter box, "notify me"), loaded on first use
 * with `loadOnDemandDocuments()`: a visitor's first page load carries none of them (AddToCart alone
 * repeats the whole CartFields selection). Each generated document is a module of its own in the build
 * (build/split-gql-documents.ts), so these travel in this small chunk only.
 */
export { AddToCartDocument, AddToWishlistDocument, RemoveFromWishlistDocument, RequestBackInStockNoticeDocument, SubscribeToNewsletterDocument } from '../gql/graphql';
