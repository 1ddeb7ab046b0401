import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyBaseLogger, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Container } from './container';
import { accountRoutes } from './modules/account/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { imageRoutes } from './modules/image/image.routes';
import { veoRoutes } from './modules/veo/veo.routes';
import { libraryRoutes } from './modules/library/library.routes';
import { translationRoutes } from './modules/translation/translation.routes';
import { generationRoutes } from './modules/generation/generation.routes';
import { avatarRoutes } from './modules/avatar/avatar.routes';
import { photoAvatarRoutes } from './modules/photo-avatar/photo-avatar.routes';
import { ownVoiceRoutes } from './modules/own-voice/own-voice.routes';
import { creditsRoutes } from './modules/credits/credits.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { checkoutTestRoutes } from './modules/billing/checkout-test.routes';
import { billingPortalTestRoutes } from './modules/billing/billing-portal-test.routes';
import { planChangeRoutes } from './modules/billing/plan-change.routes';
import { stripeWebhookRoutes } from './modules/billing/stripe-webhook.routes';
import { googleRoutes } from './modules/auth/google.routes';
import { registerCsrfProtection } from './plugins/csrf.plugin';
import { registerPublicHostRedirect } from './plugins/public-host.plugin';
import { registerRateLimits } from './plugins/rate-limit.plugin';
import { SESSION_ABSOLUTE_SECONDS } from './modules/auth/session.service';
import { registerSessionResolver, sessionCookieFor } from './plugins/session.plugin';
import { registerReadSettling } from './plugins/session-cache.plugin';
import { healthRoutes } from './modules/health/health.routes';
import { devMailboxRoutes } from './modules/mail/dev-mailbox.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { shareRoutes } from './modules/share/share.routes';
import { savedDraftRoutes } from './modules/storyboard/saved-draft.routes';
import { storyboardRoutes } from './modules/storyboard/storyboard.routes';
import { sharePageRoutes } from './modules/share/share-page.routes';
import { webhookRoutes } from './modules/webhook/webhook.routes';
import {
  registerErrorHandler,
  registerNotFoundHandler,
  sendFrameworkError,
} from './plugins/error-handler.plugin';
import { registerSecurityHeaders } from './plugins/security-headers.plugin';
import { registerStaticWeb } from './plugins/static-web.plugin';
import { registerMetricsRoute } from './plugins/metrics.plugin';
import { registerRequestLog, requestIdFrom } from './plugins/request-log.plugin';
import { registerAppIcon } from './plugins/app-icon.plugin';
import { registerApiKeyGuard } from './plugins/api-key.plugin';
import { registerOpenApi } from './plugins/openapi.plugin';
import { apiKeyRoutes } from './modules/api/api-key.routes';
import { apiDocsRoutes } from './modules/api/api-docs.routes';
import { publicApiCreateRoutes } from './modules/api/public-api-create.routes';
import { publicApiReadRoutes } from './modules/api/public-api-read.routes';
import { publicApiExportRoutes } from './modules/api/public-api-export.routes';
import { dataExportRoutes } from './modules/data-export/data-export.routes';
import { adminRoutes } from './modules/admin/admin.routes';

const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

export interface AppOptions {
  /** Told of every route as it is registered (tests list the routes the app really serves). */
  onRoute?: (route: RouteOptions) => void;
}

/** The HTTP face of the product. Tests build it with a container and call it through inject(). */
export async function buildApp(
  container: Container,
  logger: FastifyBaseLogger,
  options: AppOptions = {},
) {
  const { config, services } = container;
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: proxyTrust(config.http.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors: sendFrameworkError,
    // one line per request, written by registerRequestLog once it is answered
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdFrom,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) {
    app.addHook('onRoute', options.onRoute);
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // before any route: the document is built from the routes as they register
  await registerOpenApi(app, config.site.apiUrl);

  registerRequestLog(app, container.metrics);
  registerErrorHandler(app, {
    accountExists: (userId) => services.account.exists(userId),
  });
  await registerSecurityHeaders(app, {
    mediaOrigins: container.mediaOrigins,
    isProduction: config.isProduction,
  });
  await app.register(cookie, { secret: container.cookieSecret });
  await registerRateLimits(app, container.rateLimits);
  const sessionCookie = sessionCookieFor(config.isProduction, SESSION_ABSOLUTE_SECONDS);
  registerSessionResolver(app, services.sessions, sessionCookie, (key) =>
    services.apiKeys.authenticate(key),
  );
  registerReadSettling(app, container.changeFeed);
  registerApiKeyGuard(app, {
    counters: container.rateLimits,
    perMinute: config.api.keyRateLimitPerMinute,
  });
  registerCsrfProtection(app, [config.site.url, config.site.apiUrl]);
  registerPublicHostRedirect(app, config.site.url);

  await app.register(healthRoutes, { healthService: services.health });
  if (container.metricsExposition && config.metrics.token) {
    registerMetricsRoute(app, container.metricsExposition, config.metrics.token);
  }
  await app.register(mediaRoutes, { mediaService: services.media });
  await app.register(authRoutes, {
    authService: services.auth,
    passwordResetService: services.passwordReset,
    googleSignInService: services.googleSignIn,
    sessionCookie,
    rateLimitPerMinute: config.auth.rateLimitPerMinute,
    showUnconfiguredSignIn: !config.isProduction,
  });
  await app.register(googleRoutes, {
    googleSignInService: services.googleSignIn,
    sessionCookie,
    siteOrigin: new URL(config.site.url).origin,
    redirectUri: container.googleRedirectUri,
  });
  await app.register(accountRoutes, {
    accountService: services.account,
    sessionCookie,
    readCache: container.readCache,
  });
  await app.register(webhookRoutes, { webhookService: services.webhooks });
  await app.register(billingRoutes, { billingService: services.billing });
  await app.register(planChangeRoutes, { planChangeService: services.planChanges });
  await app.register(avatarRoutes, { avatarVideoService: services.avatarVideo });
  await app.register(generationRoutes, {
    generationService: services.generations,
    storyboardService: services.storyboard,
  });
  await app.register(storyboardRoutes, {
    storyboardService: services.storyboard,
    storyboardStatusService: services.storyboardStatus,
  });
  await app.register(creditsRoutes, { creditsService: services.credits });
  await app.register(veoRoutes, { veoService: services.veo });
  await app.register(libraryRoutes, {
    libraryService: services.library,
    readCache: container.readCache,
  });
  await app.register(savedDraftRoutes, { savedDraftService: services.savedDrafts });
  await app.register(translationRoutes, { translationService: services.translation });
  await app.register(shareRoutes, { shareService: services.share });
  await app.register(sharePageRoutes, { shareService: services.share });
  await app.register(imageRoutes, { imageService: services.image, uploadService: services.upload });
  await app.register(apiKeyRoutes, { apiKeyService: services.apiKeys });
  await app.register(publicApiCreateRoutes, {
    publicApi: services.publicApi,
    idempotency: services.idempotency,
    avatarVideo: services.avatarVideo,
    veo: services.veo,
    image: services.image,
    upload: services.upload,
    translation: services.translation,
  });
  await app.register(publicApiReadRoutes, {
    publicApi: services.publicApi,
    avatarVideo: services.avatarVideo,
    library: services.library,
  });
  await app.register(publicApiExportRoutes, { dataExportService: services.dataExports });
  await app.register(dataExportRoutes, { dataExportService: services.dataExports });
  await app.register(adminRoutes, { sessionCookie, ...services.admin });
  await app.register(apiDocsRoutes, {
    siteUrl: config.site.apiUrl,
    keyRequestsPerMinute: config.api.keyRateLimitPerMinute,
  });
  await app.register(photoAvatarRoutes, {
    photoAvatarService: services.photoAvatars,
    uploadService: services.upload,
  });
  await app.register(ownVoiceRoutes, {
    avatarVideoService: services.avatarVideo,
    uploadService: services.upload,
  });
  if (config.payments.driver === 'stripe') {
    await app.register(stripeWebhookRoutes, { billingService: services.billing });
  } else {
    await app.register(checkoutTestRoutes, { billingService: services.billing });
    await app.register(billingPortalTestRoutes, { billingPortalService: services.billingPortal });
  }
  if (!config.isProduction) {
    await app.register(devMailboxRoutes, { mailService: services.mail });
  }

  registerAppIcon(app);
  const webShell = await registerStaticWeb(
    app,
    config.site.webDistDir ?? DEFAULT_WEB_DIST,
    config.site.url,
  );
  registerNotFoundHandler(app, { webShell });
  return app;
}

/**
 * X-Forwarded-For is believed only from the configured proxies (none by default). Fastify treats
 * a bare hop count as "trust nothing", so a count becomes the rule it stands for: the first
 * `hops` addresses nearest the socket are proxies.
 */
function proxyTrust(setting: Config['http']['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
