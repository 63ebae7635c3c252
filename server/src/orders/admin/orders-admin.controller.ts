import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { StaffActor } from '../../staff/permissions';
import { CurrentStaff } from '../../staff/staff-authentication.guard';
import { OrdersAdminService } from './orders-admin.service';

/**
 * Admin REST: the order list as CSV, for spreadsheets (a download, so not GraphQL). Below /admin-api, so
 * the staff guard requires a staff session; the service requires ORDERS and checks the filter (400) before
 * the first byte. The filter is adminOrders': status, paymentState, from, to, search.
 */
@Controller('admin-api')
export class OrdersAdminController {
  constructor(private readonly ordersAdmin: OrdersAdminService) {}

  @Get('orders.csv')
  async exportCsv(@CurrentStaff() actor: StaffActor, @Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined);
    const csv = await this.ordersAdmin.exportCsv(actor, {
      status: text('status'),
      paymentState: text('paymentState'),
      from: text('from'),
      to: text('to'),
      search: text('search'),
    });
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    // A download the browser abandons is not the shop's error; the service gives its connection back either way.
    await pipeline(csv, res).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
    });
  }
}
