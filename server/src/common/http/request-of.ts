import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import type { Request } from 'express';

/** The Express request behind a REST call or a GraphQL operation. */
export function requestOf(context: ExecutionContext): Request {
  if (context.getType<GqlContextType>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ req: Request }>().req;
  }
  return context.switchToHttp().getRequest<Request>();
}

/** Where the back office's API lives: its GraphQL endpoint, and its REST routes (uploads) below it. */
export const ADMIN_API_PATH = '/admin-api';

/** Staff requests are the admin API's; every other request is a shopper's (or an integrator's). */
export function isAdminApiRequest(req: Request): boolean {
  // The whole path: where a handler is mounted (Apollo's is), Express strips the mount point from req.path.
  const path = req.originalUrl.split('?', 1)[0];
  return path === ADMIN_API_PATH || path.startsWith(`${ADMIN_API_PATH}/`);
}
