import { Args, ID, Mutation, Query } from '@nestjs/graphql';
import { AdminResolver } from '../graphql/api-membership';
import { ClientIp } from '../accounts/auth.decorators';
import { resultOf } from '../common/graphql/error-result';
import { CreateStaffInput, CreateStaffResult, StaffLoginInput, StaffLoginResult, StaffMeModel, StaffModel, UpdateStaffInput, UpdateStaffResult } from './graphql/staff.models';
import type { StaffActor } from './permissions';
import { CurrentStaff, OpenToAnonymousStaff } from './staff-authentication.guard';
import { StaffService } from './staff.service';

/** Admin API: staff sessions and the shop's people. */
@AdminResolver()
export class StaffResolver {
  constructor(private readonly staff: StaffService) {}

  @Mutation(() => StaffLoginResult, { description: 'Opens a back-office session (shorter-lived than a shopper’s).' })
  @OpenToAnonymousStaff()
  staffLogin(@Args('input') input: StaffLoginInput, @ClientIp() ip: string) {
    return resultOf(StaffLoginResult, () => this.staff.login(input, ip));
  }

  @Query(() => StaffMeModel, { description: 'The member of staff logged in, and what they may do.' })
  activeStaff(@CurrentStaff() actor: StaffActor) {
    return this.staff.me(actor);
  }

  @Query(() => [StaffModel], { description: 'Owners only.' })
  staffMembers(@CurrentStaff() actor: StaffActor) {
    return this.staff.list(actor);
  }

  @Mutation(() => CreateStaffResult, { description: 'Owners only.' })
  createStaffMember(@CurrentStaff() actor: StaffActor, @Args('input') input: CreateStaffInput) {
    return resultOf(CreateStaffResult, () => this.staff.create(actor, input));
  }

  @Mutation(() => UpdateStaffResult, { description: 'Owners only: change a role, or deactivate (a deactivated member’s session ends at once).' })
  updateStaffMember(@CurrentStaff() actor: StaffActor, @Args('id', { type: () => ID }) id: string, @Args('input') input: UpdateStaffInput) {
    return resultOf(UpdateStaffResult, () => this.staff.update(actor, id, input));
  }
}
