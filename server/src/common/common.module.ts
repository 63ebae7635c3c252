import { Global, Module } from '@nestjs/common';
import { DomainEvents } from './domain-events';
import { RateLimits } from './rate-limits';

@Global()
@Module({ providers: [RateLimits, DomainEvents], exports: [RateLimits, DomainEvents] })
export class CommonModule {}
