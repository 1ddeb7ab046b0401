import type { JobQueue } from '../../adapters/job-queue/job-queue';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { UrlSigner } from '../../lib/url-signer';
import { IdempotencyRepository } from '../api/idempotency.repository';
import { SessionRepository } from '../auth/session.repository';
import { VerificationTokenRepository } from '../auth/verification-token.repository';
import { BillingRepository } from '../billing/billing.repository';
import { AccountDataRepository } from '../data-export/account-data.repository';
import { DataExportRepository } from '../data-export/data-export.repository';
import { DataExportService } from '../data-export/data-export.service';
import type { UploadService } from '../image/upload.service';
import { MailOutboxRepository } from '../mail/mail-outbox.repository';
import type { MailService } from '../mail/mail.service';
import { WebhookRepository } from '../webhook/webhook.repository';
import { RetentionService } from './retention.service';

/** What is kept of a user's data: a copy of it on request, and each kind removed on schedule. */
export function createRetentionModule(parts: {
  db: Database;
  storage: ObjectStorage;
  queue: JobQueue;
  mail: MailService;
  uploads: UploadService;
  appSecret: string;
  /** The API's base URL (ending in /api): download links point at it. */
  apiUrl: string;
  heartbeatSeconds: number;
  clock: Clock;
  logger: {
    error(object: object, message: string): void;
    warn(object: object, message: string): void;
  };
}) {
  const { db, clock, logger } = parts;
  const dataExports = new DataExportService({
    exports: new DataExportRepository(db),
    accountData: new AccountDataRepository(db),
    storage: parts.storage,
    queue: parts.queue,
    mail: parts.mail,
    // a signer of its own purpose: no media link's signature opens an export, nor the reverse
    signer: new UrlSigner(parts.appSecret, 'data-export'),
    clock,
    apiUrl: parts.apiUrl,
    heartbeatSeconds: parts.heartbeatSeconds,
    logger,
  });
  const retention = new RetentionService(
    {
      webhookEvents: new WebhookRepository(db),
      sessions: new SessionRepository(db),
      verificationTokens: new VerificationTokenRepository(db),
      idempotencyKeys: new IdempotencyRepository(db),
      mail: new MailOutboxRepository(db),
      payments: new BillingRepository(db),
      uploads: parts.uploads,
      exports: dataExports,
    },
    clock,
    logger,
  );
  return { dataExports, retention };
}
