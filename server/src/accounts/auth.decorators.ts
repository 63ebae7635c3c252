import { createParamDecorator, Logger, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Customer } from './accounts.service';
import { requestOf } from '../common/http/request-of';

export const REQUIRES_LOGIN = 'kapor:requiresLogin';

/** The operation needs a logged-in customer: without a valid token it answers 401. */
export const RequiresLogin = () => SetMetadata(REQUIRES_LOGIN, true);

/** The logged-in customer (undefined for anonymous requests), in REST handlers and resolvers alike. */
export const CurrentCustomer = createParamDecorator((_data: unknown, context: ExecutionContext): Customer | undefined => {
  return (requestOf(context) as Request & { user?: Customer }).user;
});

let warnedOfUntrustedProxy = false;

/**
 * The client's address as Express sees it (TRUST_PROXY decides whether forwarded headers count). A
 * forwarded request without TRUST_PROXY means every client may share the proxy's address, which the
 * login and sign-up limits would then count as one: say so once, for the operator.
 */
export const ClientIp = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const req = requestOf(context);
  if (!warnedOfUntrustedProxy && req.headers['x-forwarded-for'] !== undefined && !req.app.get('trust proxy')) {
    warnedOfUntrustedProxy = true;
    new Logger('ClientIp').warn('Requests carry X-Forwarded-For but TRUST_PROXY is not set: behind a proxy, set TRUST_PROXY so that login limits see each client');
  }
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
});
