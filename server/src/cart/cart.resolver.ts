import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequestLanguage, type Language } from '../common/language';
import type { Customer } from '../accounts/accounts.service';
import { CurrentCustomer, RequiresLogin } from '../accounts/auth.decorators';
import type { Colour, Size } from '../catalog/catalog.types';
import { ColourEnum, SizeEnum } from '../catalog/graphql/catalog.enums';
import { resultOf } from '../common/graphql/error-result';
import type { CartRecord } from './cart.records';
import { CartService } from './cart.service';
import { CartModel, CartResult } from './graphql/cart.models';

@Resolver(() => CartModel)
export class CartResolver {
  constructor(private readonly carts: CartService) {}

  @Query(() => CartModel, { nullable: true, description: "The logged-in customer's cart; null when anonymous." })
  cart(@CurrentCustomer() customer: Customer | undefined, @RequestLanguage() language: Language): Promise<CartRecord> | null {
    return customer ? this.carts.getCart(customer.id, undefined, language) : null;
  }

  @Mutation(() => CartResult, { description: 'Adds units of one size and colour (the default colour when omitted).' })
  @RequiresLogin()
  addToCart(
    @CurrentCustomer() customer: Customer,
    @Args('productId', { type: () => ID }) productId: string,
    @Args('size', { type: () => SizeEnum }) size: Size,
    @Args('colour', { type: () => ColourEnum, nullable: true }) colour: Colour | undefined,
    @Args('quantity', { type: () => Int, defaultValue: 1 }) quantity: number,
    @RequestLanguage() language: Language,
  ) {
    return resultOf(CartResult, () => this.carts.addToCart(customer.id, { productId, size, colour, quantity }, undefined, language));
  }

  @Mutation(() => CartResult, { description: 'Sets a line’s quantity; 0 removes the line.' })
  @RequiresLogin()
  updateCartLine(
    @CurrentCustomer() customer: Customer,
    @Args('lineId', { type: () => ID }) lineId: string,
    @Args('quantity', { type: () => Int }) quantity: number,
    @RequestLanguage() language: Language,
  ) {
    return resultOf(CartResult, () => this.carts.updateLine(customer.id, lineId, quantity, language));
  }

  @Mutation(() => CartResult)
  @RequiresLogin()
  removeCartLine(@CurrentCustomer() customer: Customer, @Args('lineId', { type: () => ID }) lineId: string, @RequestLanguage() language: Language) {
    return resultOf(CartResult, () => this.carts.removeLine(customer.id, lineId, language));
  }

  @Mutation(() => CartModel)
  @RequiresLogin()
  clearCart(@CurrentCustomer() customer: Customer, @RequestLanguage() language: Language) {
    return this.carts.clear(customer.id, language);
  }

  @Mutation(() => CartResult, { description: 'Trimmed and upper-cased; a valid code replaces the store-wide promotion.' })
  @RequiresLogin()
  applyPromo(@CurrentCustomer() customer: Customer, @Args('code') code: string, @RequestLanguage() language: Language) {
    return resultOf(CartResult, () => this.carts.applyPromo(customer.id, code, language));
  }

  @Mutation(() => CartModel)
  @RequiresLogin()
  removePromo(@CurrentCustomer() customer: Customer, @RequestLanguage() language: Language) {
    return this.carts.removePromo(customer.id, language);
  }
}
