import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { PromotionsModule } from '../promotions/promotions.module';
import { ShopSettingsModule } from '../shop-settings/shop-settings.module';
import { CartResolver } from './cart.resolver';
import { CartService } from './cart.service';
import { LegacyCartCookie } from './legacy-cart-cookie';
import { LegacyCartController } from './legacy-cart.controller';
import { LegacyCouponController } from './legacy-coupon.controller';

@Module({
  imports: [PromotionsModule, CatalogModule, ShopSettingsModule],
  providers: [CartService, CartResolver, LegacyCartCookie],
  controllers: [LegacyCartController, LegacyCouponController],
  exports: [CartService],
})
export class CartModule {}
