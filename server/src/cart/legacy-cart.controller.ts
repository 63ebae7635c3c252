import { Body, Controller, Delete, Get, Inject, Put, Post, Req, HttpCode } from '@nestjs/common';
import type { Request } from 'express';
import type { Customer } from '../accounts/accounts.service';
import { CurrentCustomer, RequiresLogin } from '../accounts/auth.decorators';
import { CatalogService } from '../catalog/catalog.service';
import { parseColour, parseSize, SIZES, type Colour, type Size } from '../catalog/catalog.types';
import { InvalidInputError } from '../common/errors';
import { publicBaseUrl } from '../common/http/public-url';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import type { AddToCartInput } from './cart.service';
import { CartService } from './cart.service';
import type { CartRecord } from './cart.records';
import { UnknownProductError } from './cart.errors';
import { toLegacyCart } from './legacy-cart.mapper';

interface LegacyCartBody {
  productId?: unknown;
  quantity?: unknown;
  variant?: { size?: unknown; color?: unknown; colour?: unknown } | null;
  size?: unknown;
  color?: unknown;
}

/**
 * The original storefront's cart calls (SPEC §7), bearer token required. `productId` is the product's
 * `_id` (or its numeric `id`); a variant without a size means the product's default variant (its default
 * colour, first size in stock); colours are matched case-insensitively and 'Violent' means Violet.
 */
@Controller('api/cart')
@RequiresLogin()
export class LegacyCartController {
  constructor(
    private readonly carts: CartService,
    private readonly catalog: CatalogService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('get_cart')
  async getCart(@CurrentCustomer() customer: Customer, @Req() req: Request) {
    return this.answer(req, await this.carts.getCart(customer.id));
  }

  @Post('add_to_cart')
  @HttpCode(200)
  async add(@CurrentCustomer() customer: Customer, @Body() body: LegacyCartBody, @Req() req: Request) {
    const target = await this.target(body, 1, 1);
    return this.answer(req, await this.carts.addToCart(customer.id, target));
  }

  /** Sets the quantity of the variant's line (0 removes it); a line that does not exist yet is added. */
  @Put('update_cart')
  async update(@CurrentCustomer() customer: Customer, @Body() body: LegacyCartBody, @Req() req: Request) {
    const target = await this.target(body, 0, undefined);
    return this.answer(req, await this.carts.setVariantQuantity(customer.id, target));
  }

  @Delete('remove_from_cart')
  async remove(@CurrentCustomer() customer: Customer, @Body() body: LegacyCartBody, @Req() req: Request) {
    const product = await this.product(body?.productId);
    return this.answer(req, await this.carts.removeProduct(customer.id, product.id));
  }

  private answer(req: Request, cart: CartRecord) {
    return toLegacyCart(cart, publicBaseUrl(req, this.config));
  }

  private async product(productId: unknown) {
    if ((typeof productId !== 'string' && typeof productId !== 'number') || String(productId).trim() === '') {
      throw new InvalidInputError('productId is required.', { code: 'VALIDATION', fields: { productId: 'Required.' } });
    }
    const product = await this.catalog.findByAnyId(productId);
    if (!product) throw new UnknownProductError();
    return product;
  }

  private async target(body: LegacyCartBody, minQuantity: number, defaultQuantity: number | undefined): Promise<AddToCartInput> {
    const product = await this.product(body?.productId);
    const quantity = parseQuantity(body?.quantity, defaultQuantity, minQuantity, this.config.shop.maxLineQuantity);
    const rawSize = body.variant?.size ?? body.size;
    const rawColour = body.variant?.color ?? body.variant?.colour ?? body.color;
    const colour = rawColour === undefined || rawColour === null || rawColour === '' ? undefined : parseColour(rawColour);
    if (colour === undefined && rawColour !== undefined && rawColour !== null && rawColour !== '') {
      throw new InvalidInputError(`color must be one of ${product.colours.join(', ')}.`, { code: 'VALIDATION', fields: { color: 'Unknown colour.' } });
    }
    let size: Size | undefined;
    if (rawSize === undefined || rawSize === null || rawSize === '') {
      size = await this.defaultSize(product.id, colour ?? product.colours[0]);
    } else {
      size = parseSize(rawSize);
      if (!size) throw new InvalidInputError(`size must be one of ${SIZES.join(', ')}.`, { code: 'VALIDATION', fields: { size: 'Unknown size.' } });
    }
    return { productId: product.id, size, colour, quantity };
  }

  /** The product's default variant: its first size that is in stock in the colour, else the first size. */
  private async defaultSize(productId: string, colour: Colour): Promise<Size> {
    const variants = (await this.catalog.variantsOf([productId])).get(productId) ?? [];
    const inColour = variants.filter((v) => v.colour === colour);
    return (inColour.find((v) => v.available > 0) ?? inColour[0])?.size ?? SIZES[0];
  }
}

function parseQuantity(value: unknown, fallback: number | undefined, min: number, max: number): number {
  if ((value === undefined || value === null || value === '') && fallback !== undefined) return fallback;
  const quantity = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(quantity) || quantity < min || quantity > max) {
    throw new InvalidInputError(`quantity must be a whole number from ${min} to ${max}.`, { code: 'QUANTITY_OUT_OF_RANGE', fields: { quantity: `From ${min} to ${max}.` } });
  }
  return quantity;
}
