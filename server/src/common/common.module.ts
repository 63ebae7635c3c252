import { Global, Module } from '@nestjs/common';
import { MoneyResolver } from './graphql/money.model';

@Global()
@Module({ providers: [MoneyResolver] })
export class CommonModule {}
