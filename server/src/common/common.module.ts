import { Global, Module } from '@nestjs/common';
import { DomainEvents } from './domain-events';
import { DirectFieldResolvers } from './graphql/direct-fields';
import { MONEY_DIRECT_FIELDS } from './graphql/money.model';
import { RateLimits } from './rate-limits';

@Global()
@Module({ providers: [RateLimits, DomainEvents, DirectFieldResolvers], exports: [RateLimits, DomainEvents, DirectFieldResolvers] })
export class CommonModule {
  constructor(directFields: DirectFieldResolvers) {
    directFields.add('Money', MONEY_DIRECT_FIELDS);
  }
}
