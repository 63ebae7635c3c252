import { Body, Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { kaporStorefront } from '../common/http/public-url';
import { render } from '../common/i18n/catalogue';
import { languageOf } from '../common/language';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { AccountsService, type Customer } from './accounts.service';
import { ClientIp, CurrentCustomer, RequiresLogin } from './auth.decorators';

/**
 * The original storefront's account calls (docs/SPEC.md §3, §7). Failures answer { success: false, message }
 * with a fitting status through the global exception filter.
 */
@Controller('api/users')
export class LegacyUsersController {
  constructor(
    private readonly accounts: AccountsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Without account enumeration, like the shop's own sign-up (docs/adr/009-sign-up-without-enumeration.md):
   * every accepted sign-up answers 202 with `success: false` — nobody is signed up, and no token exists, until
   * the mailed link is followed — and the message, which the original storefront shows for a sign-up that did
   * not succeed. The link opens this shop's storefront (the original has no page for it); the shopper then
   * logs in on the original as before.
   */
  @Post('signup')
  @HttpCode(202)
  async signUp(@Body() body: unknown, @ClientIp() ip: string, @Req() req: Request) {
    const { message } = await this.accounts.signUp(asObject(body), ip, kaporStorefront(req, this.config), languageOf(req));
    return { success: false, message: render(message, languageOf(req)) };
  }

  @Post('login')
  @HttpCode(200)
  async login(@Body() body: unknown, @ClientIp() ip: string) {
    const { token } = await this.accounts.login(asObject(body), ip);
    return { success: true, token };
  }

  /** Not in the original API: lets a REST client check its token and see whose it is. */
  @Get('me')
  @RequiresLogin()
  me(@CurrentCustomer() customer: Customer) {
    return { success: true, user: { id: customer.id, name: customer.name, email: customer.email } };
  }
}

function asObject(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
