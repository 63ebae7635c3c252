import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { PersonalPage } from './PersonalPage';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/** What the server needs to know of a page route: its source module, to name its chunk and styles in the HTML. */
export interface PageHandle {
  module: string;
}

/**
 * Each page is its own chunk, loaded when its route is first visited. `module` is the page's path under
 * src/ (Vite's manifest names chunks by it), so a server-rendered page can preload its own code and
 * inline its own styles; test/router-modules.spec.ts checks that each one matches its import.
 */
function page(module: string, load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy' | 'handle'> {
  const handle: PageHandle = { module };
  return { handle, lazy: async () => ({ Component: (await load()).default }) };
}

/**
 * A page that only the browser can render: the logged-in shopper's own (cart, checkout, account…) — the
 * server renders as a visitor, so until the browser has read the saved login the page shows a spinner,
 * never a "please log in" — and /display_product, whose product is in the browser's history state.
 */
function personalPage(module: string, load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy' | 'handle'> {
  const handle: PageHandle = { module };
  return {
    handle,
    lazy: async () => {
      const Page = (await load()).default;
      return { Component: () => <PersonalPage page={Page} /> };
    },
  };
}

/**
 * A link the original storefront showed without a page of its own: moved for good (301 from the server, a
 * redirect in the browser), the query kept.
 */
function movedTo(to: string): Pick<RouteObject, 'loader'> {
  return { loader: ({ request }) => redirect(`${to}${new URL(request.url).search}`, 301) };
}

/** Every route of the spec's table under one layout; the original's dead links lead somewhere real, unknown paths to a 404. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner />,
    children: [
      { index: true, ...page('app/HomePage', () => import('./HomePage')) },
      { path: 'womens', ...page('features/catalog/WomenPage', () => import('../features/catalog/WomenPage')) },
      { path: 'mens', ...page('features/catalog/MenPage', () => import('../features/catalog/MenPage')) },
      { path: 'kids', ...page('features/catalog/KidsPage', () => import('../features/catalog/KidsPage')) },
      { path: 'new_collection', ...page('features/catalog/NewCollectionPage', () => import('../features/catalog/NewCollectionPage')) },
      { path: 'all', ...page('features/catalog/AllProductsPage', () => import('../features/catalog/AllProductsPage')) },
      { path: 'product/:slug', ...page('features/product/ProductPage', () => import('../features/product/ProductPage')) },
      { path: 'display_product', ...personalPage('features/product/DisplayProductPage', () => import('../features/product/DisplayProductPage')) },
      { path: 'cart', ...personalPage('features/cart/CartPage', () => import('../features/cart/CartPage')) },
      { path: 'checkout', ...personalPage('features/checkout/CheckoutPage', () => import('../features/checkout/CheckoutPage')) },
      { path: 'wish', ...personalPage('features/wishlist/WishlistPage', () => import('../features/wishlist/WishlistPage')) },
      { path: 'account', ...personalPage('features/account/AccountPage', () => import('../features/account/AccountPage')) },
      { path: 'account/orders/:tranId', ...personalPage('features/account/OrderPage', () => import('../features/account/OrderPage')) },
      { path: 'orderTrac', ...personalPage('features/account/OrderTrackingPage', () => import('../features/account/OrderTrackingPage')) },
      { path: 'contact', ...page('features/pages/ContactPage', () => import('../features/pages/ContactPage')) },
      { path: 'about', ...page('features/pages/AboutPage', () => import('../features/pages/AboutPage')) },
      { path: 'exc', ...page('features/pages/ExcPage', () => import('../features/pages/ExcPage')) },
      { path: 'help', ...page('features/pages/HelpPage', () => import('../features/pages/HelpPage')) },
      { path: 'terms', ...page('features/pages/TermsPage', () => import('../features/pages/TermsPage')) },
      { path: 'privacy', ...page('features/pages/PrivacyPage', () => import('../features/pages/PrivacyPage')) },
      { path: 'login', ...personalPage('features/auth/LoginPage', () => import('../features/auth/LoginPage')) },
      { path: 'user_login', ...personalPage('features/auth/LoginPage', () => import('../features/auth/LoginPage')) },
      // The pages e-mailed links open, and the request for a new password.
      { path: 'forgot-password', ...page('features/auth/ForgotPasswordPage', () => import('../features/auth/ForgotPasswordPage')) },
      { path: 'reset-password', ...personalPage('features/auth/ResetPasswordPage', () => import('../features/auth/ResetPasswordPage')) },
      { path: 'confirm-account', ...page('features/auth/ConfirmAccountPage', () => import('../features/auth/ConfirmAccountPage')) },
      { path: 'confirm-email', ...personalPage('features/account/ConfirmEmailPage', () => import('../features/account/ConfirmEmailPage')) },
      { path: 'newsletter/confirm', ...page('features/pages/NewsletterConfirmPage', () => import('../features/pages/NewsletterConfirmPage')) },
      { path: 'newsletter/unsubscribe', ...page('features/pages/NewsletterUnsubscribePage', () => import('../features/pages/NewsletterUnsubscribePage')) },
      { path: 'payment/success/:tranId', ...personalPage('features/payment/PaymentSuccessPage', () => import('../features/payment/PaymentSuccessPage')) },
      { path: 'payment/fail/:tranId', ...personalPage('features/payment/PaymentFailPage', () => import('../features/payment/PaymentFailPage')) },
      // Links the original showed without pages of their own.
      { path: 'shop', ...movedTo('/all') },
      { path: 'accessories', ...movedTo('/all') },
      { path: 'arrival', ...movedTo('/new_collection') },
      { path: 'sale', ...page('features/catalog/SalePage', () => import('../features/catalog/SalePage')) },
      // Anything else is not here: a real page saying so, answered with 404.
      { path: '*', ...page('app/NotFoundPage', () => import('./NotFoundPage')) },
    ],
  },
];

