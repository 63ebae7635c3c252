import { ConflictError } from '../common/errors';
import { ErrorResult } from '../common/graphql/error-result';

@ErrorResult()
export class PromoCodeTakenError extends ConflictError {
  constructor(code: string) {
    super(`There is already a promo code ${code}.`, { code: 'PROMO_CODE_TAKEN', fields: { code: 'Already in use.' } });
  }
}
