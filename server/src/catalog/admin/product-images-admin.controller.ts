import { Body, Controller, HttpCode, Param, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ImageUploadInterceptor, uploadOf } from '../../media/image-upload.interceptor';
import type { StaffActor } from '../../staff/permissions';
import { CurrentStaff } from '../../staff/staff-authentication.guard';
import { ProductImagesAdminService, type ProductPhoto } from './product-images-admin.service';

/**
 * Admin REST: uploading a product photo (GraphQL has no file uploads worth their CSRF risk). Below
 * /admin-api, so the staff guard requires a staff session; the service requires CATALOG. Refusals are
 * JSON with `code`, `message` and `fields.file` (400, or 413 for a file over the size limit).
 */
@Controller('admin-api/products/:productId/images')
export class ProductImagesAdminController {
  constructor(private readonly images: ProductImagesAdminService) {}

  /** multipart/form-data: `file` (JPEG, PNG, WebP or AVIF), `alt` (default: the product's name), `colour` (optional). */
  @Post()
  @HttpCode(201)
  @UseInterceptors(ImageUploadInterceptor)
  async upload(
    @CurrentStaff() actor: StaffActor,
    @Param('productId') productId: string,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() body: { alt?: unknown; colour?: unknown } | undefined,
  ): Promise<{ success: true; image: ProductPhoto }> {
    const image = await this.images.upload(actor, productId, uploadOf(file), { alt: body?.alt, colour: body?.colour });
    return { success: true, image };
  }
}
