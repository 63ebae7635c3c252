import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module';
import { ReviewsModule } from '../reviews.module';
import { ReviewsAdminResolver } from './reviews-admin.resolver';
import { ReviewsAdminService } from './reviews-admin.service';

/** The reviews' admin edge and its service. */
@Module({ imports: [AuditModule, ReviewsModule], providers: [ReviewsAdminService, ReviewsAdminResolver] })
export class ReviewsAdminModule {}
