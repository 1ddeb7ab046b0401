import type { AdminAuditAction } from '@orato/shared';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { staffAuditLog, users } from '../../db/schema';

// Reads users beside its own table: the target account's e-mail, joined into each audit entry
// the console lists.

export interface AuditRecord {
  actorId: string | null;
  actorEmail: string;
  action: AdminAuditAction;
  targetUserId: string | null;
  subject: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string;
}

const targets = alias(users, 'audit_target');

/** SQL for the staff audit log: append and read, never edit (a trigger refuses it too). */
export class AdminAuditRepository {
  constructor(private readonly db: Database) {}

  async append(record: AuditRecord): Promise<void> {
    await this.db.insert(staffAuditLog).values(record);
  }

  /** Newest first; one user's rows when `targetUserId` is given. */
  list(options: { limit: number; offset: number; targetUserId?: string }) {
    const query = this.db
      .select({ entry: staffAuditLog, targetEmail: targets.email })
      .from(staffAuditLog)
      .leftJoin(targets, eq(targets.id, staffAuditLog.targetUserId))
      .orderBy(desc(staffAuditLog.seq))
      .limit(options.limit)
      .offset(options.offset);
    return options.targetUserId
      ? query.where(eq(staffAuditLog.targetUserId, options.targetUserId))
      : query;
  }
}

export type AuditListRow = Awaited<ReturnType<AdminAuditRepository['list']>>[number];
