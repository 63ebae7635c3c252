import { Field, ID, ObjectType } from '@nestjs/graphql';
import { PageOf } from '../../common/graphql/page.model';

@ObjectType('AuditEntry', { description: 'One admin change: who, what, when, and the values before and after.' })
export class AuditEntryModel {
  @Field(() => ID) id: string;
  @Field(() => Date) at: Date;
  @Field(() => ID) staffId: string;
  @Field(() => String) staffEmail: string;
  @Field(() => String, { description: 'What was done, as entity.verb: product.update, staff.create…' }) action: string;
  @Field(() => String) entityType: string;
  @Field(() => String) entityId: string;
  @Field(() => String, { nullable: true, description: 'The values before, as JSON; null for a creation.' }) before: string | null;
  @Field(() => String, { nullable: true, description: 'The values after, as JSON; null for a removal.' }) after: string | null;
}

@ObjectType('AuditEntryPage')
export class AuditEntryPageModel extends PageOf(AuditEntryModel) {}
