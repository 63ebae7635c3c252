/**
 * Test helpers for the back office's pages: Apollo (MockedProvider with the real cache), the staff session,
 * the confirmation dialog and a router with the app's own routes, in memory.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../src/app/router';
import { ConfirmProvider } from '../src/components/confirm/use-confirm';
import { ActiveStaffDocument, AdminDashboardDocument, type Permission, type StaffRole } from '../src/gql/graphql';
import { createCache } from '../src/lib/apollo';
import { SessionProvider } from '../src/lib/session';
import { writeStaffToken } from '../src/lib/staff-token';

const ALL: Permission[] = ['CATALOG', 'STOCK', 'PROMOTIONS', 'ORDERS', 'AUDIT', 'STAFF', 'SETTINGS'];
/** As server/src/staff/permissions.ts grants them. */
export const PERMISSIONS: Record<StaffRole, Permission[]> = { OWNER: ALL, STAFF: ALL.filter((p) => p !== 'STAFF' && p !== 'SETTINGS') };

export const OWNER = { __typename: 'StaffMe' as const, id: 'owner-1', name: 'Ayesha Khan', email: 'admin@kapor.shop', role: 'OWNER' as const, permissions: PERMISSIONS.OWNER };
export const STAFF = { __typename: 'StaffMe' as const, id: 'staff-1', name: 'Rafi Ahmed', email: 'staff@kapor.shop', role: 'STAFF' as const, permissions: PERMISSIONS.STAFF };

export function activeStaffMock(me: typeof OWNER | typeof STAFF): MockLink.MockedResponse {
  return { request: { query: ActiveStaffDocument }, result: { data: { activeStaff: me } }, maxUsageCount: Number.POSITIVE_INFINITY };
}

/** The dashboard (where a member lands) with nothing to show, for tests about something else; a test's own answer comes first. */
const QUIET_DASHBOARD: MockLink.MockedResponse = {
  request: { query: AdminDashboardDocument },
  result: { data: { adminDashboard: { __typename: 'AdminDashboard', timeZone: 'Asia/Dhaka', today: '2026-05-30', periods: [], dailySales: [], ordersByStatus: [], lowStock: null, newestOrders: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** Matches an operation whatever its variables (the test checks them itself, or is about the answer). */
export const anyVariables = () => true;

/**
 * The whole back office at `path` (under /admin), logged in as `as` (a token in sessionStorage and the
 * activeStaff answer) or logged out. Returns the router, to read where the app went.
 */
export function renderAdmin(path: string, { as, mocks = [] }: { as?: typeof OWNER | typeof STAFF; mocks?: MockLink.MockedResponse[] } = {}) {
  if (as) writeStaffToken(`token-of-${as.id}`);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <MockedProvider mocks={[...(as ? [activeStaffMock(as)] : []), ...mocks, QUIET_DASHBOARD]} cache={createCache()}>
      <SessionProvider>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
      </SessionProvider>
    </MockedProvider>,
  );
  return router;
}
