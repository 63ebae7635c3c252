import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { isAdminApiRequest, requestOf } from '../common/http/request-of';
import { LoginRequiredError, SessionInvalidError } from './accounts.errors';
import type { Customer } from './accounts.service';
import { REQUIRES_LOGIN } from './auth.decorators';

type AuthenticatedRequest = Request & { user?: Customer; authChecked?: boolean };

/**
 * Runs on every shop request (REST handler or GraphQL operation); the admin API has its own guard
 * (staff/staff-authentication.guard.ts). A request without an Authorization header is anonymous (and
 * refused only where @RequiresLogin is set). A request that presents a token must present a valid one: a
 * bad, expired or foreign token (a staff token included), or "Bearer null", is a 401 everywhere — never
 * silently treated as anonymous.
 */
@Injectable()
export class AuthenticationGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = requestOf(context) as AuthenticatedRequest;
    if (isAdminApiRequest(req)) return true;
    const required = this.reflector.getAllAndOverride<boolean>(REQUIRES_LOGIN, [context.getHandler(), context.getClass()]) === true;
    // GraphQL runs guards once per root field; check the token once per request.
    if (!req.authChecked) {
      if (req.headers.authorization !== undefined) await super.canActivate(context);
      req.authChecked = true;
    }
    if (required && !req.user) throw new LoginRequiredError();
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
