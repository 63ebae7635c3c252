import { ForbiddenError } from '../common/errors';
import { ErrorResult } from '../common/graphql/error-result';
import { text } from '../common/i18n/catalogue';

/** Only a customer who received the product (a paid, delivered order of theirs holds it) may review it. */
@ErrorResult({ description: 'Only customers who received this product (a paid, delivered order) can review it.' })
export class NotAPurchaserError extends ForbiddenError {
  constructor() {
    super(text('NOT_A_PURCHASER'), { code: 'NOT_A_PURCHASER' });
  }
}
