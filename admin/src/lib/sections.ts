import type { Permission } from '../gql/graphql';

export interface Section {
  /** Under the router's /admin basename. */
  path: string;
  label: string;
  /** What a member needs to see it (null: every member); the server checks each operation anyway. */
  permission: Permission | null;
}

/** The back office's parts, in the nav's order. A member sees only those their permissions allow. */
export const SECTIONS: readonly Section[] = [
  { path: '/', label: 'Dashboard', permission: null },
  { path: '/orders', label: 'Orders', permission: 'ORDERS' },
  { path: '/customers', label: 'Customers', permission: 'ORDERS' },
  { path: '/messages', label: 'Messages', permission: 'ORDERS' },
  { path: '/products', label: 'Products', permission: 'CATALOG' },
  { path: '/reviews', label: 'Reviews', permission: 'CATALOG' },
  { path: '/inventory', label: 'Inventory', permission: 'STOCK' },
  { path: '/promo-codes', label: 'Promo codes', permission: 'PROMOTIONS' },
  { path: '/settings', label: 'Settings', permission: 'SETTINGS' },
  { path: '/staff', label: 'Staff', permission: 'STAFF' },
  { path: '/audit-log', label: 'Audit log', permission: 'AUDIT' },
];

export function sectionAt(path: string): Section {
  const section = SECTIONS.find((s) => s.path === path);
  if (!section) throw new Error(`No section at ${path}`);
  return section;
}
