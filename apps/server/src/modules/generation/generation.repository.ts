import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/database';
import { generations, users } from '../../db/schema';

// Reads users beside its own table: the owner's address and e-mail setting when a job ends (the
// notice), one row by key.

export type GenerationRow = typeof generations.$inferSelect;
export type NewGeneration = typeof generations.$inferInsert;
export type GenerationState = GenerationRow['state'];
const FINAL_STATES: GenerationState[] = ['COMPLETE', 'FAILED'];
const SUBMITTING = 'submitting';

export class GenerationRepository {
  constructor(private readonly db: Database) {}

  async insert(values: NewGeneration): Promise<GenerationRow> {
    const [row] = await this.db.insert(generations).values(values).returning();
    return row!;
  }

  /** Several rows in one statement (a burst of one person's submits); nothing for none. */
  async insertMany(values: NewGeneration[]): Promise<GenerationRow[]> {
    return values.length ? this.db.insert(generations).values(values).returning() : [];
  }

  async deleteMany(ids: string[]): Promise<void> {
    if (ids.length) {
      await this.db.delete(generations).where(inArray(generations.id, ids));
    }
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(generations).where(eq(generations.id, id));
  }

  async find(id: string): Promise<GenerationRow | undefined> {
    const [row] = await this.db.select().from(generations).where(eq(generations.id, id));
    return row;
  }

  /** Updates a generation that has not finished; false when it had (a finished row never changes). */
  async updateRunning(id: string, values: Partial<NewGeneration>): Promise<boolean> {
    const updated = await this.db
      .update(generations)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(generations.id, id), notInArray(generations.state, FINAL_STATES)))
      .returning({ id: generations.id });
    return updated.length > 0;
  }

  /**
   * Claims the one provider submission of a generation: true for the caller that may submit. A
   * claim older than `staleSeconds` belonged to a worker that died mid-submit and can be taken over.
   */
  async claimSubmission(id: string, staleSeconds: number): Promise<boolean> {
    const claimed = await this.db
      .update(generations)
      .set({ stage: SUBMITTING, updatedAt: sql`now()` })
      .where(
        and(
          eq(generations.id, id),
          notInArray(generations.state, FINAL_STATES),
          isNull(generations.providerOperationId),
          sql`(${generations.stage} is distinct from ${SUBMITTING} or ${generations.updatedAt} < now() - ${staleSeconds} * interval '1 second')`,
        ),
      )
      .returning({ id: generations.id });
    return claimed.length > 0;
  }

  /** Gives a claim back after a submission the provider did not accept, so a retry may submit. */
  async releaseSubmission(id: string): Promise<void> {
    await this.db
      .update(generations)
      .set({ stage: 'queued', updatedAt: sql`now()` })
      .where(
        and(
          eq(generations.id, id),
          eq(generations.stage, SUBMITTING),
          isNull(generations.providerOperationId),
        ),
      );
  }

  /** Generations that should be moving but have no worker on them: queued too long, or past deadline. */
  async findStranded(queuedBefore: Date, now: Date): Promise<GenerationRow[]> {
    return this.db
      .select()
      .from(generations)
      .where(
        sql`(${generations.state} = 'QUEUED' and ${generations.updatedAt} < ${queuedBefore.toISOString()}) or (${inArray(generations.state, ['QUEUED', 'PROCESSING'])} and ${lt(generations.deadlineAt, now)})`,
      );
  }

  /**
   * Moves a running generation forward: progress only ever rises, and a new stage restarts the
   * stage clock. False when it had finished.
   */
  async advance(
    id: string,
    change: { progress?: number; stage?: string; at: Date },
  ): Promise<boolean> {
    const updated = await this.db
      .update(generations)
      .set({
        ...(change.progress !== undefined && {
          progress: sql`greatest(${generations.progress}, ${change.progress})`,
        }),
        ...(change.stage !== undefined && {
          stage: change.stage,
          stageStartedAt: sql`case when ${generations.stage} is distinct from ${change.stage} then ${change.at.toISOString()}::timestamptz else ${generations.stageStartedAt} end`,
        }),
        updatedAt: sql`now()`,
      })
      .where(and(eq(generations.id, id), notInArray(generations.state, FINAL_STATES)))
      .returning({ id: generations.id });
    return updated.length > 0;
  }

  /**
   * Queued generations ahead of a job, oldest first. Jobs made in the same millisecond are ordered
   * by id, so the queue order is total and no two jobs share a place.
   */
  async queuedBefore(job: { createdAt: Date; id?: string }, limit = 200): Promise<GenerationRow[]> {
    const earlier = lt(generations.createdAt, job.createdAt);
    const ahead = job.id
      ? or(earlier, and(eq(generations.createdAt, job.createdAt), lt(generations.id, job.id)))
      : lte(generations.createdAt, job.createdAt);
    return this.db
      .select()
      .from(generations)
      .where(and(eq(generations.state, 'QUEUED'), ahead))
      .orderBy(asc(generations.createdAt), asc(generations.id))
      .limit(limit);
  }

  /** Where a job's notice goes and whether its owner wants one. */
  async ownerOf(userId: string): Promise<{ email: string; jobEmails: string } | undefined> {
    const [row] = await this.db
      .select({ email: users.email, jobEmails: users.jobEmails })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  /** Claims the one notice of a finished job: true for the caller that may send it. */
  async claimNotice(id: string, at: Date): Promise<boolean> {
    const claimed = await this.db
      .update(generations)
      .set({ notifiedAt: at })
      .where(
        and(
          eq(generations.id, id),
          isNull(generations.notifiedAt),
          inArray(generations.state, FINAL_STATES),
        ),
      )
      .returning({ id: generations.id });
    return claimed.length > 0;
  }

  /** Notes that the job's page asked about it (at most one write every few seconds). */
  async markSeen(id: string, at: Date): Promise<void> {
    await this.db
      .update(generations)
      .set({ seenAt: at })
      .where(
        and(
          eq(generations.id, id),
          sql`(${generations.seenAt} is null or ${generations.seenAt} < ${at.toISOString()}::timestamptz - interval '5 seconds')`,
        ),
      );
  }

  /** A user's generations not yet finished, oldest first. */
  async activeOf(userId: string, limit = 50): Promise<GenerationRow[]> {
    return this.db
      .select()
      .from(generations)
      .where(
        and(
          eq(generations.userId, userId),
          notInArray(generations.state, FINAL_STATES),
          // a storyboard's parts are listed as the storyboard
          isNull(generations.storyboardId),
        ),
      )
      .orderBy(asc(generations.createdAt), asc(generations.id))
      .limit(limit);
  }

  /** Generations a worker is on now. */
  async processing(limit = 200): Promise<GenerationRow[]> {
    return this.db
      .select()
      .from(generations)
      .where(eq(generations.state, 'PROCESSING'))
      .limit(limit);
  }

  /**
   * How long the last `sample` finished runs of an engine took: per job, and per second of output
   * where the output has a length. Undefined before any.
   */
  async measuredThroughput(
    feature: string,
    provider: string,
    sample = 20,
    /** How much longer a 1080p run takes: its time counts as this many 720p runs' less. */
    highResolutionFactor = 1,
  ): Promise<{ perJob: number; perOutputSecond: number | null } | undefined> {
    const recent = this.db
      .select({
        run: sql<number>`extract(epoch from (${generations.completedAt} - ${generations.startedAt})) / (case when ${generations.resolution} = '1080p' then ${highResolutionFactor}::float8 else 1 end)`.as(
          'run',
        ),
        duration: generations.durationSeconds,
      })
      .from(generations)
      .where(
        and(
          eq(generations.state, 'COMPLETE'),
          eq(generations.feature, feature),
          eq(generations.provider, provider),
          isNotNull(generations.startedAt),
          isNotNull(generations.completedAt),
        ),
      )
      .orderBy(desc(generations.completedAt))
      .limit(sample)
      .as('recent');
    const [row] = await this.db
      .select({
        runs: sql<number>`count(*)::int`,
        perJob: sql<number>`avg(${recent.run})::float8`,
        perOutputSecond: sql<
          number | null
        >`(sum(${recent.run}) filter (where ${recent.duration} > 0) / nullif(sum(${recent.duration}) filter (where ${recent.duration} > 0), 0))::float8`,
      })
      .from(recent);
    return row && row.runs > 0
      ? { perJob: Math.max(0, row.perJob), perOutputSecond: row.perOutputSecond }
      : undefined;
  }

  /** A new poster for a delivered job (its library entry's, chosen by its owner). */
  async setThumbnail(id: string, thumbnailKey: string): Promise<void> {
    await this.db.update(generations).set({ thumbnailKey }).where(eq(generations.id, id));
  }
}
