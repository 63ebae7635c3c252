import { Global, Module } from '@nestjs/common';
import { MoneyResolver } from './graphql/money.model';
import { RateLimits } from './rate-limits';

@Global()
@Module({ providers: [MoneyResolver, RateLimits], exports: [RateLimits] })
export class CommonModule {}
