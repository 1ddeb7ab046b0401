import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

/** One year, the least ASVS 5.0 3.4.1 accepts. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Security headers with a CSP that allows only what the app loads: its own scripts and styles,
 * and media from its own origin or the object store's. The headers are built once here: the
 * Fastify wrapper built them again on every request, parsing the whole CSP each time (3 % of a
 * read's CPU under load, issue #38).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { mediaOrigins: string[]; isProduction: boolean },
): Promise<void> {
  const media = ["'self'", 'blob:', 'data:', ...options.mediaOrigins];
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and the pre-rendered pages set style attributes; scripts stay strictly 'self'
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: media,
        mediaSrc: media,
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // the app has no <base>; 'none' stops an injected one from re-pointing relative script URLs
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.isProduction && { upgradeInsecureRequests: [] }),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.isProduction && {
      maxAge: HSTS_MAX_AGE_SECONDS,
      includeSubDomains: true,
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  // API answers carry account data; a route that may be cached (signed media, thumbnails) says so itself
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

/**
 * Lets any site frame this one response (the share embed player): `frame-ancestors *` in its CSP
 * and no X-Frame-Options. Every other response keeps `frame-ancestors 'none'`.
 */
export function allowFramingAnywhere(reply: FastifyReply): void {
  const policy = String(reply.raw.getHeader('content-security-policy') ?? '');
  reply.raw.removeHeader('x-frame-options');
  reply.header(
    'content-security-policy',
    policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'),
  );
  // a page that isolates itself (COEP) may still load the player
  reply.header('cross-origin-resource-policy', 'cross-origin');
}
