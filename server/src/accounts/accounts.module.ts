import { Inject, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { jwtKeyOf } from '../config/jwt-key';
import { AccountLinksResolver } from './account-links.resolver';
import { AccountTokens } from './account-tokens';
import { AccountsResolver } from './accounts.resolver';
import { AccountsService } from './accounts.service';
import { AddressBookResolver } from './address-book.resolver';
import { AddressBookService } from './address-book.service';
import { AuthenticationGuard } from './authentication.guard';
import { EmailChangeService } from './email-change.service';
import { JwtStrategy } from './jwt.strategy';
import { LegacyUsersController } from './legacy-users.controller';
import { LoginThrottle } from './login-throttle';
import { PasswordResetService } from './password-reset.service';
import { MyAccountResolver } from './my-account.resolver';
import { MyAccountService } from './my-account.service';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secretOrKeyProvider: () => jwtKeyOf(config),
        signOptions: { algorithm: 'HS256', expiresIn: config.auth.jwtTtlSeconds, issuer: config.auth.jwtIssuer, audience: config.auth.jwtAudience },
        verifyOptions: { algorithms: ['HS256'], issuer: config.auth.jwtIssuer, audience: config.auth.jwtAudience },
      }),
    }),
  ],
  providers: [
    AccountsService,
    LoginThrottle,
    JwtStrategy,
    AccountsResolver,
    AccountTokens,
    PasswordResetService,
    EmailChangeService,
    AccountLinksResolver,
    MyAccountService,
    MyAccountResolver,
    AddressBookService,
    AddressBookResolver,
    { provide: APP_GUARD, useClass: AuthenticationGuard },
  ],
  controllers: [LegacyUsersController],
  exports: [AccountsService, LoginThrottle, AddressBookService],
})
export class AccountsModule {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (!config.auth.jwtSecret) throw new Error('No JWT secret: call withDevelopmentSecrets(config) before creating the app.');
  }
}
