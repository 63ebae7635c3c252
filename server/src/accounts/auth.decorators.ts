import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Customer } from './accounts.service';
import type { CustomerRole } from './customer.entity';
import { requestOf } from './request-of';

export const REQUIRES_LOGIN = 'kapor:requiresLogin';

export const REQUIRES_ROLE = 'kapor:requiresRole';

/** The operation needs a logged-in customer: without a valid token it answers 401. */
export const RequiresLogin = () => SetMetadata(REQUIRES_LOGIN, true);

/** Staff only: a logged-in customer without the role is refused with 403. */
export const RequiresRole = (role: CustomerRole) => SetMetadata(REQUIRES_ROLE, role);

/** The logged-in customer (undefined for anonymous requests), in REST handlers and resolvers alike. */
export const CurrentCustomer = createParamDecorator((_data: unknown, context: ExecutionContext): Customer | undefined => {
  return (requestOf(context) as Request & { user?: Customer }).user;
});

/** The client's address as Express sees it (TRUST_PROXY decides whether forwarded headers count). */
export const ClientIp = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const req = requestOf(context);
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
});
