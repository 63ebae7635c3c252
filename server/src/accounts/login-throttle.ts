import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { consumeOrRefuse, RateLimiterRes, RateLimits } from '../common/rate-limits';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { TooManyAttemptsError } from './accounts.errors';

/**
 * Failed-login and sign-up limits, shared by every server instance. Every login attempt takes a point
 * before its password is checked; a success gives it back (and clears the account's count), so in
 * effect only failures count.
 */
@Injectable()
export class LoginThrottle {
  private readonly perAccount: RateLimiterPostgres;
  private readonly perIp: RateLimiterPostgres;
  private readonly signups: RateLimiterPostgres;

  constructor(limits: RateLimits, @Inject(APP_CONFIG) config: AppConfig) {
    const { loginMaxFailuresPerAccount, loginMaxFailuresPerIp, loginWindowSeconds, signupsPerIpPerHour } = config.auth;
    this.perAccount = limits.limiter('login-account', loginMaxFailuresPerAccount, loginWindowSeconds);
    this.perIp = limits.limiter('login-ip', loginMaxFailuresPerIp, loginWindowSeconds);
    this.signups = limits.limiter('signup-ip', signupsPerIpPerHour, 3600);
  }

  /**
   * Takes the attempt's point from the account and the address atomically, before any password work.
   * Checking first and counting after the verification would let a burst of parallel guesses all pass
   * the check while none had been counted yet.
   */
  async beginLogin(email: string, ip: string): Promise<void> {
    const outcomes = await Promise.allSettled([this.perAccount.consume(email, 1), this.perIp.consume(ip, 1)]);
    const refusals: RateLimiterRes[] = [];
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') continue;
      if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
      refusals.push(outcome.reason);
    }
    if (refusals.length > 0) {
      const waitMs = Math.max(...refusals.map((res) => res.msBeforeNext));
      throw new TooManyAttemptsError(Math.ceil(waitMs / 1000), 'login');
    }
  }

  /** The owner got in: the account starts afresh and the address gets its point back. */
  async recordLoginSuccess(email: string, ip: string): Promise<void> {
    await Promise.all([this.perAccount.delete(email), this.perIp.reward(ip, 1)]);
  }

  consumeSignup(ip: string): Promise<void> {
    return consumeOrRefuse(this.signups, ip, (seconds) => {
      throw new TooManyAttemptsError(seconds, 'signup');
    });
  }
}
