import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { TooManyAttemptsError } from './accounts.errors';

/**
 * Failed-login and sign-up limits, counted in PostgreSQL (the rate_limit table) so every server
 * instance sees the same counts. Only failures count towards the login limits; a success clears the
 * account's count.
 */
@Injectable()
export class LoginThrottle {
  private readonly perAccount: RateLimiterPostgres;
  private readonly perIp: RateLimiterPostgres;
  private readonly signups: RateLimiterPostgres;

  constructor(@InjectDataSource() db: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    const store = {
      storeClient: (db.driver as PostgresDriver).master,
      tableName: 'rate_limit',
      tableCreated: true, // by our migration
      clearExpiredByTimeout: false, // no timers in the process; expired rows are simply overwritten
    };
    const { loginMaxFailuresPerAccount, loginMaxFailuresPerIp, loginWindowSeconds, signupsPerIpPerHour } = config.auth;
    this.perAccount = new RateLimiterPostgres({ ...store, keyPrefix: 'login-account', points: loginMaxFailuresPerAccount, duration: loginWindowSeconds });
    this.perIp = new RateLimiterPostgres({ ...store, keyPrefix: 'login-ip', points: loginMaxFailuresPerIp, duration: loginWindowSeconds });
    this.signups = new RateLimiterPostgres({ ...store, keyPrefix: 'signup-ip', points: signupsPerIpPerHour, duration: 3600 });
  }

  /** Refuses before any password is checked when the account or the address is over its limit. */
  async assertLoginAllowed(email: string, ip: string): Promise<void> {
    const [account, address] = await Promise.all([this.perAccount.get(email), this.perIp.get(ip)]);
    const blocked = [
      [account, this.perAccount.points],
      [address, this.perIp.points],
    ].filter(([res, limit]) => res !== null && (res as RateLimiterRes).consumedPoints >= (limit as number));
    if (blocked.length > 0) {
      const waitMs = Math.max(...blocked.map(([res]) => (res as RateLimiterRes).msBeforeNext));
      throw new TooManyAttemptsError(Math.ceil(waitMs / 1000), 'login');
    }
  }

  async recordLoginFailure(email: string, ip: string): Promise<void> {
    await Promise.all([this.perAccount.penalty(email, 1), this.perIp.penalty(ip, 1)]);
  }

  async recordLoginSuccess(email: string): Promise<void> {
    await this.perAccount.delete(email);
  }

  async consumeSignup(ip: string): Promise<void> {
    try {
      await this.signups.consume(ip, 1);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new TooManyAttemptsError(Math.ceil(rejection.msBeforeNext / 1000), 'signup');
      throw rejection;
    }
  }
}
