import { Args, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import type { Customer } from '../accounts/accounts.service';
import { CurrentCustomer, RequiresLogin } from '../accounts/auth.decorators';
import type { Colour, Size } from '../catalog/catalog.types';
import { ColourEnum, SizeEnum } from '../catalog/graphql/catalog.enums';
import { ProductModel } from '../catalog/graphql/product.model';
import { OutOfStockError, QuantityOutOfRangeError, UnknownProductError } from '../cart/cart.errors';
import { CartModel } from '../cart/graphql/cart.models';
import { ValidationError } from '../common/expected-errors';
import { resultOf, resultUnion } from '../common/graphql/error-result';
import { WishlistService, type WishlistRecord } from './wishlist.service';
import { RequestLanguage, type Language } from '../common/language';

@ObjectType('WishlistItem')
class WishlistItemModel {
  @Field(() => ID)
  id: string;

  @Field(() => ProductModel)
  product: ProductModel;

  @Field(() => Date)
  addedAt: Date;

  @Field(() => Boolean, { description: 'Some size and colour can be bought now.' })
  inStock: boolean;
}

@ObjectType('Wishlist')
class WishlistModel {
  @Field(() => ID)
  id: string;

  @Field(() => [WishlistItemModel])
  items: WishlistItemModel[];

  @Field(() => Int)
  itemCount: number;
}

@ObjectType('WishlistMove', { description: 'Both lists after moving an item into the cart.' })
class WishlistMoveModel {
  @Field(() => CartModel)
  cart: CartModel;

  @Field(() => WishlistModel)
  wishlist: WishlistModel;
}

const WishlistResult = resultUnion('WishlistResult', WishlistModel, [UnknownProductError]);

const WishlistMoveResult = resultUnion('WishlistMoveResult', WishlistMoveModel, [OutOfStockError, UnknownProductError, QuantityOutOfRangeError, ValidationError]);

@Resolver(() => WishlistModel)
export class WishlistResolver {
  constructor(private readonly wishlists: WishlistService) {}

  @Query(() => WishlistModel, { nullable: true, description: "The logged-in customer's saved products; null when anonymous." })
  wishlist(@CurrentCustomer() customer: Customer | undefined, @RequestLanguage() language: Language): Promise<WishlistRecord> | null {
    return customer ? this.wishlists.getWishlist(customer.id, language) : null;
  }

  @Mutation(() => WishlistResult)
  @RequiresLogin()
  addToWishlist(@CurrentCustomer() customer: Customer, @Args('productId', { type: () => ID }) productId: string, @RequestLanguage() language: Language) {
    return resultOf(WishlistResult, () => this.wishlists.add(customer.id, productId, language));
  }

  @Mutation(() => WishlistModel)
  @RequiresLogin()
  removeFromWishlist(@CurrentCustomer() customer: Customer, @Args('productId', { type: () => ID }) productId: string, @RequestLanguage() language: Language) {
    return this.wishlists.remove(customer.id, productId, language);
  }

  @Mutation(() => WishlistMoveResult, { description: 'One unit of the chosen size and colour into the cart, off the wishlist.' })
  @RequiresLogin()
  moveWishlistItemToCart(
    @CurrentCustomer() customer: Customer,
    @Args('productId', { type: () => ID }) productId: string,
    @Args('size', { type: () => SizeEnum }) size: Size,
    @RequestLanguage() language: Language,
    @Args('colour', { type: () => ColourEnum, nullable: true }) colour?: Colour,
  ) {
    return resultOf(WishlistMoveResult, () => this.wishlists.moveToCart(customer.id, { productId, size, colour }, language));
  }
}
