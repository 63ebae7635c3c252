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
