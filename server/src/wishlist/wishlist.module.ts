import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module';
import { WishlistResolver } from './wishlist.resolver';
import { WishlistService } from './wishlist.service';

@Module({ imports: [CartModule], providers: [WishlistService, WishlistResolver] })
export class WishlistModule {}
