import type { StaffRole } from '../../gql/graphql';

export const ROLE_LABELS: Record<StaffRole, string> = { OWNER: 'Owner', STAFF: 'Staff' };

export const ROLE_OPTIONS = [
  { value: 'STAFF', label: 'Staff' },
  { value: 'OWNER', label: 'Owner' },
] as const;

/** What each role may do (server/src/staff/permissions.ts decides). */
export const ROLE_HELP = 'Staff run the catalogue, stock, promo codes and orders; owners also manage staff and settings.';
