import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { isUuid } from '../common/ids';
import { publicBaseUrl } from '../common/http/public-url';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';

const COOKIE = 'kapor_legacy_cart';

/**
 * The original storefront sends its promo code to POST /api/coupon/create without its bearer token, but
 * with credentials. So its cart calls (which do carry the token) leave this HttpOnly cookie naming the
 * customer, and the coupon call judges and applies the code to that customer's cart, as with a token.
 *
 * The cookie can do nothing else: it is signed with a key of its own (derived from JWT_SECRET), expires
 * like a token, and is honoured only on requests from an allowed storefront origin (CORS_ORIGINS) or this
 * server, so another site cannot use it. SameSite=Lax over http (the storefront on the same host, another
 * port); SameSite=None; Secure over https, so a storefront on another site gets it too.
 */
@Injectable()
export class LegacyCartCookie {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = createHmac('sha256', config.auth.jwtSecret!).update('kapor legacy cart cookie').digest();
  }

  issue(req: Request, res: Response, customerId: string): void {
    const expires = Math.floor(Date.now() / 1000) + this.config.auth.jwtTtlSeconds;
    const payload = `${customerId}.${expires}`;
    res.cookie(COOKIE, `${payload}.${this.sign(payload)}`, {
      httpOnly: true,
      path: '/api',
      maxAge: this.config.auth.jwtTtlSeconds * 1000,
      ...(req.secure ? { sameSite: 'none', secure: true } : { sameSite: 'lax' }),
    });
  }

  /** The customer the request's cookie names, when it is genuine, unexpired and sent from an allowed origin. */
  customerOf(req: Request): string | null {
    const origin = req.get('origin');
    if (origin !== undefined && !this.config.corsOrigins.includes(origin) && origin !== URL.parse(publicBaseUrl(req, this.config))?.origin) return null;
    const value = cookieValue(req.get('cookie'), COOKIE);
    const [customerId, expires, signature] = value?.split('.') ?? [];
    if (!customerId || !isUuid(customerId) || !/^\d+$/.test(expires ?? '') || !signature) return null;
    if (Number(expires) * 1000 <= Date.now()) return null;
    const expected = Buffer.from(this.sign(`${customerId}.${expires}`));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? customerId : null;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    // Our value needs no decoding (a uuid, digits, dots and base64url): anything else simply fails the signature.
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
