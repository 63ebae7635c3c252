import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { sectionAt } from '../lib/sections';
import { AdminLayout } from './AdminLayout';
import { NotFoundPage } from './NotFoundPage';
import { RequirePermission, RequireSession } from './guards';
import { RouteError } from './RouteError';

/** Each page is its own chunk, loaded when its route is first visited. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** A section of the nav: its page (and `pages` below it), shown only to a member whose permissions include the section's. */
function section(path: string, load: () => Promise<{ default: ComponentType }>, pages: RouteObject[] = []): RouteObject {
  const { permission } = sectionAt(path);
  return { path: path.slice(1), element: <RequirePermission permission={permission} />, children: [{ index: true, ...page(load) }, ...pages] };
}

export const routes: RouteObject[] = [
  { path: '/login', errorElement: <RouteError />, hydrateFallbackElement: <Spinner />, ...page(() => import('../features/auth/LoginPage')) },
  {
    path: '/',
    element: <RequireSession />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner />,
    children: [
      {
        element: <AdminLayout />,
        children: [
          { index: true, ...page(() => import('../features/dashboard/DashboardPage')) },
          section('/orders', () => import('../features/orders/OrderListPage'), [{ path: ':tranId', ...page(() => import('../features/orders/OrderPage')) }]),
          section('/customers', () => import('../features/customers/CustomerListPage'), [{ path: ':customerId', ...page(() => import('../features/customers/CustomerPage')) }]),
          section('/messages', () => import('../features/messages/MessagesPage'), [{ path: 'newsletter', ...page(() => import('../features/messages/NewsletterPage')) }]),
          section('/products', () => import('../features/products/ProductListPage'), [
            { path: 'new', ...page(() => import('../features/products/NewProductPage')) },
            { path: ':productId', ...page(() => import('../features/products/ProductPage')) },
          ]),
          section('/reviews', () => import('../features/reviews/ReviewsPage')),
          section('/inventory', () => import('../features/inventory/InventoryPage')),
          section('/promo-codes', () => import('../features/promo-codes/PromoCodesPage')),
          section('/settings', () => import('../features/settings/SettingsPage')),
          section('/staff', () => import('../features/staff/StaffPage')),
          section('/audit-log', () => import('../features/audit/AuditLogPage')),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The back office lives under /admin on the shop's own origin. */
export function createRouter() {
  return createBrowserRouter(routes, { basename: '/admin' });
}
