import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { JobQueue } from '../jobs/job-queue';
import { OrderPaymentsService } from './order-payments.service';
import { RefundsService } from './refunds.service';

/**
 * The orders' periodic work, as one job (`orders.maintenance`) that runs once per
 * ORDER_MAINTENANCE_INTERVAL_SECONDS across every instance: ask the gateway about recent orders' payments, expire the overdue ones, refund held
 * payments nobody reviewed in time, and send or follow up the shop's refunds. Each step also works under row
 * locks and is idempotent, so a slow pass overlapping the next changes nothing twice.
 */
@Injectable()
export class OrderMaintenance implements OnModuleInit {
  private readonly logger = new Logger('OrderMaintenance');

  constructor(
    private readonly payments: OrderPaymentsService,
    private readonly refunds: RefundsService,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const seconds = this.config.orders.maintenanceIntervalSeconds;
    this.jobs.define({
      name: 'orders.maintenance',
      handle: () => this.runOnce(),
      // A pass that fails is simply the next slot's: no retries piling up behind the schedule.
      retry: { retryLimit: 0, expireInSeconds: 300 },
      everySeconds: seconds > 0 ? seconds : undefined,
    });
  }

  async runOnce(): Promise<void> {
    const recorded = await this.payments.reconcileRecent();
    const expired = await this.payments.expireOverdue();
    const unreviewed = await this.refunds.expireReviews();
    const refunds = await this.refunds.sendDue();
    if (recorded || expired || unreviewed || refunds) {
      this.logger.log(`recorded ${recorded} payments the shop had not heard of, expired ${expired} unpaid orders, refunded ${unreviewed} payments nobody reviewed, moved ${refunds} refunds on`);
    }
  }
}
