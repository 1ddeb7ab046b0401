import type { JobQueue } from '../../adapters/job-queue/job-queue';
import type { Metrics } from '../../adapters/metrics/metrics';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import type { WebhookSender } from '../../adapters/webhook/webhook-sender';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { SecretBox } from '../../lib/secret-box';
import { GenerationRepository } from '../generation/generation.repository';
import { StoryboardRepository } from '../storyboard/storyboard.repository';
import { WebhookDeliveryService } from './webhook-delivery.service';
import { WebhookRepository } from './webhook.repository';
import { WebhookService } from './webhook.service';

/** A user's endpoints, and the outbox that tells them, signed, when a job ends. */
export function createWebhookModule(parts: {
  db: Database;
  storage: ObjectStorage;
  queue: JobQueue;
  sender: WebhookSender;
  appSecret: string;
  /** Media links of the local store are root-relative; events carry absolute ones, from here. */
  apiOrigin: string;
  /** `WEBHOOK_ALLOW_PRIVATE`: endpoints on this machine, for tests and local development. */
  allowLoopback: boolean;
  clock: Clock;
  logger: { error(object: object, message: string): void };
  metrics: Metrics;
}) {
  const { db, clock } = parts;
  const secrets = new SecretBox(parts.appSecret, 'webhook-signing-secrets');
  const webhookRepository = new WebhookRepository(db);
  const webhookDelivery = new WebhookDeliveryService({
    webhooks: webhookRepository,
    generations: new GenerationRepository(db),
    storyboards: new StoryboardRepository(db),
    storage: parts.storage,
    queue: parts.queue,
    sender: parts.sender,
    secrets,
    clock,
    apiOrigin: parts.apiOrigin,
    logger: parts.logger,
    metrics: parts.metrics,
  });
  const webhooks = new WebhookService(
    webhookRepository,
    webhookDelivery,
    secrets,
    clock,
    parts.allowLoopback,
  );
  return { webhooks, webhookDelivery };
}
