import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AppConfig } from '../config/config';
import { statedLanguageOf } from '../common/i18n/request-language';
import { APP_CONFIG } from '../config/config.module';
import { jwtKeyOf } from '../config/jwt-key';
import { AccountsService, type Customer, type TokenClaims } from './accounts.service';

/**
 * Bearer tokens: HS256 only (so "alg: none" and key-confusion tricks fail), signature, expiry, issuer and
 * audience checked, and the customer must still exist and not have ended the token's session. A token must carry an expiry: jsonwebtoken only
 * checks `exp` when present, and a signed token without one would be valid forever.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly accounts: AccountsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt hands the key to jsonwebtoken.verify, which takes a KeyObject; its types say string | Buffer.
      secretOrKey: jwtKeyOf(config) as unknown as Buffer,
      algorithms: ['HS256'],
      issuer: config.auth.jwtIssuer,
      audience: config.auth.jwtAudience,
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  /** The token's customer; the language the storefront names for them is kept with the account (for its mails). */
  async validate(req: Request, claims: TokenClaims): Promise<Customer | false> {
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return false;
    if (claims.ver !== undefined && !Number.isSafeInteger(claims.ver)) return false;
    const customer = await this.accounts.customerOfToken(claims);
    if (!customer) return false;
    const language = statedLanguageOf(req);
    if (language) await this.accounts.rememberLanguage(customer, language);
    return customer;
  }
}
