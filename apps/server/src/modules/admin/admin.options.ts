import type { AdminCreditsService } from './admin-credits.service';
import type { AdminInsightsService } from './admin-insights.service';
import type { AdminJobsService } from './admin-jobs.service';
import type { AdminRefundService } from './admin-refund.service';
import type { AdminUsersService } from './admin-users.service';
import type { StaffRolesService } from './staff-roles.service';
import type { StaffSessionService } from './staff-session.service';

export interface AdminRouteOptions {
  /** The session cookie's name: the console opens only for a browser session. */
  sessionCookie: { name: string };
  staffSessions: StaffSessionService;
  users: AdminUsersService;
  credits: AdminCreditsService;
  roles: StaffRolesService;
  refunds: AdminRefundService;
  jobs: AdminJobsService;
  insights: AdminInsightsService;
}

/** Staff writes are limited per client like the other state-changing routes. */
export const STAFF_WRITE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
