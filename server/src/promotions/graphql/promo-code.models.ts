import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ValidationError } from '../../common/expected-errors';
import { resultUnion } from '../../common/graphql/error-result';
import { MoneyModel } from '../../common/graphql/money.model';
import { PageOf } from '../../common/graphql/page.model';
import type { PromoCodeStatus, PromoCodeUse } from '../admin/promo-codes-admin.service';
import { PromoCodeTakenError } from '../promotions.errors';

export const PromoCodeStatusEnum = { ACTIVE: 'ACTIVE', SCHEDULED: 'SCHEDULED', EXPIRED: 'EXPIRED', DISABLED: 'DISABLED' } as const satisfies { [S in PromoCodeStatus]: S };
registerEnumType(PromoCodeStatusEnum, {
  name: 'PromoCodeStatus',
  description: 'DISABLED by staff; otherwise by its window now: SCHEDULED before its start, EXPIRED from its end, else ACTIVE.',
});

export const PromoCodeUseStateEnum = { HELD: 'HELD', REDEEMED: 'REDEEMED' } as const satisfies { [S in PromoCodeUse['state']]: S };
registerEnumType(PromoCodeUseStateEnum, { name: 'PromoCodeUseState', description: 'HELD by an order awaiting payment; REDEEMED by a paid one.' });

@ObjectType('PromoCode')
export class PromoCodeModel {
  @Field(() => ID) id: string;
  @Field(() => String) code: string;
  @Field(() => String) description: string;
  @Field(() => Int) percentOff: number;
  @Field(() => Date, { nullable: true }) startsAt: Date | null;
  @Field(() => Date, { nullable: true }) endsAt: Date | null;
  @Field(() => Int, { nullable: true, description: 'Uses in all, paid or awaiting payment; null: no limit.' }) usageLimit: number | null;
  @Field(() => Int, { nullable: true, description: 'Uses per customer; null: no limit.' }) perCustomerLimit: number | null;
  @Field(() => MoneyModel, { description: 'Subtotal a cart needs for the code to apply.' }) minSubtotal: MoneyModel;
  @Field(() => Int, { description: 'Paid orders that used it.' }) timesRedeemed: number;
  @Field(() => Int, { description: 'Orders awaiting payment that hold it.' }) timesHeld: number;
  @Field(() => PromoCodeStatusEnum) status: PromoCodeStatus;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('PromoCodePage')
export class PromoCodePageModel extends PageOf(PromoCodeModel) {}

@InputType('PromoCodeInput', { description: "A code's terms; an update replaces them all." })
export class PromoCodeInput {
  @Field(() => String, { description: 'Trimmed and upper-cased: 2 to 32 letters, digits, dashes or underscores; unique.' }) code: string;
  @Field(() => String, { nullable: true }) description?: string;
  @Field(() => Int, { description: '1 to 90.' }) percentOff: number;
  @Field(() => Date, { nullable: true }) startsAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'After startsAt.' }) endsAt?: Date | null;
  @Field(() => Int, { nullable: true }) usageLimit?: number | null;
  @Field(() => Int, { nullable: true }) perCustomerLimit?: number | null;
  @Field(() => Int, { nullable: true, description: 'Minor units (cents); 0 when omitted.' }) minSubtotalCents?: number | null;
}

@ObjectType('PromoCodeUse', { description: 'An order that used a code, or holds it while awaiting payment.' })
export class PromoCodeUseModel {
  @Field(() => String) tranId: string;
  @Field(() => String) customerEmail: string;
  @Field(() => Date, { description: 'When the order was placed (held) or paid (redeemed).' }) at: Date;
  @Field(() => PromoCodeUseStateEnum) state: PromoCodeUse['state'];
}

@ObjectType('PromoCodeUsePage')
export class PromoCodeUsePageModel extends PageOf(PromoCodeUseModel) {}

export const CreatePromoCodeResult = resultUnion('CreatePromoCodeResult', PromoCodeModel, [ValidationError, PromoCodeTakenError]);
export const UpdatePromoCodeResult = resultUnion('UpdatePromoCodeResult', PromoCodeModel, [ValidationError, PromoCodeTakenError]);
