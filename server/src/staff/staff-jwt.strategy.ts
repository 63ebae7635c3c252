import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { jwtKeyOf } from '../config/jwt-key';
import type { StaffActor } from './permissions';
import { StaffService } from './staff.service';

/** Staff bearer tokens: as strict as the customers' (HS256, expiry required), with the back office's audience. */
@Injectable()
export class StaffJwtStrategy extends PassportStrategy(Strategy, 'staff-jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly staff: StaffService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt hands the key to jsonwebtoken.verify, which takes a KeyObject; its types say string | Buffer.
      secretOrKey: jwtKeyOf(config) as unknown as Buffer,
      algorithms: ['HS256'],
      issuer: config.auth.jwtIssuer,
      audience: config.auth.staffJwtAudience,
      ignoreExpiration: false,
    });
  }

  async validate(claims: { sub?: unknown; exp?: unknown }): Promise<StaffActor | false> {
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return false;
    return (await this.staff.findActor(claims.sub)) ?? false;
  }
}
