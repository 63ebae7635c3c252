import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { InjectDataSource } from '@nestjs/typeorm';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

export { RateLimiterRes };

/** rate_limit.key is varchar(255). */
const MAX_KEY_LENGTH = 255;

/**
 * Keys are stored as they are when they fit; a longer one (a 254-character e-mail behind its limiter's
 * prefix, or whatever an attacker types) is stored as its hash, so it is counted rather than failing the insert.
 */
class BoundedKeyRateLimiter extends RateLimiterPostgres {
  override getKey(key: string | number): string {
    const full = super.getKey(key);
    if (full.length <= MAX_KEY_LENGTH) return full;
    return `${super.getKey('')}#${createHash('sha256').update(full).digest('base64url')}`;
  }
}

/**
 * Rate-limit counters in PostgreSQL (the rate_limit table, rate-limiter-flexible's RateLimiterPostgres),
 * so every server instance counts together. Each caller names its own limiter.
 */
@Injectable()
export class RateLimits {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  limiter(name: string, points: number, durationSeconds: number): RateLimiterPostgres {
    return new BoundedKeyRateLimiter({
      storeClient: (this.db.driver as PostgresDriver).master,
      tableName: 'rate_limit',
      tableCreated: true, // by our migration
      clearExpiredByTimeout: false, // no timers in the process; expired rows are overwritten in place
      keyPrefix: name,
      points,
      duration: durationSeconds,
    });
  }
}

/** Consumes one point; on refusal, calls `refuse` with the seconds to wait (it should throw). */
export async function consumeOrRefuse(limiter: RateLimiterPostgres, key: string, refuse: (retryAfterSeconds: number) => never): Promise<void> {
  try {
    await limiter.consume(key, 1);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) refuse(Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}
