import { Body, Controller, Delete, Get, Inject, Put, Post, Req, HttpCode } from '@nestjs/common';
import type { Request } from 'express';
import type { Customer } from '../accounts/accounts.service';
import { CurrentCustomer, RequiresLogin } from '../accounts/auth.decorators';
import { CatalogService } from '../catalog/catalog.service';
import { COLOURS, parseColour, parseSize, SIZES, type Colour } from '../catalog/catalog.types';
import { ValidationError } from '../common/expected-errors';
import { publicBaseUrl } from '../common/http/public-url';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import type { AddToCartInput } from './cart.service';
import { CartService } from './cart.service';
import type { CartRecord } from './cart.records';
import { QuantityOutOfRangeError, UnknownProductError } from './cart.errors';
import { LegacyCartCookie } from './legacy-cart-cookie';
import { toLegacyCart } from './legacy-cart.mapper';
import { render, text } from '../common/i18n/catalogue';
import { colourName } from '../common/i18n/names';
import { languageOf } from '../common/language';

interface LegacyCartBody {
  productId?: unknown;
  quantity?: unknown;
  variant?: { size?: unknown; color?: unknown; colour?: unknown } | null;
  size?: unknown;
  color?: unknown;
}

/** What a cart call asks for: the variant it names (after CartService.chooseVariant's choices) and how many. */
interface LegacyTarget {
  input: AddToCartInput;
  /** No size was sent: the original's cart page (+, −) updates a product, not a variant. */
  sizeGiven: boolean;
  colourGiven: boolean;
  replacedColour?: Colour;
}

/**
 * The original storefront's cart calls (docs/SPEC.md §7), bearer token required. `productId` is the product's
 * `_id` (or its numeric `id`); colours are matched case-insensitively and 'Violent' means Violet. Which
 * variant an add means when the original leaves it open (no size, a colour the product does not come in)
 * is CartService.chooseVariant's rule; the answer's `added` says what was added.
 */
@Controller('api/cart')
@RequiresLogin()
export class LegacyCartController {
  constructor(
    private readonly carts: CartService,
    private readonly catalog: CatalogService,
    private readonly cookie: LegacyCartCookie,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('get_cart')
  async getCart(@CurrentCustomer() customer: Customer, @Req() req: Request) {
    return this.answer(req, await this.carts.getCart(customer.id));
  }

  @Post('add_to_cart')
  @HttpCode(200)
  async add(@CurrentCustomer() customer: Customer, @Body() body: LegacyCartBody, @Req() req: Request) {
    const target = await this.target(body, 1, 1, this.config.shop.maxLineQuantity);
    return this.answer(req, await this.carts.addToCart(customer.id, target.input), target);
  }

  /**
   * With a size: sets the quantity of that variant's line (0 removes it), adding the line if missing — the
   * product page's ADD TO CART. Without one (`variant: {}`, the cart page's + and −): `quantity` is the
   * product's quantity as the original shows it (the sum of its lines), so the product's lines are changed
   * to reach it — see CartService.setProductQuantity; a product not in the cart yet gets its default variant.
   */
  @Put('update_cart')
  async update(@CurrentCustomer() customer: Customer, @Body() body: LegacyCartBody, @Req() req: Request) {
    // A product's lines together may hold more than one line's maximum; each line's own limit still holds.
    const target = await this.target(body, 0, undefined, this.config.shop.maxLineQuantity * SIZES.length * COLOURS.length);
    if (target.sizeGiven) {
      if (target.input.quantity > this.config.shop.maxLineQuantity) throw new QuantityOutOfRangeError(0, this.config.shop.maxLineQuantity);
      return this.answer(req, await this.carts.setVariantQuantity(customer.id, target.input), target);
    }
    const onlyColour = target.colourGiven && !target.replacedColour ? target.input.colour : undefined;
    const result = await this.carts.setProductQuantity(customer.id, target.input, onlyColour);
    return this.answer(req, result.cart, result.addedLine ? target : undefined);
  }

  @Delete('remove_from_cart')
  async remove(@CurrentCustomer() customer: Customer, @Body() body: LegacyCartBody, @Req() req: Request) {
    const product = await this.product(body?.productId);
    return this.answer(req, await this.carts.removeProduct(customer.id, product.id));
  }

  /** Every answer also leaves the cookie that lets the original's uncredentialed coupon call find this cart. */
  private answer(req: Request, cart: CartRecord, added?: LegacyTarget) {
    if (req.res) this.cookie.issue(req, req.res, cart.customerId);
    const answer = toLegacyCart(cart, publicBaseUrl(req, this.config));
    if (!added || added.input.quantity === 0) return answer;
    const { productId, size, colour, quantity } = added.input;
    return {
      ...answer,
      added: { productId, size, color: colour, quantity },
      ...(added.replacedColour
        ? { message: render(text('cart.colourReplaced', { requested: colourName(added.replacedColour), colour: colourName(colour ?? '') }), languageOf(req)) }
        : {}),
    };
  }

  private async product(productId: unknown) {
    if ((typeof productId !== 'string' && typeof productId !== 'number') || String(productId).trim() === '') {
      throw new ValidationError(text('VALIDATION.productIdMissing'), { productId: text('field.any.required') });
    }
    // A product no longer on sale is found too, so its lines can still be lowered and removed; adding it is
    // refused by the cart itself (CartService.addToCart).
    const product = await this.catalog.findByAnyId(productId, { includeInactive: true });
    if (!product) throw new UnknownProductError();
    return product;
  }

  private async target(body: LegacyCartBody, minQuantity: number, defaultQuantity: number | undefined, maxQuantity: number): Promise<LegacyTarget> {
    const product = await this.product(body?.productId);
    const quantity = parseQuantity(body?.quantity, defaultQuantity, minQuantity, maxQuantity);
    const rawSize = body.variant?.size ?? body.size;
    const rawColour = body.variant?.color ?? body.variant?.colour ?? body.color;
    const colourGiven = !isBlank(rawColour);
    const colour = colourGiven ? parseColour(rawColour) : undefined;
    if (colourGiven && !colour) {
      throw new ValidationError(text('VALIDATION.unknownColour', { colours: COLOURS.join(', ') }), { color: text('field.color.unknown') });
    }
    const sizeGiven = !isBlank(rawSize);
    const size = sizeGiven ? parseSize(rawSize) : undefined;
    if (sizeGiven && !size) throw new ValidationError(text('VALIDATION.unknownSize', { sizes: SIZES.join(', ') }), { size: text('field.size.unknown') });
    const choice = await this.carts.chooseVariant(product, { size, colour });
    return { input: { productId: product.id, size: choice.size, colour: choice.colour, quantity }, sizeGiven, colourGiven, replacedColour: choice.replacedColour };
  }
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function parseQuantity(value: unknown, fallback: number | undefined, min: number, max: number): number {
  if ((value === undefined || value === null || value === '') && fallback !== undefined) return fallback;
  const quantity = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(quantity) || quantity < min || quantity > max) throw new QuantityOutOfRangeError(min, max);
  return quantity;
}
