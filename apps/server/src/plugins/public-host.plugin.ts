import type { FastifyInstance } from 'fastify';

const PAGE_METHODS = new Set(['GET', 'HEAD']);

/** Names that reach only the machine itself: a visitor's browser never meets a deployment there. */
function isLoopback(hostname: string): boolean {
  const name = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(name)
  );
}

/**
 * One host, one cookie: a page asked for on another host name than the public origin's (the
 * server opened as http://127.0.0.1:3000 when it is http://localhost:3000, or a deployment's raw
 * address) is sent to the public origin. Otherwise the visitor signs in on one host and links in
 * e-mails and checkout, which carry the public origin, bring them back signed out on the other.
 *
 * Only pages: `/api` answers on any host (health checks, the public API, a separate API host).
 * A loopback request to a public origin that is not loopback is left alone: that is the machine
 * talking to itself (a probe, an operator's curl, a test), never a visitor's browser.
 */
export function registerPublicHostRedirect(app: FastifyInstance, siteUrl: string): void {
  const site = new URL(siteUrl);
  const siteIsLoopback = isLoopback(site.hostname);
  app.addHook('onRequest', async (request, reply) => {
    if (!PAGE_METHODS.has(request.method) || /^\/api(\/|$|\?)/.test(request.url)) {
      return;
    }
    const hostname = request.hostname.toLowerCase();
    if (hostname === site.hostname || (isLoopback(hostname) && !siteIsLoopback)) {
      return;
    }
    // temporary: a permanent redirect would outlive a change of PUBLIC_SITE_URL in browsers
    return reply.redirect(`${site.origin}${request.url}`, 307);
  });
}
