import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { LoginRequiredError, SessionInvalidError } from './accounts.errors';
import type { Customer } from './accounts.service';
import { REQUIRES_LOGIN, REQUIRES_ROLE } from './auth.decorators';
import type { CustomerRole } from './accounts.service';
import { ForbiddenError } from '../common/errors';
import { requestOf } from './request-of';

type AuthenticatedRequest = Request & { user?: Customer; authChecked?: boolean };

/**
 * Runs on every REST handler and GraphQL operation. A request without an Authorization header is
 * anonymous (and refused only where @RequiresLogin is set). A request that presents a token must present
 * a valid one: a bad, expired or foreign token, or "Bearer null", is a 401 everywhere — never silently
 * treated as anonymous.
 */
@Injectable()
export class AuthenticationGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = requestOf(context) as AuthenticatedRequest;
    const targets = [context.getHandler(), context.getClass()];
    const role = this.reflector.getAllAndOverride<CustomerRole | undefined>(REQUIRES_ROLE, targets);
    const required = role !== undefined || this.reflector.getAllAndOverride<boolean>(REQUIRES_LOGIN, targets) === true;
    // GraphQL runs guards once per root field; check the token once per request.
    if (!req.authChecked) {
      if (req.headers.authorization !== undefined) await super.canActivate(context);
      req.authChecked = true;
    }
    if (required && !req.user) throw new LoginRequiredError();
    if (role && req.user?.role !== role) throw new ForbiddenError('You are not allowed to do that.');
    return true;
  }

  override getRequest(context: ExecutionContext): Request {
    return requestOf(context);
  }

  /**
   * passport reports a refused token as "no user"; an error is a failure to check it (the customer lookup
   * could not reach the database), which is not the shopper's fault and must not log them out.
   */
  override handleRequest<T = Customer>(error: unknown, user: T | false): T {
    if (error) throw error;
    if (!user) throw new SessionInvalidError();
    return user;
  }
}
