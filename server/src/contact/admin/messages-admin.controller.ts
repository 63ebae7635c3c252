import { Controller, Get, Header, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import { kaporStorefront } from '../../common/http/public-url';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import type { StaffActor } from '../../staff/permissions';
import { CurrentStaff } from '../../staff/staff-authentication.guard';
import { MessagesAdminService } from './messages-admin.service';

/** Admin REST: the newsletter list as a CSV file. Below /admin-api, so the staff guard requires a session; the service requires ORDERS. */
@Controller('admin-api')
export class MessagesAdminController {
  constructor(
    private readonly messages: MessagesAdminService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('newsletter-subscribers.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="newsletter-subscribers.csv"')
  @Header('Cache-Control', 'no-store')
  subscribersCsv(@CurrentStaff() actor: StaffActor, @Req() req: Request): Promise<string> {
    return this.messages.subscribersCsv(actor, kaporStorefront(req, this.config));
  }
}
