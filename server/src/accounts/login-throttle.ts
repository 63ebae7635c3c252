import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { consumeOrRefuse, RateLimits, type RateLimiterRes } from '../common/rate-limits';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { TooManyAttemptsError } from './accounts.errors';

/**
 * Failed-login and sign-up limits, shared by every server instance. Only failures count towards the
 * login limits; a success clears the account's count.
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

  /** Refuses before any password is checked when the account or the address is over its limit. */
  async assertLoginAllowed(email: string, ip: string): Promise<void> {
    const [account, address] = await Promise.all([this.perAccount.get(email), this.perIp.get(ip)]);
    const over = (res: RateLimiterRes | null, limit: number) => res !== null && res.consumedPoints >= limit;
    const blocked = [over(account, this.perAccount.points) && account, over(address, this.perIp.points) && address].filter(
      (res): res is RateLimiterRes => Boolean(res),
    );
    if (blocked.length > 0) {
      const waitMs = Math.max(...blocked.map((res) => res.msBeforeNext));
      throw new TooManyAttemptsError(Math.ceil(waitMs / 1000), 'login');
    }
  }

  async recordLoginFailure(email: string, ip: string): Promise<void> {
    await Promise.all([this.perAccount.penalty(email, 1), this.perIp.penalty(ip, 1)]);
  }

  async recordLoginSuccess(email: string): Promise<void> {
    await this.perAccount.delete(email);
  }

  consumeSignup(ip: string): Promise<void> {
    return consumeOrRefuse(this.signups, ip, (seconds) => {
      throw new TooManyAttemptsError(seconds, 'signup');
    });
  }
}
