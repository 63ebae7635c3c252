import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { AccountsService, type Customer } from './accounts.service';
import { ClientIp, CurrentCustomer, RequiresLogin } from './auth.decorators';

/**
 * The original storefront's account calls (docs/SPEC.md §3, §7). Failures answer { success: false, message }
 * with a fitting status through the global exception filter.
 */
@Controller('api/users')
export class LegacyUsersController {
  constructor(private readonly accounts: AccountsService) {}

  @Post('signup')
  @HttpCode(201)
  async signUp(@Body() body: unknown, @ClientIp() ip: string) {
    const { token } = await this.accounts.signUp(asObject(body), ip);
    return { success: true, token, message: 'Account created.' };
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
