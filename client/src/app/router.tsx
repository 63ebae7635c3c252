import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { MovedPermanently } from '../lib/seo/MovedPermanently';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/** Each page is its own chunk, loaded when its route is first visited. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** Every route of the spec's table under one layout; the original's dead links lead somewhere real, unknown paths to a 404. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner />,
    children: [
      { index: true, ...page(() => import('./HomePage')) },
      { path: 'womens', ...page(() => import('../features/catalog/WomenPage')) },
      { path: 'mens', ...page(() => import('../features/catalog/MenPage')) },
      { path: 'kids', ...page(() => import('../features/catalog/KidsPage')) },
      { path: 'new_collection', ...page(() => import('../features/catalog/NewCollectionPage')) },
      { path: 'all', ...page(() => import('../features/catalog/AllProductsPage')) },
      { path: 'product/:slug', ...page(() => import('../features/product/ProductPage')) },
      { path: 'display_product', ...page(() => import('../features/product/DisplayProductPage')) },
      { path: 'cart', ...page(() => import('../features/cart/CartPage')) },
      { path: 'checkout', ...page(() => import('../features/checkout/CheckoutPage')) },
      { path: 'wish', ...page(() => import('../features/wishlist/WishlistPage')) },
      { path: 'account', ...page(() => import('../features/account/AccountPage')) },
      { path: 'account/orders/:tranId', ...page(() => import('../features/account/OrderPage')) },
      { path: 'orderTrac', ...page(() => import('../features/account/OrderTrackingPage')) },
      { path: 'contact', ...page(() => import('../features/pages/ContactPage')) },
      { path: 'about', ...page(() => import('../features/pages/AboutPage')) },
      { path: 'exc', ...page(() => import('../features/pages/ExcPage')) },
      { path: 'help', ...page(() => import('../features/pages/HelpPage')) },
      { path: 'terms', ...page(() => import('../features/pages/TermsPage')) },
      { path: 'privacy', ...page(() => import('../features/pages/PrivacyPage')) },
      { path: 'login', ...page(() => import('../features/auth/LoginPage')) },
      { path: 'user_login', ...page(() => import('../features/auth/LoginPage')) },
      // The pages e-mailed links open, and the request for a new password.
      { path: 'forgot-password', ...page(() => import('../features/auth/ForgotPasswordPage')) },
      { path: 'reset-password', ...page(() => import('../features/auth/ResetPasswordPage')) },
      { path: 'confirm-account', ...page(() => import('../features/auth/ConfirmAccountPage')) },
      { path: 'confirm-email', ...page(() => import('../features/account/ConfirmEmailPage')) },
      { path: 'newsletter/confirm', ...page(() => import('../features/pages/NewsletterConfirmPage')) },
      { path: 'newsletter/unsubscribe', ...page(() => import('../features/pages/NewsletterUnsubscribePage')) },
      { path: 'payment/success/:tranId', ...page(() => import('../features/payment/PaymentSuccessPage')) },
      { path: 'payment/fail/:tranId', ...page(() => import('../features/payment/PaymentFailPage')) },
      // Links the original showed without pages of their own: moved for good to the listings that serve them.
      { path: 'shop', element: <MovedPermanently to="/all" /> },
      { path: 'accessories', element: <MovedPermanently to="/all" /> },
      { path: 'arrival', element: <MovedPermanently to="/new_collection" /> },
      { path: 'sale', ...page(() => import('../features/catalog/SalePage')) },
      // Anything else is not here: a real page saying so, answered with 404.
      { path: '*', ...page(() => import('./NotFoundPage')) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
