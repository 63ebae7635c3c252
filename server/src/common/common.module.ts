import { Global, Module } from '@nestjs/common';
import { MoneyResolver } from './graphql/money.model';
import { DomainEvents } from './domain-events';
import { RateLimits } from './rate-limits';

@Global()
@Module({ providers: [MoneyResolver, RateLimits, DomainEvents], exports: [RateLimits, DomainEvents] })
export class CommonModule {}
