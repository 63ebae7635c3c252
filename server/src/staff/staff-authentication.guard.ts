import { createParamDecorator, Injectable, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { isAdminApiRequest, requestOf } from '../common/http/request-of';
import type { StaffActor } from './permissions';
import { StaffLoginRequiredError, StaffSessionInvalidError } from './staff.errors';

type StaffRequest = Request & { staff?: StaffActor; staffChecked?: boolean };

const STAFF_ANONYMOUS = 'kapor:staffAnonymous';

/** The one admin operation open without a session: logging in. */
export const OpenToAnonymousStaff = () => SetMetadata(STAFF_ANONYMOUS, true);

/** The member of staff making an admin request (the guard guarantees one on every other admin operation). */
export const CurrentStaff = createParamDecorator((_data: unknown, context: ExecutionContext): StaffActor => (requestOf(context) as StaffRequest).staff!);

/**
 * Guards the admin API (shop requests are the customer guard's): every admin operation needs a valid staff
 * session unless marked @OpenToAnonymousStaff(), so a forgotten decorator fails closed. A customer's token
 * has the wrong audience and is a 401 here. What a member may do is checked by the services.
 */
@Injectable()
export class StaffAuthenticationGuard extends AuthGuard('staff-jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = requestOf(context) as StaffRequest;
    if (!isAdminApiRequest(req)) return true;
    if (!req.staffChecked) {
      if (req.headers.authorization !== undefined) await super.canActivate(context);
      req.staffChecked = true;
    }
    const open = this.reflector.getAllAndOverride<boolean>(STAFF_ANONYMOUS, [context.getHandler(), context.getClass()]) === true;
    if (!open && !req.staff) throw new StaffLoginRequiredError();
    return true;
  }

  override getRequest(context: ExecutionContext): Request {
    return requestOf(context);
  }

  override getAuthenticateOptions(): { property: string; session: boolean } {
    return { property: 'staff', session: false };
  }

  override handleRequest<T = StaffActor>(error: unknown, staff: T | false): T {
    if (error) throw error;
    if (!staff) throw new StaffSessionInvalidError();
    return staff;
  }
}
