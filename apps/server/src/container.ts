import type { StoryboardComposer } from '@orato/media';
import type { FastifyBaseLogger } from 'fastify';
import rootPackage from '../../../package.json' with { type: 'json' };
import { FfmpegMediaToolkit } from './adapters/media/ffmpeg.media-toolkit';
import { FfmpegStoryboardComposer } from './adapters/media/ffmpeg.storyboard-composer';
import type { Translator } from './adapters/translator/translator';
import type {
  AvatarVideoGenerator,
  PhotoAvatarVideoGenerator,
} from './adapters/video-generator/video-generator';
import { createAdminServices } from './admin-services';
import type { Config } from './config';
import { openChangeFeed, readCacheMaxAgeMs } from './db/open-change-feed';
import { openDatabase } from './db/open-database';
import type { PgliteDatabaseHandle } from './db/pglite.database';
import { createProviderDoctor } from './doctor-probes';
import { createEngines, createScriptWriter, createTranslator } from './engines';
import type { Resolver } from './lib/address-guard';
import { originOf } from './lib/absolute-url';
import { resolveAppSecret } from './lib/app-secret';
import { systemClock, type Clock } from './lib/clock';
import { PasswordHasher } from './lib/password-hasher';
import { ReadCache } from './lib/read-cache';
import { hmacSha256 } from './lib/secrets';
import { UrlSigner } from './lib/url-signer';
import { createApiModule } from './modules/api/api.module';
import { createAuthModule } from './modules/auth/auth.module';
import { LoginAttemptRepository } from './modules/auth/login-attempt.repository';
import { createAvatarModule } from './modules/avatar/avatar.module';
import { createBillingModule } from './modules/billing/billing.module';
import { createFeatures } from './modules/generation/features/features';
import { createGenerationModule } from './modules/generation/generation.module';
import { GenerationRepository } from './modules/generation/generation.repository';
import { JobNoticeService } from './modules/generation/job-notice.service';
import { followUps } from './modules/generation/pipeline/follow-ups';
import { createToolsModule } from './modules/generation/tools.module';
import { HealthService } from './modules/health/health.service';
import { createLibraryModule } from './modules/library/library.module';
import { MailOutboxRepository } from './modules/mail/mail-outbox.repository';
import { MailService } from './modules/mail/mail.service';
import { MediaService } from './modules/media/media.service';
import { RateLimitRepository } from './modules/rate-limit/rate-limit.repository';
import { createRetentionModule } from './modules/retention/retention.module';
import { createStoryboardModule } from './modules/storyboard/storyboard.module';
import { createWebhookModule } from './modules/webhook/webhook.module';
import {
  closeOutsideSystems,
  createIdentityProvider,
  createJobQueue,
  createMailer,
  createPaymentGateway,
  createPreviewVoice,
  createResultDownloader,
  createStorage,
  createWebhookSender,
  locateMediaTools,
  observeSystems,
  storageOrigins,
} from './outside-systems';

/** The provider doctor's test picks its storage as the server does. */
export { createStorage };

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
 * The composition root: the one place that picks an implementation for every outside system, from
 * config (`outside-systems.ts`, `engines.ts`), and hands them to each module's factory
 * (`modules/<d>/<d>.module.ts`). Nothing else constructs adapters.
 */
export async function createContainer(
  config: Config,
  logger: FastifyBaseLogger,
  overrides: ContainerOverrides = {},
) {
  // the outside systems, each picked from config unless a test hands one in
  const clock = overrides.clock ?? systemClock;
  const database = overrides.database ?? (await openDatabase(config.database));
  const { db } = database;
  const appSecret = await resolveAppSecret(config.appSecret, config.dataDir);
  const signer = new UrlSigner(appSecret);
  const storage = createStorage(config, signer);
  const queue = createJobQueue(config, database, logger);
  const observed = observeSystems(config, db, queue, logger);
  const { metrics, providerCalls } = observed;
  const outbox = new MailOutboxRepository(db);
  const mailer = createMailer(config, outbox, logger);
  const changeFeed = await openChangeFeed(database, logger);
  const gateway = createPaymentGateway(config, db);
  const identityProvider = createIdentityProvider(config);
  const sender = createWebhookSender(config, overrides.webhookResolve);
  const previewVoice = createPreviewVoice(config);
  const binaries = locateMediaTools(config, logger);
  const media = new FfmpegMediaToolkit(binaries);
  const composer = overrides.storyboardComposer ?? new FfmpegStoryboardComposer(binaries);
  const downloader = createResultDownloader(config);
  const { avatarGenerator: avatar, photoAvatarGenerator: photoAvatar } = overrides;
  const engines = createEngines(config, binaries, { downloader, avatar, photoAvatar });
  const scriptWriter = createScriptWriter(config);
  const translator = overrides.translator ?? createTranslator(config);
  logger.debug(`translator: ${translator.provider}`);
  const doctor = createProviderDoctor(config, storage);

  // the modules, each wired by its own factory on what was picked above
  const { heartbeatSeconds } = config.jobs;
  const shared = { db, storage, queue, clock, logger, metrics, heartbeatSeconds };
  const { url: siteUrl, apiUrl } = config.site;
  const apiOrigin = originOf(apiUrl);
  const mail = new MailService(mailer, outbox);
  const gatewayKind = config.payments.driver;
  const payments = createBillingModule({ ...shared, gateway, gatewayKind, siteUrl });
  const { credits, billing } = payments;
  const files = createLibraryModule({ ...shared, binaries, uploadLimits: config.uploads, siteUrl });
  const { library, upload: uploads } = files;
  const neuralVoices = config.providers.openai?.voice?.voices;
  const avatars = createAvatarModule({ ...shared, engines, uploads, neuralVoices, previewVoice });
  const { presenters, speakingRates, recordings, photoAvatars } = avatars;
  const photoAvatarSource = (id: string) => photoAvatars.sourceOf(id);
  const features = createFeatures(engines, { storage, photoAvatarSource });
  const pipeline = createGenerationModule({ ...shared, credits, downloader, media, features });
  const { generations, events } = pipeline;
  const allowLoopback = config.webhooks.allowLoopback;
  const hooks = createWebhookModule({ ...shared, sender, appSecret, apiOrigin, allowLoopback });
  const { webhookDelivery } = hooks;
  const { storyboards, ...storyboardTool } = createStoryboardModule({
    ...shared,
    generations,
    credits,
    composer,
    binaries,
    scriptWriter,
    presenters,
    speakingRates,
    recordings,
    uploads,
    webhookDelivery,
    events,
  });
  const tools = createToolsModule({
    ...shared,
    ...avatars,
    ...storyboardTool,
    storyboards,
    engines,
    scriptWriter,
    translator,
    generations,
    uploads,
    neuralVoices,
  });
  const { avatarVideo } = tools;
  const api = createApiModule({ ...shared, generations, avatarVideo, credits, library, apiOrigin });
  const hasher = new PasswordHasher();
  const maxAgeMs = readCacheMaxAgeMs(config.storage.urlTtlSeconds);
  const readCache = new ReadCache(changeFeed, { maxAgeMs, now: () => clock().getTime() });
  const loginAttempts = new LoginAttemptRepository(db);
  const rateLimits = new RateLimitRepository(db);
  const auth = createAuthModule({
    ...shared,
    appSecret,
    hasher,
    readCache,
    mail,
    identityProvider,
    googleRedirectUri: googleRedirectUri(config),
    siteUrl,
    loginAttempts,
    counters: rateLimits,
    billing,
    library,
  });
  const data = createRetentionModule({ ...shared, mail, uploads, appSecret, apiUrl });

  // what follows a job's end, in the one list the pipeline announces to
  events.subscribe(
    followUps({
      storyboards: storyboardTool.storyboardRender,
      notices: new JobNoticeService(new GenerationRepository(db), mail, siteUrl, clock),
      webhooks: webhookDelivery,
    }),
  );

  const health = new HealthService(
    database,
    queue,
    storage,
    rootPackage.version,
    { doctor, token: config.doctorToken },
    config.engines,
  );
  const admin = createAdminServices({
    ...shared,
    config: config.admin,
    hasher,
    doctor,
    providerCalls,
    billing,
    generations,
  });
  const services = {
    health,
    mail,
    media: new MediaService({ storage, signer }),
    ...auth,
    ...payments,
    ...files,
    photoAvatars,
    speakingRates,
    generations,
    ...tools,
    ...storyboardTool,
    ...hooks,
    ...api,
    ...data,
    admin,
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
    metricsExposition: observed.exposition,
    mediaOrigins: storageOrigins(config),
    /** No render runs longer than this: a render folder untouched for longer was left by a crash. */
    longestRenderSeconds: Math.max(...Object.values(features).map((spec) => spec.deadlineSeconds)),
    cookieSecret: hmacSha256(appSecret, 'cookie-signing'),
    googleRedirectUri: googleRedirectUri(config),
    /** Closes what the container opened, last-opened first. */
    async close() {
      observed.stop();
      closeOutsideSystems({ mailer, storage });
      await changeFeed.close();
      await database.close();
    },
  };
}

export type Container = Awaited<ReturnType<typeof createContainer>>;

export function googleRedirectUri(config: Config): string {
  return `${config.site.apiUrl}/auth/google/callback`;
}
