import { ForbiddenError } from '../common/errors';
import { ErrorResult } from '../common/graphql/error-result';

/** Only a customer who received the product (a paid, delivered order of theirs holds it) may review it. */
@ErrorResult({ description: 'Only customers who received this product (a paid, delivered order) can review it.' })
export class NotAPurchaserError extends ForbiddenError {
  constructor() {
    super('Only customers who received this product can review it.', { code: 'NOT_A_PURCHASER' });
  }
}
