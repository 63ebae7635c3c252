import { Body, Controller, Get, Header, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { hostedPage, notFoundPage, pageLanguageOf, RETURN_SCRIPT, returnPage } from './sandbox-page';
import { SandboxGatewayService, type SandboxChoice } from './sandbox-gateway.service';

const CHOICES: readonly SandboxChoice[] = ['pay', 'risky', 'fail', 'cancel'];

/** The sandbox gateway's HTTP face: SSLCommerz's paths and field names. */
@Controller('sandbox-gateway')
export class SandboxGatewayController {
  constructor(
    private readonly sandbox: SandboxGatewayService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('gwprocess/v4/api.php')
  @HttpCode(200)
  openSession(@Body() body: Record<string, string>) {
    return this.sandbox.openSession(body ?? {});
  }

  @Get('pay/:sessionKey')
  async page(@Param('sessionKey') sessionKey: string, @Req() req: Request, @Res() res: Response) {
    const session = await this.sandbox.session(sessionKey);
    const language = pageLanguageOf(req);
    res.status(session ? 200 : 404).type('html').setHeader('Cache-Control', 'no-store');
    // The page follows the shopper's language cookie and Accept-Language.
    res.setHeader('Vary', 'Cookie, Accept-Language');
    res.send(session ? hostedPage(session, language) : notFoundPage(language));
  }

  @Post('pay/:sessionKey')
  async choose(@Param('sessionKey') sessionKey: string, @Body('choice') choice: string, @Req() req: Request, @Res() res: Response) {
    const session = await this.sandbox.session(sessionKey);
    const language = pageLanguageOf(req);
    if (!session || !CHOICES.includes(choice as SandboxChoice)) {
      res.status(404).type('html').send(notFoundPage(language));
      return;
    }
    const completed = await this.sandbox.complete(session, choice as SandboxChoice);
    if (!completed) {
      res.status(404).type('html').send(notFoundPage(language));
      return;
    }
    const { redirectTo, fields } = completed;
    res.status(200).type('html').setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Security-Policy', `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src data:; form-action ${this.returnOrigins(redirectTo).join(' ')}`);
    res.send(returnPage(redirectTo, fields, language));
  }

  /**
   * Where the return form may lead: the shop's callback, which may be another origin than this page's, and
   * the storefronts its 303 may send the shopper on to. Browsers apply form-action to every redirect of a
   * form submission, so an allowed storefront on another origin (CORS_ORIGINS) must be listed too.
   */
  private returnOrigins(redirectTo: string): string[] {
    const storefronts = [...this.config.corsOrigins, ...(this.config.orders.storefrontUrl ? [this.config.orders.storefrontUrl] : [])];
    const origins = [redirectTo, ...storefronts].map((url) => URL.parse(url)?.origin).filter((origin) => origin && origin !== 'null');
    return [...new Set(origins as string[])];
  }

  @Get('return.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  returnScript() {
    return RETURN_SCRIPT;
  }

  @Get('validator/api/validationserverAPI.php')
  async validate(@Query() query: Record<string, string>) {
    if (!this.sandbox.credentialsMatch(query.store_id, query.store_passwd)) return { APIConnect: 'INVALID_REQUEST', status: 'INVALID_REQUEST' };
    return this.sandbox.validate(String(query.val_id ?? ''));
  }

  @Get('validator/api/merchantTransIDvalidationAPI.php')
  async transactions(@Query() query: Record<string, string>) {
    if (!this.sandbox.credentialsMatch(query.store_id, query.store_passwd)) return { APIConnect: 'INVALID_REQUEST' };
    // One path, three APIs, as SSLCommerz has it: refund initiation, refund query, transaction query.
    if (query.bank_tran_id !== undefined) return this.sandbox.refund(query);
    if (query.refund_ref_id !== undefined) return this.sandbox.refundStatus(String(query.refund_ref_id));
    return this.sandbox.transactionsFor(String(query.tran_id ?? ''));
  }
}
