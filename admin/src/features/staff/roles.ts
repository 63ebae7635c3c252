import type { StaffRole } from '../../gql/graphql';

export const ROLE_LABELS: Record<StaffRole, string> = { OWNER: 'Owner', STAFF: 'Staff' };

export const ROLE_OPTIONS = [
  { value: 'STAFF', label: 'Staff — catalogue, stock, promo codes, orders' },
  { value: 'OWNER', label: 'Owner — everything, including staff and settings' },
] as const;
