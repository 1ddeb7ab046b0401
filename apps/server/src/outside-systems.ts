import { configureImageWork, locateFfmpeg, type FfmpegBinaries } from '@orato/media';
import type { FastifyBaseLogger } from 'fastify';
import { observeProviderCalls } from './adapters/http/provider-call';
import { ResultDownloader } from './adapters/http/result-downloader';
import { GoogleOidcIdentityProvider } from './adapters/identity/google-oidc.identity-provider';
import type { IdentityProvider } from './adapters/identity/identity-provider';
import type { JobQueue } from './adapters/job-queue/job-queue';
import { PgBossJobQueue } from './adapters/job-queue/pg-boss.job-queue';
import type { Mailer } from './adapters/mailer/mailer';
import { OutboxMailer } from './adapters/mailer/outbox.mailer';
import { SmtpMailer } from './adapters/mailer/smtp.mailer';
import { noMetrics, type Metrics, type MetricsExposition } from './adapters/metrics/metrics';
import { PrometheusMetrics } from './adapters/metrics/prometheus.metrics';
import { LocalDiskObjectStorage } from './adapters/object-storage/local-disk.object-storage';
import type { ObjectStorage } from './adapters/object-storage/object-storage';
import { S3ObjectStorage } from './adapters/object-storage/s3.object-storage';
import { LocalCheckoutGateway } from './adapters/payments/local-checkout.payment-gateway';
import type { PaymentGateway } from './adapters/payments/payment-gateway';
import { StripePaymentGateway } from './adapters/payments/stripe.payment-gateway';
import { OpenAiCompatibleSpeechVoice } from './adapters/voice/openai-compatible.speech-voice';
import type { SpeechVoice } from './adapters/voice/speech-voice';
import { HttpWebhookSender } from './adapters/webhook/http.webhook-sender';
import type { WebhookSender } from './adapters/webhook/webhook-sender';
import type { Config } from './config';
import type { Database } from './db/database';
import type { OpenDatabase } from './db/open-database';
import { JOB_PAYLOADS } from './jobs/job-catalogue';
import type { Resolver } from './lib/address-guard';
import type { UrlSigner } from './lib/url-signer';
import { ProviderCallsRepository } from './modules/admin/provider-calls.repository';
import { BillingRepository } from './modules/billing/billing.repository';
import type { MailOutboxRepository } from './modules/mail/mail-outbox.repository';

/*
 * Part of the composition root, beside `container.ts`: which implementation stands for each
 * outside system the services share (storage, queue, metrics, mail, payments, sign-in, webhooks,
 * ffmpeg), picked from config. The tools' engines, the script writer and the translator are
 * `engines.ts`'s.
 */

export function createStorage(config: Config, signer: UrlSigner): ObjectStorage {
  return config.storage.driver === 's3'
    ? new S3ObjectStorage(config.storage)
    : new LocalDiskObjectStorage({
        root: config.storage.root,
        signer,
        urlTtlSeconds: config.storage.urlTtlSeconds,
      });
}

/** Presigned S3 links point at the bucket's own host; the CSP must let the app play them. */
export function storageOrigins(config: Config): string[] {
  if (config.storage.driver !== 's3') {
    return [];
  }
  return [
    config.storage.endpoint ? new URL(config.storage.endpoint).origin : 'https://*.amazonaws.com',
  ];
}

/** pg-boss on whichever database the container opened: the embedded one or PostgreSQL. */
export function createJobQueue(
  config: Config,
  database: OpenDatabase,
  logger: FastifyBaseLogger,
): JobQueue {
  return new PgBossJobQueue(
    database.driver === 'pglite'
      ? { driver: 'pglite', client: database.client }
      : { driver: 'postgres', url: database.url },
    logger,
    { payloads: JOB_PAYLOADS, superviseSeconds: config.jobs.superviseSeconds },
  );
}

/**
 * What services record (Prometheus when metrics are on), and every provider call heard twice:
 * by the metrics, and by the table the console reads, so its last hour covers every process.
 */
export function observeSystems(
  config: Config,
  db: Database,
  queue: JobQueue,
  logger: FastifyBaseLogger,
) {
  const prometheus = config.metrics.enabled
    ? new PrometheusMetrics({
        queueBacklog: () => queue.backlog(),
        onCollectError: (error) =>
          logger.warn({ err: error }, 'queue backlog not read for metrics'),
      })
    : undefined;
  const metrics: Metrics = prometheus ?? noMetrics;
  // every provider adapter calls through the one helper, which reports to whoever subscribed
  const stopObservingProviders = prometheus
    ? observeProviderCalls((provider, outcome, seconds) =>
        metrics.providerCall(provider, outcome, seconds),
      )
    : () => {};
  const providerCalls = new ProviderCallsRepository(db);
  const stopRecordingProviders = observeProviderCalls((provider, outcome, seconds) => {
    providerCalls
      .record({ provider, outcome, durationMs: seconds * 1000 })
      .catch((error: unknown) => logger.warn({ err: error }, 'provider call not recorded'));
  });
  return {
    metrics,
    exposition: prometheus as MetricsExposition | undefined,
    providerCalls,
    stop() {
      stopObservingProviders();
      stopRecordingProviders();
    },
  };
}

export function createMailer(
  config: Config,
  outbox: MailOutboxRepository,
  logger: FastifyBaseLogger,
): Mailer {
  return config.mail.driver === 'smtp'
    ? new SmtpMailer(config.mail.url, config.mail.from)
    : new OutboxMailer(outbox, config.mail.from, logger);
}

/** The local checkout keeps its sessions in the billing tables, as Stripe keeps its own. */
export function createPaymentGateway(config: Config, db: Database): PaymentGateway {
  return config.payments.driver === 'stripe'
    ? new StripePaymentGateway(config.payments)
    : new LocalCheckoutGateway(new BillingRepository(db), config.site.url);
}

/** Google's sign-in, when it is configured; the button is off otherwise. */
export function createIdentityProvider(config: Config): IdentityProvider | undefined {
  return config.auth.google && new GoogleOidcIdentityProvider(config.auth.google);
}

/** Posts webhook events; `resolve` lets a test answer DNS for the endpoints' hosts. */
export function createWebhookSender(config: Config, resolve?: Resolver): WebhookSender {
  return new HttpWebhookSender({ allowLoopback: config.webhooks.allowLoopback, resolve });
}

/** The neural voice server, when one is set, speaks the photo avatar voices' previews. */
export function createPreviewVoice(config: Config): SpeechVoice | undefined {
  const voice = config.providers.openai?.voice;
  return voice && new OpenAiCompatibleSpeechVoice(voice);
}

/** Fetches a provider's finished result; tests serve theirs from this machine. */
export function createResultDownloader(config: Config): ResultDownloader {
  return new ResultDownloader({
    allowLoopbackHttp: config.env === 'test',
    maxBytes: 512 * 1024 * 1024,
  });
}

/** Which ffmpeg the engines run (logged), and image decoding set up once for the process. */
export function locateMediaTools(config: Config, logger: FastifyBaseLogger): FfmpegBinaries {
  const binaries = locateFfmpeg(config.media);
  logger.debug(`ffmpeg: ${binaries.choice}`);
  configureImageWork();
  return binaries;
}

/** Lets go of the connections an SMTP mailer or an S3 client keeps open. */
export function closeOutsideSystems(systems: { mailer: Mailer; storage: ObjectStorage }): void {
  if (systems.mailer instanceof SmtpMailer) {
    systems.mailer.close();
  }
  if (systems.storage instanceof S3ObjectStorage) {
    systems.storage.destroy();
  }
}
