import { registerEnumType } from '@nestjs/graphql';
import type { PromoRejection } from '../promotion-rules';

/** Why a promo code gives no discount, as GraphQL shows it. */
export const PromoRejectionEnum = {
  UNKNOWN: 'UNKNOWN',
  NOT_STARTED: 'NOT_STARTED',
  EXPIRED: 'EXPIRED',
  LIMIT_REACHED: 'LIMIT_REACHED',
  ALREADY_USED: 'ALREADY_USED',
  MINIMUM_NOT_MET: 'MINIMUM_NOT_MET',
} as const satisfies { [R in PromoRejection]: R };
registerEnumType(PromoRejectionEnum, { name: 'PromoRejection' });
