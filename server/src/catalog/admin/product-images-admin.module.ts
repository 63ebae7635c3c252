import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module';
import { MediaModule } from '../../media/media.module';
import { ProductImagesAdminController } from './product-images-admin.controller';
import { ProductImagesAdminResolver } from './product-images-admin.resolver';
import { ProductImagesAdminService } from './product-images-admin.service';

/** The back office's product photos: the upload route and the admin API operations. */
@Module({
  imports: [AuditModule, MediaModule],
  providers: [ProductImagesAdminService, ProductImagesAdminResolver],
  controllers: [ProductImagesAdminController],
})
export class ProductImagesAdminModule {}
