import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Container } from './container';
import { healthRoutes } from './modules/health/health.routes';
import { devMailboxRoutes } from './modules/mail/dev-mailbox.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { registerErrorHandler, registerNotFoundHandler } from './plugins/error-handler.plugin';
import { registerSecurityHeaders } from './plugins/security-headers.plugin';
import { registerStaticWeb } from './plugins/static-web.plugin';

const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

/** The HTTP face of the product. Tests build it with a container and call it through inject(). */
export async function buildApp(container: Container, logger: FastifyBaseLogger) {
  const { config, services } = container;
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: config.isProduction,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  await registerSecurityHeaders(app, {
    mediaOrigins: container.mediaOrigins,
    isProduction: config.isProduction,
  });
  await app.register(cookie);
  // limits are opted into per route (sign-in, codes, generation), never applied to reads globally
  await app.register(rateLimit, { global: false });

  await app.register(healthRoutes, { healthService: services.health });
  await app.register(mediaRoutes, { mediaService: services.media });
  if (!config.isProduction) {
    await app.register(devMailboxRoutes, { mailService: services.mail });
  }

  const hasWebShell = await registerStaticWeb(app, config.site.webDistDir ?? DEFAULT_WEB_DIST);
  registerNotFoundHandler(app, { hasWebShell });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
