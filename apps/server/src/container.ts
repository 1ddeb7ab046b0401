import {
  analyzePortrait,
  configureImageWork,
  locateFfmpeg,
  portraitThumbnail,
  prepareVoiceRecording,
  type StoryboardComposer,
} from '@orato/media';
import { LIMITS } from '@orato/shared';
import type { FastifyBaseLogger } from 'fastify';
import { ResultDownloader } from './adapters/http/result-downloader';
import { FfmpegMediaToolkit } from './adapters/media/ffmpeg.media-toolkit';
import { FfmpegStoryboardComposer } from './adapters/media/ffmpeg.storyboard-composer';
import { OpenAiCompatibleSpeechVoice } from './adapters/voice/openai-compatible.speech-voice';
import type { Translator } from './adapters/translator/translator';
import { TranslationService } from './modules/translation/translation.service';
import { ImageService } from './modules/image/image.service';
import { UploadRepository } from './modules/image/upload.repository';
import { UploadService } from './modules/image/upload.service';
import { VeoService } from './modules/veo/veo.service';
import type {
  AvatarVideoGenerator,
  PhotoAvatarVideoGenerator,
} from './adapters/video-generator/video-generator';
import { AvatarVideoService, type OwnVoiceRecordings } from './modules/avatar/avatar-video.service';
import { GenerationRepository } from './modules/generation/generation.repository';
import { createGenerationModule } from './modules/generation/generation.module';
import { createStoryboardModule } from './modules/storyboard/storyboard.module';
import { JobNoticeService } from './modules/generation/job-notice.service';
import { followUps } from './modules/generation/pipeline/follow-ups';
import { PresenterCatalogue } from './modules/avatar/presenter-catalogue';
import { createEngines, createScriptWriter, createTranslator } from './engines';
import { createFeatures } from './modules/generation/features/features';
import { ownVoiceRefusingProvider } from './modules/generation/features/own-voice.feature';
import { PhotoAvatarRepository } from './modules/photo-avatar/photo-avatar.repository';
import { PhotoAvatarService } from './modules/photo-avatar/photo-avatar.service';
import { photoAvatarVoices, speakVoicePreview } from './modules/photo-avatar/photo-avatar-voices';
import { LibraryRepository } from './modules/library/library.repository';
import { LibraryService } from './modules/library/library.service';
import { SpeakingRateRepository } from './modules/speech/speaking-rate.repository';
import { SpeakingRateService } from './modules/speech/speaking-rate.service';
import rootPackage from '../../../package.json' with { type: 'json' };
import type { JobQueue } from './adapters/job-queue/job-queue';
import { PgBossJobQueue } from './adapters/job-queue/pg-boss.job-queue';
import type { Mailer } from './adapters/mailer/mailer';
import { OutboxMailer } from './adapters/mailer/outbox.mailer';
import { SmtpMailer } from './adapters/mailer/smtp.mailer';
import { LocalDiskObjectStorage } from './adapters/object-storage/local-disk.object-storage';
import type { ObjectStorage } from './adapters/object-storage/object-storage';
import { S3ObjectStorage } from './adapters/object-storage/s3.object-storage';
import type { Config } from './config';
import { transactional } from './db/transaction';
import { JOB_PAYLOADS } from './jobs/job-catalogue';
import { observeProviderCalls } from './adapters/http/provider-call';
import { noMetrics, type Metrics, type MetricsExposition } from './adapters/metrics/metrics';
import { PrometheusMetrics } from './adapters/metrics/prometheus.metrics';
import { RateLimitService } from './modules/rate-limit/rate-limit.service';
import { ProviderCallsRepository } from './modules/admin/provider-calls.repository';
import { openDatabase } from './db/open-database';
import type { PgliteDatabaseHandle } from './db/pglite.database';
import { GoogleOidcIdentityProvider } from './adapters/identity/google-oidc.identity-provider';
import { createProviderDoctor } from './doctor-probes';
import { originOf } from './lib/absolute-url';
import { resolveAppSecret } from './lib/app-secret';
import { systemClock, type Clock } from './lib/clock';
import { PasswordHasher } from './lib/password-hasher';
import { hmacSha256 } from './lib/secrets';
import { AccountService } from './modules/account/account.service';
import { AuthService } from './modules/auth/auth.service';
import { GoogleSignInService } from './modules/auth/google-sign-in.service';
import { PasswordResetService } from './modules/auth/password-reset.service';
import { SessionRepository } from './modules/auth/session.repository';
import { SessionService } from './modules/auth/session.service';
import { openChangeFeed, readCacheMaxAgeMs } from './db/open-change-feed';
import { ReadCache } from './lib/read-cache';
import { UserRepository } from './modules/auth/user.repository';
import { VerificationTokenRepository } from './modules/auth/verification-token.repository';
import { VerificationService } from './modules/auth/verification.service';
import { CreditLedgerRepository } from './modules/credits/credit-ledger.repository';
import { CreditsService } from './modules/credits/credits.service';
import { BillingRepository } from './modules/billing/billing.repository';
import { BillingService } from './modules/billing/billing.service';
import { PlanChangeRepository } from './modules/billing/plan-change.repository';
import { PlanChangeService } from './modules/billing/plan-change.service';
import { LocalBillingPortalService } from './modules/billing/billing-portal-test.service';
import { LocalCheckoutGateway } from './adapters/payments/local-checkout.payment-gateway';
import type { PaymentGateway } from './adapters/payments/payment-gateway';
import { StripePaymentGateway } from './adapters/payments/stripe.payment-gateway';
import { UrlSigner } from './lib/url-signer';
import { WorkPool } from './lib/work-pool';
import { HealthService } from './modules/health/health.service';
import { MailOutboxRepository } from './modules/mail/mail-outbox.repository';
import { MailService } from './modules/mail/mail.service';
import { MediaService } from './modules/media/media.service';
import { LoginAttemptRepository } from './modules/auth/login-attempt.repository';
import { RateLimitRepository } from './modules/rate-limit/rate-limit.repository';
import { ShareRepository } from './modules/share/share.repository';
import { ShareService } from './modules/share/share.service';
import { ApiKeyRepository } from './modules/api/api-key.repository';
import { ApiKeyService } from './modules/api/api-key.service';
import { IdempotencyRepository } from './modules/api/idempotency.repository';
import { IdempotencyService } from './modules/api/idempotency.service';
import { PublicApiService } from './modules/api/public-api.service';
import { HttpWebhookSender } from './adapters/webhook/http.webhook-sender';
import type { Resolver } from './lib/address-guard';
import { SecretBox } from './lib/secret-box';
import { WebhookDeliveryService } from './modules/webhook/webhook-delivery.service';
import { WebhookRepository } from './modules/webhook/webhook.repository';
import { WebhookService } from './modules/webhook/webhook.service';
import { SavedDraftRepository } from './modules/storyboard/saved-draft.repository';
import { SavedDraftService } from './modules/storyboard/saved-draft.service';
import { StoryboardRepository } from './modules/storyboard/storyboard.repository';
import { AccountDataRepository } from './modules/data-export/account-data.repository';
import { DataExportRepository } from './modules/data-export/data-export.repository';
import { DataExportService } from './modules/data-export/data-export.service';
import { RetentionService } from './modules/retention/retention.service';
import { createAdminServices } from './admin-services';

export interface ContainerOverrides {
  clock?: Clock;
  /** Tests swap the avatar engine for a quicker one; everything around it stays real. */
  avatarGenerator?: AvatarVideoGenerator;
  /** Tests answer DNS for webhook hosts (a name that resolves to a private address). */
  webhookResolve?: Resolver;
  /** Tests may swap the storyboard engine (scene composition and assembly). */
  storyboardComposer?: StoryboardComposer;
  /** The same for the photo avatar engine. */
  photoAvatarGenerator?: PhotoAvatarVideoGenerator;
  /** Tests may translate with a writer against a fake, or with no translator at all. */
  translator?: Translator;
  /** Tests open the embedded database in memory; the container closes it as its own. */
  database?: PgliteDatabaseHandle;
}

/**
 * The composition root: the one place that picks an implementation for every outside system,
 * from config, and wires the services. Nothing else constructs adapters.
 */
export async function createContainer(
  config: Config,
  logger: FastifyBaseLogger,
  overrides: ContainerOverrides = {},
) {
  const clock = overrides.clock ?? systemClock;
  const database = overrides.database ?? (await openDatabase(config.database));
  const appSecret = await resolveAppSecret(config.appSecret, config.dataDir);
  const signer = new UrlSigner(appSecret);
  const storage = createStorage(config, signer);
  const queue: JobQueue = new PgBossJobQueue(
    database.driver === 'pglite'
      ? { driver: 'pglite', client: database.client }
      : { driver: 'postgres', url: database.url },
    logger,
    { payloads: JOB_PAYLOADS, superviseSeconds: config.jobs.superviseSeconds },
  );
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
  // and to the table the console reads, so its last hour covers every process
  const providerCalls = new ProviderCallsRepository(database.db);
  const stopRecordingProviders = observeProviderCalls((provider, outcome, seconds) => {
    providerCalls
      .record({ provider, outcome, durationMs: seconds * 1000 })
      .catch((error: unknown) => logger.warn({ err: error }, 'provider call not recorded'));
  });
  const outbox = new MailOutboxRepository(database.db);
  const mailer = createMailer(config, outbox, logger);

  const mail = new MailService(mailer, outbox);
  const users = new UserRepository(database.db);
  const hasher = new PasswordHasher();
  const changeFeed = await openChangeFeed(database, logger);
  const readCache = new ReadCache(changeFeed, {
    maxAgeMs: readCacheMaxAgeMs(config.storage.urlTtlSeconds),
    now: () => clock().getTime(),
  });
  const sessions = new SessionService(new SessionRepository(database.db), clock, readCache);
  const verification = new VerificationService(
    new VerificationTokenRepository(database.db),
    hmacSha256(appSecret, 'verification-secret'),
    clock,
  );

  const credits = new CreditsService(new CreditLedgerRepository(database.db), metrics);
  const billingRepository = new BillingRepository(database.db);
  const paymentGateway = createPaymentGateway(config, billingRepository);
  const planChanges = new PlanChangeService(
    paymentGateway,
    new PlanChangeRepository(database.db),
    users,
    clock,
    transactional(database.db, (tx) => ({
      billing: new BillingRepository(tx),
      credits: new CreditsService(new CreditLedgerRepository(tx), metrics),
      planChanges: new PlanChangeRepository(tx),
      accounts: new UserRepository(tx),
    })),
  );
  const billing = new BillingService(
    paymentGateway,
    billingRepository,
    credits,
    users,
    clock,
    config.site.url,
    transactional(database.db, (tx) => ({
      billing: new BillingRepository(tx),
      credits: new CreditsService(new CreditLedgerRepository(tx), metrics),
      accounts: new UserRepository(tx),
    })),
    planChanges,
  );
  const binaries = locateFfmpeg(config.media);
  logger.debug(`ffmpeg: ${binaries.choice}`);
  configureImageWork();
  // a short line of waiting uploads smooths a burst; a longer one would only make everyone wait
  const imageWork = new WorkPool(config.uploads.imageWorkers, config.uploads.imageWorkers * 4);
  const libraryRepository = new LibraryRepository(database.db);
  const uploadService = new UploadService(
    new UploadRepository(database.db),
    libraryRepository,
    storage,
    imageWork,
    { quotaBytes: config.uploads.quotaBytes, clock, logger },
    (data) =>
      prepareVoiceRecording(data, { maxSeconds: LIMITS.voiceRecordingMaxSeconds, binaries }),
  );
  const downloader = new ResultDownloader({
    allowLoopbackHttp: config.env === 'test',
    maxBytes: 512 * 1024 * 1024,
  });
  const voiceSettings = config.providers.openai?.voice;
  const neuralPreviewVoice = voiceSettings && new OpenAiCompatibleSpeechVoice(voiceSettings);
  const photoAvatars = new PhotoAvatarService(new PhotoAvatarRepository(database.db), storage, {
    checkImage: (file) => uploadService.checkImage(file),
    analyze: analyzePortrait,
    thumbnail: portraitThumbnail,
    voices: () => photoAvatarVoices(config.providers.openai?.voice?.voices),
    previewVoice: (voice) => speakVoicePreview(voice, neuralPreviewVoice),
  });
  const engines = createEngines(config, binaries, {
    downloader,
    avatar: overrides.avatarGenerator,
    photoAvatar: overrides.photoAvatarGenerator,
  });
  const avatarGenerator = engines.avatar;
  const features = createFeatures(engines, {
    storage,
    photoAvatarSource: (id) => photoAvatars.sourceOf(id),
  });
  const webhookSecrets = new SecretBox(appSecret, 'webhook-signing-secrets');
  const webhookRepository = new WebhookRepository(database.db);
  const webhookDelivery = new WebhookDeliveryService({
    webhooks: webhookRepository,
    generations: new GenerationRepository(database.db),
    storyboards: new StoryboardRepository(database.db),
    storage,
    queue,
    sender: new HttpWebhookSender({
      allowLoopback: config.webhooks.allowLoopback,
      resolve: overrides.webhookResolve,
    }),
    secrets: webhookSecrets,
    clock,
    apiOrigin: originOf(config.site.apiUrl),
    logger,
    metrics,
  });
  const library = new LibraryService(
    libraryRepository,
    storage,
    transactional(database.db, (tx) => ({
      library: new LibraryRepository(tx),
      generations: new GenerationRepository(tx),
      storyboards: new StoryboardRepository(tx),
    })),
  );
  const { generations, events } = createGenerationModule({
    db: database.db,
    credits,
    storage,
    queue,
    downloader,
    media: new FfmpegMediaToolkit(binaries),
    clock,
    logger,
    heartbeatSeconds: config.jobs.heartbeatSeconds,
    features,
    metrics,
  });

  const loginAttempts = new LoginAttemptRepository(database.db);
  const rateLimits = new RateLimitRepository(database.db);
  const presenters = new PresenterCatalogue(avatarGenerator);
  const speakingRates = new SpeakingRateService(
    avatarGenerator,
    new SpeakingRateRepository(database.db),
    queue,
    () => presenters.voices(),
  );
  const scriptWriter = createScriptWriter(config);
  const translator = overrides.translator ?? createTranslator(config);
  logger.debug(`translator: ${translator.provider}`);
  // a recording belongs to its user; the storyboard's presenter scenes speak them as the wizard does
  const ownVoiceRecordings: OwnVoiceRecordings = {
    ownRecording: (userId, url) => uploadService.ownRecording(userId, url),
    markUsed: (userId, keys) => uploadService.markUsed(userId, keys),
    refusingProvider: {
      'ai-avatar': ownVoiceRefusingProvider(engines.avatar),
      'photo-avatar': ownVoiceRefusingProvider(engines.photoAvatar),
    },
  };
  const {
    storyboards: storyboardRepository,
    storyboard,
    storyboardRender,
    storyboardStatus,
  } = createStoryboardModule({
    db: database.db,
    generations,
    credits,
    storage,
    queue,
    composer: overrides.storyboardComposer ?? new FfmpegStoryboardComposer(binaries),
    binaries,
    scriptWriter,
    creators: () => presenters.list(),
    speakingRates,
    library: libraryRepository,
    uploads: uploadService,
    recordings: ownVoiceRecordings,
    webhooks: webhookDelivery,
    events,
    clock,
    logger,
    heartbeatSeconds: config.jobs.heartbeatSeconds,
    metrics,
  });
  const avatarVideo = new AvatarVideoService(
    avatarGenerator,
    scriptWriter,
    generations,
    libraryRepository,
    storage,
    speakingRates,
    photoAvatars,
    ownVoiceRecordings,
    {
      presenters,
      storyboardStatus: async (userId, id) => {
        const board = await storyboard.ownOrNone(userId, id);
        return board && storyboardStatus.describeAsJob(board);
      },
    },
  );
  // what follows a job's end, in the one list the pipeline announces to
  events.subscribe(
    followUps({
      storyboards: storyboardRender,
      notices: new JobNoticeService(
        new GenerationRepository(database.db),
        mail,
        config.site.url,
        clock,
      ),
      webhooks: webhookDelivery,
    }),
  );
  const dataExports = new DataExportService({
    exports: new DataExportRepository(database.db),
    accountData: new AccountDataRepository(database.db),
    storage,
    queue,
    mail,
    // a signer of its own purpose: no media link's signature opens an export, nor the reverse
    signer: new UrlSigner(appSecret, 'data-export'),
    clock,
    apiUrl: config.site.apiUrl,
    heartbeatSeconds: config.jobs.heartbeatSeconds,
    logger,
  });
  const doctor = createProviderDoctor(config, storage);
  const services = {
    health: new HealthService(
      database,
      queue,
      storage,
      rootPackage.version,
      { doctor, token: config.doctorToken },
      config.engines,
    ),
    mail,
    media: new MediaService({ storage, signer }),
    sessions,
    auth: new AuthService(
      users,
      hasher,
      verification,
      sessions,
      mail,
      clock,
      loginAttempts,
      rateLimits,
    ),
    passwordReset: new PasswordResetService(
      users,
      hasher,
      verification,
      sessions,
      mail,
      config.site.url,
      loginAttempts,
    ),
    googleSignIn: new GoogleSignInService(
      config.auth.google && new GoogleOidcIdentityProvider(config.auth.google),
      users,
      sessions,
      clock,
      googleRedirectUri(config),
    ),
    credits,
    account: new AccountService(users, {
      beforeDelete: [(userId) => billing.stopRenewalsOf(userId)],
      inTransaction: transactional(database.db, (tx) => ({
        users: new UserRepository(tx),
        library: new LibraryRepository(tx),
        exports: new DataExportRepository(tx),
        mail: new MailOutboxRepository(tx),
        loginAttempts: new LoginAttemptRepository(tx),
      })),
      deleteFiles: (keys) => library.deleteFiles(keys),
      afterDelete: [(userId) => sessions.forgetUser(userId)],
    }),
    generations,
    avatarVideo,
    photoAvatars,
    speakingRates,
    library,
    translation: new TranslationService({
      library: libraryRepository,
      generations: new GenerationRepository(database.db),
      translator,
      avatarVideo,
      photoVoices: () => photoAvatarVoices(config.providers.openai?.voice?.voices),
      storyboards: storyboardRepository,
      storyboard,
    }),
    webhooks: new WebhookService(
      webhookRepository,
      webhookDelivery,
      webhookSecrets,
      clock,
      config.webhooks.allowLoopback,
    ),
    webhookDelivery,
    storyboard,
    storyboardRender,
    storyboardStatus,
    savedDrafts: new SavedDraftService(new SavedDraftRepository(database.db), clock),
    share: new ShareService(
      new ShareRepository(database.db),
      libraryRepository,
      storage,
      clock,
      config.site.url,
    ),
    veo: new VeoService(generations, uploadService, engines.clipLengths),
    image: new ImageService(generations, uploadService, storage),
    upload: uploadService,
    billing,
    planChanges,
    rateLimits: new RateLimitService(rateLimits, loginAttempts, clock),
    billingPortal: new LocalBillingPortalService(
      billing,
      planChanges,
      users,
      config.payments.driver,
    ),
    apiKeys: new ApiKeyService(new ApiKeyRepository(database.db), clock),
    idempotency: new IdempotencyService(new IdempotencyRepository(database.db), clock),
    publicApi: new PublicApiService(
      generations,
      avatarVideo,
      credits,
      library,
      originOf(config.site.apiUrl),
    ),
    dataExports,
    admin: createAdminServices({
      db: database.db,
      config: config.admin,
      clock,
      hasher,
      storage,
      doctor,
      providerCalls,
      billing,
      generations,
      metrics,
    }),
    retention: new RetentionService(
      {
        webhookEvents: webhookRepository,
        sessions: new SessionRepository(database.db),
        verificationTokens: new VerificationTokenRepository(database.db),
        idempotencyKeys: new IdempotencyRepository(database.db),
        mail: outbox,
        payments: billingRepository,
        uploads: uploadService,
        exports: dataExports,
      },
      clock,
      logger,
    ),
  };

  return {
    config,
    database,
    queue,
    storage,
    services,
    /** Request counters shared by every API process. */
    rateLimits,
    /** What other processes change, as they commit; and this process's reads, until then. */
    changeFeed,
    readCache,
    /** The sign-in throttle's records, pruned with the counters. */
    loginAttempts,
    clock,
    /** What services record; a no-op unless METRICS_TOKEN or METRICS_PORT is set. */
    metrics,
    /** Every process's provider calls, as the console reads them. */
    providerCalls,
    /** The scrape's text, when metrics are on. */
    metricsExposition: prometheus as MetricsExposition | undefined,
    mediaOrigins: storageOrigins(config),
    /** No render runs longer than this: a render folder untouched for longer was left by a crash. */
    longestRenderSeconds: Math.max(...Object.values(features).map((spec) => spec.deadlineSeconds)),
    cookieSecret: hmacSha256(appSecret, 'cookie-signing'),
    googleRedirectUri: googleRedirectUri(config),
    /** Closes what the container opened, last-opened first. */
    async close() {
      stopObservingProviders();
      stopRecordingProviders();
      if (mailer instanceof SmtpMailer) {
        mailer.close();
      }
      if (storage instanceof S3ObjectStorage) {
        storage.destroy();
      }
      await changeFeed.close();
      await database.close();
    },
  };
}

export type Container = Awaited<ReturnType<typeof createContainer>>;

export function createStorage(config: Config, signer: UrlSigner): ObjectStorage {
  return config.storage.driver === 's3'
    ? new S3ObjectStorage(config.storage)
    : new LocalDiskObjectStorage({
        root: config.storage.root,
        signer,
        urlTtlSeconds: config.storage.urlTtlSeconds,
      });
}

function createMailer(
  config: Config,
  outbox: MailOutboxRepository,
  logger: FastifyBaseLogger,
): Mailer {
  return config.mail.driver === 'smtp'
    ? new SmtpMailer(config.mail.url, config.mail.from)
    : new OutboxMailer(outbox, config.mail.from, logger);
}

function createPaymentGateway(config: Config, billing: BillingRepository): PaymentGateway {
  return config.payments.driver === 'stripe'
    ? new StripePaymentGateway(config.payments)
    : new LocalCheckoutGateway(billing, config.site.url);
}

export function googleRedirectUri(config: Config): string {
  return `${config.site.apiUrl}/auth/google/callback`;
}

/** Presigned S3 links point at the bucket's own host; the CSP must let the app play them. */
function storageOrigins(config: Config): string[] {
  if (config.storage.driver !== 's3') {
    return [];
  }
  return [
    config.storage.endpoint ? new URL(config.storage.endpoint).origin : 'https://*.amazonaws.com',
  ];
}
