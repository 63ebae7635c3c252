import { Query } from '@nestjs/graphql';
import { AdminResolver } from '../../graphql/api-membership';
import type { StaffActor } from '../../staff/permissions';
import { CurrentStaff } from '../../staff/staff-authentication.guard';
import { AdminDashboardModel } from './dashboard.models';
import { DashboardService } from './dashboard.service';

/** Admin API: the back office's landing figures (ORDERS permission). */
@AdminResolver()
export class DashboardResolver {
  constructor(private readonly dashboard: DashboardService) {}

  @Query(() => AdminDashboardModel, { description: 'Sales for today, 7 and 30 days beside the periods before them, daily revenue, orders per status, low stock and the newest orders.' })
  adminDashboard(@CurrentStaff() actor: StaffActor) {
    return this.dashboard.dashboard(actor);
  }
}
