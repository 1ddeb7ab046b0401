import {
  videoFrameSize,
  WEBHOOK_LINK_TTL_SECONDS,
  WEBHOOK_MESSAGES,
  type ResultFormat,
  type WebhookEvent,
  type WebhookEventType,
} from '@orato/shared';
import type { Metrics } from '../../adapters/metrics/metrics';
import { addLogContext } from '../../lib/log-context';
import type { JobQueue } from '../../adapters/job-queue/job-queue';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import type { WebhookAnswer, WebhookSender } from '../../adapters/webhook/webhook-sender';
import { absoluteUrl } from '../../lib/absolute-url';
import { addSeconds, toUnixSeconds, type Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import type { GenerationRepository, GenerationRow } from '../generation/generation.repository';
import { resultFormat } from '../generation/generation-format';
import { jobLanguage } from '../generation/generation-language';
import { boardFormat } from '../storyboard/storyboard-render.service';
import type { StoryboardRepository, StoryboardRow } from '../storyboard/storyboard.repository';
import {
  WEBHOOK_RETRY_WINDOW_SECONDS,
  deliveryHeaders,
  retryDelaySeconds,
  signatureHeader,
} from './webhook-event';
import type { WebhookEventRow, WebhookRepository } from './webhook.repository';

export const DELIVER_WEBHOOK_JOB = 'webhook.deliver';
export const SWEEP_WEBHOOKS_JOB = 'webhook.sweep';

/** An attempt holds its event this long; past it (its worker died) the sweep sends it again. */
const ATTEMPT_LEASE_SECONDS = 60;
const SWEEP_BATCH = 100;
/** How far back the sweep looks for a job end whose event was never recorded. */
const BACKFILL_SECONDS = 60 * 60;
/** Delivered and failed events are kept this long. */
const KEEP_FINISHED_SECONDS = 30 * 24 * 60 * 60;

export interface WebhookDeliveryDependencies {
  webhooks: WebhookRepository;
  generations: Pick<GenerationRepository, 'find'>;
  storyboards: Pick<StoryboardRepository, 'find'>;
  storage: Pick<ObjectStorage, 'getDownloadUrl'>;
  queue: Pick<JobQueue, 'enqueue'>;
  sender: WebhookSender;
  secrets: SecretBox;
  clock: Clock;
  /** Media links of the local store are root-relative; events carry absolute ones, from here. */
  apiOrigin: string;
  logger: { error(object: object, message: string): void };
  random?: () => number;
  /** Told how each attempt ended. */
  metrics?: Pick<Metrics, 'webhookDelivery'>;
}

/** How one attempt ended. */
export type DeliveryOutcome = 'delivered' | 'retrying' | 'failed' | 'not-due';

/**
 * The webhook outbox: records an event when a job ends, and sends it, signed, until the endpoint
 * answers 2xx, answers 410 (which turns the endpoint off), or 24 hours of retries pass.
 */
export class WebhookDeliveryService {
  constructor(private readonly deps: WebhookDeliveryDependencies) {}

  /**
   * Records `job.completed` or `job.failed` for a generation that has just ended, when its owner
   * has an endpoint on. At most one event per job end: a replayed end finds it there.
   */
  async afterEnd(generationId: string): Promise<boolean> {
    const row = await this.deps.generations.find(generationId);
    // a storyboard's parts are its own business: the storyboard's end is the event
    if (!row || row.storyboardId || !isEnded(row.state)) {
      return false;
    }
    return this.record(row.userId, { generationId: row.id }, jobOf(row, this.deps.clock()));
  }

  /** The same events for a storyboard that has just been delivered or has failed. */
  async afterStoryboardEnd(storyboardId: string): Promise<boolean> {
    const board = await this.deps.storyboards.find(storyboardId);
    if (!board || !isEnded(board.state)) {
      return false;
    }
    return this.record(
      board.userId,
      { storyboardId: board.id },
      storyboardJobOf(board, this.deps.clock()),
    );
  }

  private async record(
    userId: string,
    ended: { generationId: string } | { storyboardId: string },
    job: EndedJob,
  ): Promise<boolean> {
    const { webhooks, clock } = this.deps;
    const endpoint = await webhooks.findEndpoint(userId);
    if (!endpoint?.enabled) {
      return false;
    }
    const now = clock();
    const event = await webhooks.insertEvent({
      userId,
      type: job.state === 'COMPLETE' ? 'job.completed' : 'job.failed',
      ...ended,
      data: { job },
      nextAttemptAt: now,
      retryUntil: addSeconds(now, WEBHOOK_RETRY_WINDOW_SECONDS),
      createdAt: now,
    });
    if (event) {
      await this.enqueue(event.id);
    }
    return event !== undefined;
  }

  /** Records a `webhook.test` event and queues it like any other. */
  async recordTest(userId: string): Promise<WebhookEventRow> {
    const now = this.deps.clock();
    const event = await this.deps.webhooks.insertEvent({
      userId,
      type: 'webhook.test',
      data: { message: WEBHOOK_MESSAGES.testMessage },
      nextAttemptAt: now,
      retryUntil: addSeconds(now, WEBHOOK_RETRY_WINDOW_SECONDS),
      createdAt: now,
    });
    await this.enqueue(event!.id);
    return event!;
  }

  /** One attempt of a due event (the `webhook.deliver` job). */
  async deliver(eventId: string): Promise<DeliveryOutcome> {
    const outcome = await this.deliverOnce(eventId);
    if (outcome !== 'not-due') {
      this.deps.metrics?.webhookDelivery(outcome);
    }
    return outcome;
  }

  private async deliverOnce(eventId: string): Promise<DeliveryOutcome> {
    const { webhooks, clock } = this.deps;
    const now = clock();
    const event = await webhooks.claimDue(eventId, now, addSeconds(now, ATTEMPT_LEASE_SECONDS));
    if (!event) {
      return 'not-due';
    }
    addLogContext({ userId: event.userId });
    const endpoint = await webhooks.findEndpoint(event.userId);
    if (!endpoint?.enabled) {
      await this.finish(event, { lastError: WEBHOOK_MESSAGES.endpointOff, lastStatus: null });
      return 'failed';
    }
    return this.settle(event, await this.attempt(event, endpoint, now));
  }

  /** Signs and posts one attempt; a fault of ours (a secret that no longer opens) is retried too. */
  private async attempt(
    event: WebhookEventRow,
    endpoint: { url: string; sealedSecret: string },
    now: Date,
  ): Promise<WebhookAnswer> {
    try {
      const body = JSON.stringify(await this.bodyOf(event));
      const secret = this.deps.secrets.open(endpoint.sealedSecret);
      const signature = signatureHeader(secret, body, toUnixSeconds(now));
      return await this.deps.sender.post({
        url: endpoint.url,
        body,
        headers: deliveryHeaders({ id: event.id, type: event.type as WebhookEventType }, signature),
      });
    } catch (error) {
      this.deps.logger.error({ err: error, eventId: event.id }, 'webhook attempt not made');
      return { kind: 'unreachable', reason: 'internal error', timedOut: false };
    }
  }

  /**
   * The `webhook.sweep` job: records the events of jobs whose worker stopped between the job's
   * end and recording it, and queues every pending event whose queue job was lost or whose
   * worker died. Returns how many it recorded and queued.
   */
  async sweep(): Promise<number> {
    const now = this.deps.clock();
    const before = addSeconds(now, -ATTEMPT_LEASE_SECONDS);
    const missed = await this.deps.webhooks.endedWithoutEvent(
      addSeconds(now, -BACKFILL_SECONDS),
      before,
      SWEEP_BATCH,
    );
    const missedBoards = await this.deps.webhooks.storyboardsEndedWithoutEvent(
      addSeconds(now, -BACKFILL_SECONDS),
      before,
      SWEEP_BATCH,
    );
    let recorded = 0;
    for (const generationId of missed) {
      recorded += (await this.afterEnd(generationId)) ? 1 : 0;
    }
    for (const storyboardId of missedBoards) {
      recorded += (await this.afterStoryboardEnd(storyboardId)) ? 1 : 0;
    }
    const due = await this.deps.webhooks.dueIds(before, SWEEP_BATCH);
    for (const id of due) {
      await this.enqueue(id);
    }
    // the log shows the last 50; finished events older than a month only take room
    await this.deps.webhooks.deleteFinishedBefore(addSeconds(now, -KEEP_FINISHED_SECONDS));
    return recorded + due.length;
  }

  /** Queues an attempt; when the queue is down, the row stays due and the sweep queues it. */
  async enqueue(eventId: string, delaySeconds?: number): Promise<void> {
    try {
      await this.deps.queue.enqueue(
        DELIVER_WEBHOOK_JOB,
        { eventId },
        { delaySeconds, retryLimit: 2, expireInSeconds: ATTEMPT_LEASE_SECONDS },
      );
    } catch (error) {
      this.deps.logger.error({ err: error, eventId }, 'webhook left for the sweep to send');
    }
  }

  private async settle(event: WebhookEventRow, answer: WebhookAnswer): Promise<DeliveryOutcome> {
    const now = this.deps.clock();
    if (answer.kind === 'answered' && answer.status >= 200 && answer.status < 300) {
      await this.deps.webhooks.recordAttempt(event.id, {
        state: 'delivered',
        lastStatus: answer.status,
        lastError: null,
        nextAttemptAt: null,
        deliveredAt: now,
      });
      return 'delivered';
    }
    if (answer.kind === 'answered' && answer.status === 410) {
      await this.deps.webhooks.updateEndpoint(event.userId, {
        enabled: false,
        disabledReason: WEBHOOK_MESSAGES.gone,
        updatedAt: now,
      });
      await this.finish(event, { lastStatus: 410, lastError: WEBHOOK_MESSAGES.gone });
      return 'failed';
    }
    const failure = describe(answer);
    if (answer.kind === 'refused') {
      // our policy refused the address: the same URL would be refused again
      await this.finish(event, failure);
      return 'failed';
    }
    const delay = retryDelaySeconds(event.attempts, this.deps.random);
    const next = addSeconds(now, delay);
    if (next > event.retryUntil) {
      await this.finish(event, failure);
      return 'failed';
    }
    await this.deps.webhooks.recordAttempt(event.id, { ...failure, nextAttemptAt: next });
    await this.enqueue(event.id, delay);
    return 'retrying';
  }

  private finish(
    event: WebhookEventRow,
    failure: { lastStatus: number | null; lastError: string },
  ): Promise<void> {
    return this.deps.webhooks.recordAttempt(event.id, {
      ...failure,
      state: 'failed',
      nextAttemptAt: null,
    });
  }

  /** The event as sent: its stored data, and links signed for this attempt. */
  private async bodyOf(event: WebhookEventRow): Promise<WebhookEvent> {
    const base = { id: event.id, created: toUnixSeconds(event.createdAt) };
    if (event.type === 'webhook.test') {
      return { ...base, type: 'webhook.test', data: { message: WEBHOOK_MESSAGES.testMessage } };
    }
    const job = (event.data as { job: EndedJob }).job;
    const files = event.type === 'job.completed' ? await this.filesOf(event) : undefined;
    return {
      ...base,
      type: event.type as 'job.completed' | 'job.failed',
      data: { job, links: await this.linksOf(files) },
    };
  }

  /** The keys of what the job made: a generation's, or a storyboard's video and captions. */
  private async filesOf(event: WebhookEventRow): Promise<MadeFiles | undefined> {
    if (event.generationId) {
      return this.deps.generations.find(event.generationId);
    }
    if (event.storyboardId) {
      const board = await this.deps.storyboards.find(event.storyboardId);
      return board && { ...board, captionsKey: board.vttKey };
    }
    return undefined;
  }

  private async linksOf(row: MadeFiles | undefined) {
    const link = async (key: string | null | undefined) => {
      if (!key || key.startsWith('gs://')) {
        return null;
      }
      const url = await this.deps.storage.getDownloadUrl(key, {
        ttlSeconds: WEBHOOK_LINK_TTL_SECONDS,
      });
      return absoluteUrl(this.deps.apiOrigin, url);
    };
    const captions = await link(row?.captionsKey);
    return {
      media: await link(row?.mediaKey),
      thumbnail: await link(row?.thumbnailKey),
      ...(captions && { captions }),
    };
  }
}

type EndedJob = Extract<WebhookEvent, { type: 'job.failed' }>['data']['job'];
type MadeFiles = Pick<GenerationRow, 'mediaKey' | 'thumbnailKey' | 'captionsKey'>;

function isEnded(state: string): state is 'COMPLETE' | 'FAILED' {
  return state === 'COMPLETE' || state === 'FAILED';
}

/** The job as an event carries it: figures only where they mean something. */
function jobOf(row: GenerationRow, now: Date): EndedJob {
  const input = row.input as { title?: string | null };
  const language = jobLanguage(row);
  return {
    id: row.id,
    feature: row.feature,
    state: row.state as 'COMPLETE' | 'FAILED',
    title: input.title ?? null,
    ...(language && { language }),
    ...(row.state === 'FAILED' && { error: row.error ?? WEBHOOK_MESSAGES.jobFailed }),
    ...(row.state === 'COMPLETE' && { credits_charged: row.chargedCredits ?? 0 }),
    ...(row.durationSeconds !== null && { duration_seconds: row.durationSeconds }),
    ...withFormat(resultFormat(row, row.feature === 'nano-banana' ? 'image' : 'video')),
    created_at: toUnixSeconds(row.createdAt),
    completed_at: toUnixSeconds(row.completedAt ?? now),
  };
}

/** A storyboard as an event carries it: the same shape as every other job's. */
function storyboardJobOf(board: StoryboardRow, now: Date): EndedJob {
  return {
    id: board.id,
    feature: 'storyboard',
    state: board.state as 'COMPLETE' | 'FAILED',
    title: board.title,
    ...(board.state === 'FAILED' && { error: board.error ?? WEBHOOK_MESSAGES.jobFailed }),
    ...(board.state === 'COMPLETE' && { credits_charged: board.chargedCredits ?? 0 }),
    ...(board.durationSeconds !== null && { duration_seconds: board.durationSeconds }),
    ...withFormat(
      resultFormat(
        { ...board, ...(board.state === 'COMPLETE' && videoFrameSize(boardFormat(board))) },
        'video',
      ),
    ),
    created_at: toUnixSeconds(board.createdAt),
    completed_at: toUnixSeconds(board.completedAt ?? now),
  };
}

const withFormat = (format: ResultFormat | null) => (format ? { format } : {});

/** The delivery log's words for an attempt that did not succeed. */
function describe(answer: WebhookAnswer): { lastStatus: number | null; lastError: string } {
  switch (answer.kind) {
    case 'answered':
      return { lastStatus: answer.status, lastError: WEBHOOK_MESSAGES.answered(answer.status) };
    case 'refused':
      return {
        lastStatus: null,
        lastError:
          answer.reason === 'scheme' ? WEBHOOK_MESSAGES.httpsOnly : WEBHOOK_MESSAGES.privateAddress,
      };
    case 'unreachable':
      return {
        lastStatus: null,
        lastError: answer.timedOut
          ? WEBHOOK_MESSAGES.timeout
          : WEBHOOK_MESSAGES.unreachable(answer.reason),
      };
  }
}
