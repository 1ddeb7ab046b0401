import {
  ADMIN_AUDIT_PAGE_SIZE,
  ADMIN_MESSAGES,
  type AdminAuditResponse,
  type AdminMeResponse,
  type AdminUserDetailResponse,
  type AdminUserSummary,
  type UserRole,
} from '@orato/shared';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds } from '../../lib/clock';
import type { AdminAuditRepository } from './admin-audit.repository';
import type { AdminUsersRepository } from './admin-users.repository';
import { toAdminJob, toAdminPayment, toAuditEntry, toLedgerEntry } from './admin.views';
import type { StaffUser } from './staff-session.service';

type SummaryRow = Awaited<ReturnType<AdminUsersRepository['search']>>[number];

/** What staff read: who they are, users found and one user's whole record, and the audit log. */
export class AdminUsersService {
  constructor(
    private readonly users: AdminUsersRepository,
    private readonly audit: AdminAuditRepository,
    private readonly storage: Pick<ObjectStorage, 'getDownloadUrl'>,
    private readonly supportAdjustLimit: number,
  ) {}

  me(staff: StaffUser): AdminMeResponse {
    return {
      user_id: staff.id,
      email: staff.email,
      role: staff.role,
      fresh: staff.freshUntil !== null,
      fresh_until: toUnixSeconds(staff.freshUntil),
      support_adjust_limit: this.supportAdjustLimit,
    };
  }

  async search(text: string): Promise<AdminUserSummary[]> {
    return (await this.users.search(text)).map(toSummary);
  }

  async detail(userId: string): Promise<AdminUserDetailResponse> {
    const user = await this.users.find(userId);
    if (!user) {
      throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
    }
    const [payments, ledger, jobs, keys, sessions, avatars] = await Promise.all([
      this.users.payments(userId),
      this.users.ledger(userId),
      this.users.jobs(userId),
      this.users.apiKeys(userId),
      this.users.sessions(userId),
      this.users.avatars(userId),
    ]);
    return {
      user: {
        ...toSummary(user),
        email_verified: user.emailVerifiedAt !== null,
        subscription_status: user.subscriptionStatus,
        next_billing_date: toUnixSeconds(user.nextBillingDate),
      },
      payments: payments.map(toAdminPayment),
      ledger: ledger.map(toLedgerEntry),
      jobs: jobs.map((job) => toAdminJob(job, user.email)),
      api_keys: keys.map((key) => ({
        id: key.id,
        name: key.name,
        prefix: key.prefix,
        created_at: toUnixSeconds(key.createdAt),
        last_used_at: toUnixSeconds(key.lastUsedAt),
        revoked_at: toUnixSeconds(key.revokedAt),
      })),
      sessions: sessions.map((session) => ({
        created_at: toUnixSeconds(session.createdAt),
        last_seen_at: toUnixSeconds(session.lastSeenAt),
        expires_at: toUnixSeconds(session.expiresAt),
      })),
      avatars: await Promise.all(
        avatars.map(async (avatar) => ({
          id: avatar.id,
          name: avatar.name,
          thumbnail_url: await this.storage.getDownloadUrl(avatar.thumbnailKey),
          created_at: toUnixSeconds(avatar.createdAt),
        })),
      ),
    };
  }

  async auditLog(page: number, targetUserId?: string): Promise<AdminAuditResponse> {
    const rows = await this.audit.list({
      limit: ADMIN_AUDIT_PAGE_SIZE + 1,
      offset: (page - 1) * ADMIN_AUDIT_PAGE_SIZE,
      targetUserId,
    });
    return {
      entries: rows
        .slice(0, ADMIN_AUDIT_PAGE_SIZE)
        .map((row) => toAuditEntry(row.entry, row.targetEmail)),
      page,
      has_more: rows.length > ADMIN_AUDIT_PAGE_SIZE,
    };
  }
}

function toSummary(row: SummaryRow): AdminUserSummary {
  return {
    id: row.id,
    email: row.email,
    plan: row.plan,
    role: row.role as UserRole,
    available: Number(row.available),
    held: Number(row.held),
    created_at: toUnixSeconds(row.createdAt),
  };
}
