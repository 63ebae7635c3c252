import { Field } from '@nestjs/graphql';
import { ConflictError } from '../common/errors';
import { ErrorResult } from '../common/graphql/error-result';
import { backOffice, backOfficeFields } from '../common/i18n/catalogue';

/** Expected failures of the back office's catalogue operations (docs/adr/007-one-declaration-per-failure.md). */

@ErrorResult({ description: 'Another product already has this slug (its address on the storefront).' })
export class SlugTakenError extends ConflictError {
  @Field(() => String)
  readonly slug: string;

  constructor(slug: string) {
    super(backOffice(`Another product already uses the address "${slug}". Choose another slug.`), { code: 'SLUG_TAKEN', fields: backOfficeFields({ slug: 'Already in use.' }), details: { slug } });
    this.slug = slug;
  }
}

/**
 * Sizes or colours taken off a product whose variants cannot go: they were ordered (order lines keep them)
 * or sit in a shopper's cart. Nothing was changed; their stock can be set to 0 instead.
 */
@ErrorResult()
export class VariantsInUseError extends ConflictError {
  @Field(() => [String], { description: 'The SKUs that must stay.' })
  readonly skus: string[];

  constructor(skus: string[]) {
    const message =
      skus.length === 1
        ? `${skus[0]} has been ordered or is in a shopper's cart, so it cannot be removed. Set its stock to 0 instead.`
        : `${skus.join(', ')} have been ordered or are in shoppers' carts, so they cannot be removed. Set their stock to 0 instead.`;
    super(backOffice(message), {
      code: 'VARIANTS_IN_USE',
      fields: backOfficeFields({ variants: 'Ordered or in a cart: cannot be removed.' }),
      details: { skus },
    });
    this.skus = skus;
  }
}

/** Only a draft nobody ordered can be deleted; anything else is archived, so old orders keep their product. */
@ErrorResult()
export class ProductNotDeletableError extends ConflictError {
  constructor(reason: 'NOT_DRAFT' | 'ORDERED') {
    super(
      backOffice(
        reason === 'ORDERED' ? 'This product has been ordered, so it cannot be deleted. Archive it instead.' : 'Only a draft can be deleted. Archive this product instead.',
      ),
      { code: 'PRODUCT_NOT_DELETABLE', details: { reason } },
    );
  }
}
