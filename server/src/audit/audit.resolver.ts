import { Args, ID, Int, Query } from '@nestjs/graphql';
import { AdminResolver } from '../graphql/api-membership';
import { toPageRequest } from '../common/pagination';
import type { StaffActor } from '../staff/permissions';
import { CurrentStaff } from '../staff/staff-authentication.guard';
import { AuditService } from './audit.service';
import { AuditEntryPageModel } from './graphql/audit.models';

/** Admin API: the audit log, newest first. Read-only: nothing in any API edits it. */
@AdminResolver()
export class AuditResolver {
  constructor(private readonly audit: AuditService) {}

  @Query(() => AuditEntryPageModel)
  async auditLog(
    @CurrentStaff() actor: StaffActor,
    @Args('entityType', { type: () => String, nullable: true }) entityType: string | undefined,
    @Args('entityId', { type: () => String, nullable: true }) entityId: string | undefined,
    @Args('staffId', { type: () => ID, nullable: true }) staffId: string | undefined,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: 50 }) pageSize: number,
  ) {
    const result = await this.audit.list(actor, { entityType, entityId, staffId }, toPageRequest(page, pageSize));
    return { ...result, items: result.items.map((entry) => ({ ...entry, before: json(entry.before), after: json(entry.after) })) };
  }
}

function json(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}
