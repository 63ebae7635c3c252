import { ConflictError } from '../common/errors';
import { ErrorResult } from '../common/graphql/error-result';
import { backOffice, backOfficeFields } from '../common/i18n/catalogue';

@ErrorResult()
export class PromoCodeTakenError extends ConflictError {
  constructor(code: string) {
    super(backOffice(`There is already a promo code ${code}.`), { code: 'PROMO_CODE_TAKEN', fields: backOfficeFields({ code: 'Already in use.' }) });
  }
}
