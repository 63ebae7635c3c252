import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { ReviewsResolver } from './reviews.resolver';
import { ReviewsService } from './reviews.service';

/** Reviews from buyers (product_review); the products' rating columns are the catalogue's, set through its SQL pieces. */
@Module({ imports: [CatalogModule], providers: [ReviewsService, ReviewsResolver], exports: [ReviewsService] })
export class ReviewsModule {}
