import { randomUUID } from 'node:crypto';
import { MESSAGES, type FeatureKey } from '@orato/shared';
import { AppError } from '../../../lib/app-error';
import { addSeconds } from '../../../lib/clock';
import { KeyedBatches } from '../../../lib/keyed-batches';
import type { GenerationRow, NewGeneration } from '../generation.repository';
import {
  enqueueRun,
  enqueueRuns,
  specOf,
  type PipelineDependencies,
  type SettlementScope,
} from './pipeline.types';

export interface StartGeneration {
  userId: string;
  feature: FeatureKey;
  input: Record<string, unknown>;
  holdCredits: number;
  title: string | null;
  avatar?: string | null;
  /** Seconds of output expected (an avatar script's spoken length); the ETA is measured per second. */
  expectedSeconds?: number;
  /** The job's format, already checked against its engine (`resolveVideoFormat`); null resolution: an image. */
  format?: { aspect: string; resolution: string | null };
  captionStyle?: string | null;
}

/**
 * A job's start: the `generations` row (QUEUED) and its credit hold commit together, or nothing,
 * and then its run is queued. The tool's service has quoted and checked it already.
 *
 * One person's starts that arrive while another of theirs is being written go together, in one
 * transaction that holds each in arrival order as the balance covers it: a burst of
 * submits locks the balance row once per batch instead of queueing on it for a commit each, and
 * the starts the balance cannot cover are refused by the same statement.
 */
export class StartStep {
  private readonly off = new Map<FeatureKey, string>();
  private readonly together = new KeyedBatches<StartGeneration, GenerationRow>((userId, requests) =>
    this.startTogether(userId, requests),
  );

  constructor(private readonly deps: PipelineDependencies) {}

  async start(request: StartGeneration): Promise<GenerationRow> {
    this.assertOn(request.feature);
    return this.together.submit(request.userId, request);
  }

  /**
   * One transaction for one person's starts: their rows, their holds in one statement (a refused
   * hold's row is gone again before the commit), then one queue write for the runs held. Should
   * the batch fail, each start is tried alone, so that one start's failure is its own.
   */
  private async startTogether(
    userId: string,
    requests: StartGeneration[],
  ): Promise<(GenerationRow | Error)[]> {
    if (requests.length === 1) {
      // a lone refusal costs one read, not a transaction; in a batch, the hold's one statement
      // refuses what the balance cannot cover, reading nothing more
      await this.deps.credits.assertAffordable(userId, requests[0]!.holdCredits);
    }
    try {
      return await this.insertTogether(userId, requests);
    } catch (error) {
      if (requests.length === 1) {
        throw error;
      }
      const alone: (GenerationRow | Error)[] = [];
      for (const request of requests) {
        alone.push(await this.insertTogether(userId, [request]).then(([row]) => row!, asError));
      }
      return alone;
    }
  }

  private async insertTogether(
    userId: string,
    requests: StartGeneration[],
  ): Promise<(GenerationRow | Error)[]> {
    const rows = requests.map((request) => this.newRow(request));
    const { inserted, available } = await this.deps.inTransaction(async (scope) => {
      // the rows before the hold: the balance row stays unlocked until the hold, so the lock
      // lasts one statement and the commit, and a deletion of the account racing this start
      // is not made to wait on it (the start then fails on its owner, and answers 410)
      const written = await scope.generations.insertMany(rows);
      const holds = await scope.credits.holdInOrder(
        userId,
        rows.map((row) => ({ jobId: row.id, amount: row.holdCredits, reason: row.feature })),
      );
      const refused = written.filter((row) => !holds.held.has(row.id));
      // a refused start leaves no row behind once this commits
      await scope.generations.deleteMany(refused.map((row) => row.id));
      return {
        inserted: written.filter((row) => holds.held.has(row.id)),
        available: holds.available,
      };
    });
    await this.enqueueAll(inserted.map((row) => row.id));
    const byId = new Map(inserted.map((row) => [row.id, row]));
    return rows.map(
      (row) =>
        byId.get(row.id) ??
        new AppError(
          'PAYMENT_REQUIRED',
          MESSAGES.server.notEnoughCredits(row.holdCredits, available),
        ),
    );
  }

  /**
   * Inserts a generation and holds its credits in the caller's transaction (a staff retry writes
   * its audit row beside them); `enqueue` runs it once that transaction has committed.
   */
  async insertHeld(scope: SettlementScope, request: StartGeneration): Promise<GenerationRow> {
    this.assertOn(request.feature);
    const spec = specOf(this.deps.features, request.feature);
    const { clock } = this.deps;
    const inserted = await scope.generations.insert({
      userId: request.userId,
      feature: request.feature,
      provider: spec.generator.provider,
      input: jobInput(request),
      holdCredits: request.holdCredits,
      // every time of a job is on one clock: waits and run times are measured against it
      createdAt: clock(),
      deadlineAt: addSeconds(clock(), spec.deadlineSeconds),
      stage: 'queued',
      expectedSeconds: request.expectedSeconds ?? null,
      ...formatColumns(request),
    });
    await scope.credits.hold(request.userId, request.holdCredits, inserted.id, request.feature);
    return inserted;
  }

  /**
   * The row of a storyboard's part, to insert in the storyboard's own transaction (its hold goes
   * with it, keyed by its id); `enqueue` runs it once that transaction has committed.
   */
  newPart(request: StartGeneration & { storyboardId: string }): NewGeneration {
    return { ...this.newRow(request), storyboardId: request.storyboardId };
  }

  /** A new row with its id, so that its hold can be keyed before it is written. */
  private newRow(request: StartGeneration): NewGeneration & { id: string } {
    const spec = specOf(this.deps.features, request.feature);
    const now = this.deps.clock();
    return {
      id: randomUUID(),
      userId: request.userId,
      feature: request.feature,
      provider: spec.generator.provider,
      input: jobInput(request),
      holdCredits: request.holdCredits,
      createdAt: now,
      deadlineAt: addSeconds(now, spec.deadlineSeconds),
      stage: 'queued',
      expectedSeconds: request.expectedSeconds ?? null,
      ...formatColumns(request),
    };
  }

  /** Queues a generation's run; a failure leaves it to the sweep, which starts queued rows. */
  async enqueue(generationId: string): Promise<void> {
    try {
      await enqueueRun(this.deps, generationId);
    } catch (error) {
      this.deps.logger.error({ err: error, generationId }, 'left for the sweep to start');
    }
  }

  /** Queues the runs of generations just started; a failure leaves them to the sweep. */
  private async enqueueAll(generationIds: string[]): Promise<void> {
    if (generationIds.length <= 1) {
      return generationIds.length ? this.enqueue(generationIds[0]!) : undefined;
    }
    try {
      await enqueueRuns(this.deps, generationIds);
    } catch (error) {
      this.deps.logger.error({ err: error, generationIds }, 'left for the sweep to start');
    }
  }

  /**
   * Turns a tool off while this process runs (its provider cannot serve it: a retired model):
   * starting one is refused with `message`, before anything is held, and the tool page shows it.
   */
  turnOff(feature: FeatureKey, message: string): void {
    this.off.set(feature, message);
  }

  /** The tools turned off, each with the words its page shows. */
  unavailable(): Partial<Record<FeatureKey, string>> {
    return Object.fromEntries(this.off);
  }

  private assertOn(feature: FeatureKey): void {
    const off = this.off.get(feature);
    if (off) {
      throw new AppError('UNAVAILABLE', off);
    }
  }
}

const asError = (error: unknown): Error =>
  error instanceof Error ? error : new Error(String(error));

/** The stored input: the tool's own fields, its title, and the format its engine is asked for. */
function jobInput(request: StartGeneration): Record<string, unknown> {
  const { format, captionStyle } = request;
  return {
    ...request.input,
    title: request.title,
    avatar: request.avatar ?? null,
    ...(format?.resolution && { format: { aspect: format.aspect, resolution: format.resolution } }),
    ...(format && !format.resolution && { aspect: format.aspect }),
    ...(captionStyle && { captionStyle }),
  };
}

function formatColumns(request: StartGeneration) {
  return {
    aspect: request.format?.aspect ?? null,
    resolution: request.format?.resolution ?? null,
    captionStyle: request.captionStyle ?? null,
  };
}
