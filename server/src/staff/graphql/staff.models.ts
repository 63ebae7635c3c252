import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { InvalidCredentialsError } from '../../accounts/accounts.errors';
import { TooManyAttemptsError, ValidationError } from '../../common/expected-errors';
import { resultUnion } from '../../common/graphql/error-result';
import { PERMISSIONS, STAFF_ROLES, type Permission, type StaffRole } from '../permissions';
import { LastOwnerError, StaffEmailTakenError } from '../staff.errors';

export const StaffRoleEnum = Object.fromEntries(STAFF_ROLES.map((r) => [r, r])) as { [R in StaffRole]: R };
registerEnumType(StaffRoleEnum, { name: 'StaffRole', description: 'OWNER: everything, staff and settings included. STAFF: catalogue, stock, promo codes, orders and the audit log.' });

export const PermissionEnum = Object.fromEntries(PERMISSIONS.map((p) => [p, p])) as { [P in Permission]: P };
registerEnumType(PermissionEnum, { name: 'Permission' });

@ObjectType('Staff')
export class StaffModel {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => String) email: string;
  @Field(() => StaffRoleEnum) role: StaffRole;
  @Field(() => Boolean) active: boolean;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { nullable: true }) lastLoginAt: Date | null;
}

@ObjectType('StaffSession', { description: 'Send the token as "Authorization: Bearer <token>" to /admin-api.' })
export class StaffSessionModel {
  @Field(() => String) token: string;
  @Field(() => StaffModel) staff: StaffModel;
}

@ObjectType('StaffMe')
export class StaffMeModel extends StaffModel {
  @Field(() => [PermissionEnum], { description: 'What this member may do; the server checks each operation anyway.' })
  permissions: Permission[];
}

@InputType('StaffLoginInput')
export class StaffLoginInput {
  @Field(() => String) email: string;
  @Field(() => String) password: string;
}

@InputType('CreateStaffInput')
export class CreateStaffInput {
  @Field(() => String) name: string;
  @Field(() => String) email: string;
  @Field(() => String, { description: 'At least 8 characters; the new member should change it.' }) password: string;
  @Field(() => StaffRoleEnum) role: StaffRole;
}

@InputType('UpdateStaffInput')
export class UpdateStaffInput {
  @Field(() => StaffRoleEnum, { nullable: true }) role?: StaffRole;
  @Field(() => Boolean, { nullable: true }) active?: boolean;
}

export const StaffLoginResult = resultUnion('StaffLoginResult', StaffSessionModel, [ValidationError, InvalidCredentialsError, TooManyAttemptsError]);
export const CreateStaffResult = resultUnion('CreateStaffResult', StaffModel, [ValidationError, StaffEmailTakenError]);
export const UpdateStaffResult = resultUnion('UpdateStaffResult', StaffModel, [LastOwnerError]);
