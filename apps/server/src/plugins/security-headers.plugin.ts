import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a CSP that allows only what the app loads: its own scripts and styles,
 * and media from its own origin or the object store's.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { mediaOrigins: string[]; isProduction: boolean },
): Promise<void> {
  const media = ["'self'", 'blob:', 'data:', ...options.mediaOrigins];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: media,
        mediaSrc: media,
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.isProduction && { upgradeInsecureRequests: [] }),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.isProduction,
  });
}
