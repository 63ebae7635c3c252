import type { PromoCodeFieldsFragment, PromoCodeStatus } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';

export const STATUS_LABELS: Record<PromoCodeStatus, string> = { ACTIVE: 'Active', SCHEDULED: 'Scheduled', EXPIRED: 'Expired', DISABLED: 'Disabled' };

export const STATUS_OPTIONS = [{ value: '', label: 'Any status' }, ...(Object.entries(STATUS_LABELS) as [PromoCodeStatus, string][]).map(([value, label]) => ({ value, label }))];

/** When the code applies: "Always", "From 3 May 2026, 09:00", "3 May 2026, 09:00 – 10 May 2026, 23:59"… */
export function windowText({ startsAt, endsAt }: Pick<PromoCodeFieldsFragment, 'startsAt' | 'endsAt'>): string {
  if (startsAt && endsAt) return `${formatDateTime(startsAt)} – ${formatDateTime(endsAt)}`;
  if (startsAt) return `From ${formatDateTime(startsAt)}`;
  if (endsAt) return `Until ${formatDateTime(endsAt)}`;
  return 'Always';
}

/** "100 in all · 1 per customer", or "No limit". */
export function limitsText({ usageLimit, perCustomerLimit }: Pick<PromoCodeFieldsFragment, 'usageLimit' | 'perCustomerLimit'>): string {
  const limits = [usageLimit !== null ? `${usageLimit} in all` : '', perCustomerLimit !== null ? `${perCustomerLimit} per customer` : ''].filter(Boolean);
  return limits.length > 0 ? limits.join(' · ') : 'No limit';
}
