import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module';
import { MediaModule } from '../../media/media.module';
import { CatalogAdminResolver } from './catalog-admin.resolver';
import { CatalogAdminService } from './catalog-admin.service';

/** The catalogue's admin API edge and its service, apart from CatalogModule so that only the admin endpoint includes it. */
@Module({ imports: [AuditModule, MediaModule], providers: [CatalogAdminService, CatalogAdminResolver] })
export class CatalogAdminModule {}
