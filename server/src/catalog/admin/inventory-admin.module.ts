import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module';
import { CatalogModule } from '../catalog.module';
import { InventoryAdminResolver } from './inventory-admin.resolver';
import { InventoryAdminService } from './inventory-admin.service';

/** The stock's admin API edge, apart from CatalogModule so that only the admin endpoint includes it. */
@Module({ imports: [AuditModule, CatalogModule], providers: [InventoryAdminService, InventoryAdminResolver] })
export class InventoryAdminModule {}
