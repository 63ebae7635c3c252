import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { OrderPaymentsService } from './order-payments.service';
import { RefundsService } from './refunds.service';

/**
 * Every ORDER_MAINTENANCE_INTERVAL_SECONDS: ask the gateway about recent orders' payments, expire the
 * overdue ones, refund held payments nobody reviewed in time, and send or follow up the shop's refunds. Safe on any number of instances at once: both steps work under row locks and are idempotent.
 */
@Injectable()
export class OrderMaintenance implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OrderMaintenance');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly payments: OrderPaymentsService,
    private readonly refunds: RefundsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = this.config.orders.maintenanceIntervalSeconds;
    if (seconds > 0) this.timer = setInterval(() => void this.runOnce(), seconds * 1000).unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  async runOnce(): Promise<void> {
    if (this.running) return;
    this.running = (async () => {
      try {
        const recorded = await this.payments.reconcileRecent();
        const expired = await this.payments.expireOverdue();
        const unreviewed = await this.refunds.expireReviews();
        const refunds = await this.refunds.sendDue();
        if (recorded || expired || unreviewed || refunds) {
          this.logger.log(`recorded ${recorded} payments the shop had not heard of, expired ${expired} unpaid orders, refunded ${unreviewed} payments nobody reviewed, moved ${refunds} refunds on`);
        }
      } catch (error) {
        this.logger.error(error);
      }
    })();
    await this.running;
    this.running = undefined;
  }
}
