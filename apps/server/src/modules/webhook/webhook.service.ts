import {
  WEBHOOK_LOG_SIZE,
  WEBHOOK_MESSAGES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
  type WebhookSecretResponse,
} from '@orato/shared';
import { AppError } from '../../lib/app-error';
import { addSeconds, toUnixSeconds, type Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import type { WebhookDeliveryService } from './webhook-delivery.service';
import { WEBHOOK_RETRY_WINDOW_SECONDS, newWebhookSecret } from './webhook-event';
import { endpointUrlProblem } from './webhook-url';
import type { WebhookEndpointRow, WebhookEventRow, WebhookRepository } from './webhook.repository';

const SECRET_HINT_LENGTH = 4;

export interface WebhookSettings {
  url: string;
  enabled: boolean;
}

/** An account's webhook endpoint, its secret and its delivery log, as the owner manages them. */
export class WebhookService {
  constructor(
    private readonly webhooks: WebhookRepository,
    private readonly delivery: WebhookDeliveryService,
    private readonly secrets: SecretBox,
    private readonly clock: Clock,
    /** `WEBHOOK_ALLOW_PRIVATE`: endpoints on this machine, for tests and local development. */
    private readonly allowLoopback: boolean,
  ) {}

  async get(userId: string): Promise<WebhookEndpoint | null> {
    const row = await this.webhooks.findEndpoint(userId);
    return row ? present(row) : null;
  }

  /** Sets the URL and switch; the first save makes the secret, shown in this answer only. */
  async save(userId: string, settings: WebhookSettings): Promise<WebhookSecretResponse> {
    const problem = endpointUrlProblem(settings.url, this.allowLoopback);
    if (problem) {
      throw new AppError('BAD_REQUEST', problem);
    }
    const now = this.clock();
    const changes = { ...settings, disabledReason: null, updatedAt: now };
    const updated = await this.webhooks.updateEndpoint(userId, changes);
    if (updated) {
      return { endpoint: present(updated), secret: null };
    }
    const secret = newWebhookSecret();
    const created = await this.webhooks.insertEndpoint({
      userId,
      ...changes,
      ...this.sealed(secret),
      createdAt: now,
    });
    return { endpoint: present(created), secret };
  }

  /** A new secret at once; the old one stops signing with the next attempt. */
  async rollSecret(userId: string): Promise<WebhookSecretResponse> {
    const secret = newWebhookSecret();
    const row = await this.webhooks.updateEndpoint(userId, {
      ...this.sealed(secret),
      updatedAt: this.clock(),
    });
    if (!row) {
      throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notSetUp);
    }
    return { endpoint: present(row), secret };
  }

  /** Removes the endpoint; its log stays until the account goes, and pending events stop. */
  async remove(userId: string): Promise<void> {
    await this.webhooks.deleteEndpoint(userId);
  }

  async sendTest(userId: string): Promise<WebhookDelivery> {
    const endpoint = await this.webhooks.findEndpoint(userId);
    if (!endpoint) {
      throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notSetUp);
    }
    if (!endpoint.enabled) {
      throw new AppError('CONFLICT', WEBHOOK_MESSAGES.disabled);
    }
    return presentDelivery(await this.delivery.recordTest(userId));
  }

  async deliveries(userId: string): Promise<WebhookDelivery[]> {
    const rows = await this.webhooks.listRecent(userId, WEBHOOK_LOG_SIZE);
    return rows.map(presentDelivery);
  }

  /** Sends a failed event again, for another 24 hours of retries. */
  async resend(userId: string, eventId: string): Promise<WebhookDelivery> {
    const existing = await this.webhooks.findEvent(userId, eventId);
    if (!existing) {
      throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound);
    }
    const endpoint = await this.webhooks.findEndpoint(userId);
    if (!endpoint?.enabled) {
      throw new AppError('CONFLICT', WEBHOOK_MESSAGES.disabled);
    }
    const now = this.clock();
    const row = await this.webhooks.restart(
      userId,
      eventId,
      now,
      addSeconds(now, WEBHOOK_RETRY_WINDOW_SECONDS),
    );
    if (!row) {
      throw new AppError('CONFLICT', WEBHOOK_MESSAGES.notFailed);
    }
    await this.delivery.enqueue(row.id);
    return presentDelivery(row);
  }

  private sealed(secret: string) {
    return {
      sealedSecret: this.secrets.seal(secret),
      secretHint: secret.slice(-SECRET_HINT_LENGTH),
    };
  }
}

function present(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    url: row.url,
    enabled: row.enabled,
    secret_hint: row.secretHint,
    disabled_reason: row.disabledReason,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

function presentDelivery(row: WebhookEventRow): WebhookDelivery {
  return {
    id: row.id,
    type: row.type as WebhookEventType,
    // the job's id stays in the event's data when its row is gone
    job_id:
      row.generationId ??
      row.storyboardId ??
      (row.data as { job?: { id?: string } }).job?.id ??
      null,
    state: row.state as WebhookDelivery['state'],
    attempts: row.attempts,
    last_status: row.lastStatus,
    last_error: row.lastError,
    created_at: toUnixSeconds(row.createdAt),
    last_attempt_at: toUnixSeconds(row.lastAttemptAt),
    next_attempt_at: row.state === 'pending' ? toUnixSeconds(row.nextAttemptAt) : null,
    delivered_at: toUnixSeconds(row.deliveredAt),
  };
}
