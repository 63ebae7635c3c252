import type { PromoCodeStatus } from '../../gql/graphql';
import { STATUS_LABELS } from './promo-code-text';

const TONES: Record<PromoCodeStatus, string> = { ACTIVE: 'badge--ok', SCHEDULED: 'badge--scheduled', EXPIRED: '', DISABLED: 'badge--off' };

export function PromoCodeStatusBadge({ status }: { status: PromoCodeStatus }) {
  return <span className={`badge ${TONES[status]}`.trim()}>{STATUS_LABELS[status]}</span>;
}
