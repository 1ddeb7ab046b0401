import {
  ADMIN_MESSAGES,
  type AdminJobCancelResponse,
  type AdminJobRetryResponse,
  type AdminJobsQuery,
  type AdminJobsResponse,
  type FeatureKey,
} from '@orato/shared';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds, type Clock } from '../../lib/clock';
import type { GenerationService } from '../generation/generation.service';
import type { AdminJobListRow, AdminJobsRepository } from './admin-jobs.repository';
import type { InAdminTransaction } from './admin.scope';
import { toAdminJob } from './admin.views';
import type { StaffUser } from './staff-session.service';

/**
 * The console's jobs: failed, stuck and queued lists; a failed job retried as a new attempt
 * (held again through the generation pipeline's own path), a running one cancelled (its hold
 * returned through the pipeline's release). Each action's audit row commits with its change.
 */
export class AdminJobsService {
  constructor(
    private readonly jobs: AdminJobsRepository,
    private readonly generations: Pick<
      GenerationService,
      'insertHeld' | 'enqueue' | 'endFailed' | 'afterFailed'
    >,
    private readonly inTransaction: InAdminTransaction,
    private readonly clock: Clock,
  ) {}

  async list(query: AdminJobsQuery): Promise<AdminJobsResponse> {
    const [rows, queued] = await Promise.all([
      this.jobs.list(query.list, this.clock(), query.feature),
      this.jobs.queuedByTool(),
    ]);
    return {
      list: query.list,
      jobs: rows.map((row) => toAdminJob(row.job, row.userEmail)),
      queued_by_tool: queued.map((row) => ({
        feature: row.feature,
        count: row.count,
        oldest_at: toUnixSeconds(new Date(row.oldestAt)),
      })),
    };
  }

  async retry(staff: StaffUser, jobId: string, reason: string): Promise<AdminJobRetryResponse> {
    const { job, userEmail } = await this.ownJob(jobId);
    if (job.state !== 'FAILED') {
      throw new AppError('CONFLICT', ADMIN_MESSAGES.notFailed);
    }
    const input = job.input as { title?: string | null; avatar?: string | null };
    const retried = await this.inTransaction(async (scope) => {
      const row = await this.generations.insertHeld(scope, {
        userId: job.userId,
        feature: job.feature as FeatureKey,
        input: job.input,
        holdCredits: job.holdCredits,
        title: input.title ?? null,
        avatar: input.avatar ?? null,
        expectedSeconds: job.expectedSeconds ?? undefined,
      });
      await scope.audit.append({
        actorId: staff.id,
        actorEmail: staff.email,
        action: 'job.retry',
        targetUserId: job.userId,
        subject: job.id,
        before: { state: job.state, error: job.error },
        after: { retried_as: row.id, held: row.holdCredits },
        reason,
      });
      return row;
    });
    await this.generations.enqueue(retried.id);
    return { job: toAdminJob(retried, userEmail), retried_from: job.id };
  }

  async cancel(staff: StaffUser, jobId: string, reason: string): Promise<AdminJobCancelResponse> {
    const { job, userEmail } = await this.ownJob(jobId);
    if (job.state !== 'QUEUED' && job.state !== 'PROCESSING') {
      throw new AppError('CONFLICT', ADMIN_MESSAGES.notRunning);
    }
    const error = ADMIN_MESSAGES.cancelledByStaff(reason);
    await this.inTransaction(async (scope) => {
      if (!(await this.generations.endFailed(scope, job, error))) {
        // it ended meanwhile: the transaction's release rolls back with this
        throw new AppError('CONFLICT', ADMIN_MESSAGES.notRunning);
      }
      await scope.audit.append({
        actorId: staff.id,
        actorEmail: staff.email,
        action: 'job.cancel',
        targetUserId: job.userId,
        subject: job.id,
        before: { state: job.state, held: job.holdCredits },
        after: { state: 'FAILED', returned: job.holdCredits },
        reason,
      });
    });
    await this.generations.afterFailed(job);
    const after = (await this.jobs.find(job.id))!;
    return { job: toAdminJob(after.job, userEmail), credits_returned: job.holdCredits };
  }

  /** A job of its own; a storyboard's part moves with its storyboard, never alone. */
  private async ownJob(jobId: string): Promise<AdminJobListRow> {
    const row = await this.jobs.find(jobId);
    if (!row) {
      throw new AppError('NOT_FOUND', ADMIN_MESSAGES.jobNotFound);
    }
    if (row.job.storyboardId) {
      throw new AppError('CONFLICT', ADMIN_MESSAGES.storyboardPart);
    }
    return row;
  }
}
