import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module';
import { PromoCodesAdminService } from './promo-codes-admin.service';
import { PromotionsAdminResolver } from './promotions-admin.resolver';

/** The promo codes' admin API edge and its service: only the back office writes codes' terms. */
@Module({ imports: [AuditModule], providers: [PromoCodesAdminService, PromotionsAdminResolver] })
export class PromotionsAdminModule {}
