import { JwtService } from '@nestjs/jwt';
import type { AppConfig } from '../config/config';
import { jwtKeyOf } from '../config/jwt-key';

/** The staff token signer and verifier: the shop's key, the back office's audience and lifetime. */
export const STAFF_JWT = Symbol('STAFF_JWT');

export function staffJwtService(config: AppConfig): JwtService {
  const { jwtIssuer, staffJwtAudience, staffTokenTtlSeconds } = config.auth;
  return new JwtService({
    secretOrKeyProvider: () => jwtKeyOf(config),
    signOptions: { algorithm: 'HS256', expiresIn: staffTokenTtlSeconds, issuer: jwtIssuer, audience: staffJwtAudience },
    verifyOptions: { algorithms: ['HS256'], issuer: jwtIssuer, audience: staffJwtAudience },
  });
}
