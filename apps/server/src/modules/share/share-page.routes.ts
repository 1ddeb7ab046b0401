import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { allowFramingAnywhere } from '../../plugins/security-headers.plugin';
import { renderEmbedPage, renderShareGonePage, renderSharePage } from './share.page';
import type { OpenShare, ShareService } from './share.service';

/** Page and player views one client may open a minute (each route counted on its own). */
export const SHARE_PAGE_VIEWS_PER_MINUTE = 120;

type TokenRequest = FastifyRequest<{ Params: { token: string }; Querystring: { lang?: unknown } }>;

/** The language a page or its media is asked in (`?lang=es`); anything else is the original. */
const languageOf = (request: TokenRequest) =>
  typeof request.query.lang === 'string' && /^[a-z]{2,3}$/.test(request.query.lang)
    ? request.query.lang
    : undefined;

/**
 * The public side: `/s/<token>` (the page), `/s/<token>/embed` (the framable player) and the
 * media they play, which are checked against the share on every request and then handed out as
 * short-lived links to our own storage. Unknown, revoked and expired tokens all answer the same 404.
 */
export const sharePageRoutes: FastifyPluginAsync<{ shareService: ShareService }> = async (
  app,
  { shareService },
) => {
  const pages = { rateLimit: { max: SHARE_PAGE_VIEWS_PER_MINUTE, timeWindow: '1 minute' } };
  const media = { rateLimit: { max: 600, timeWindow: '1 minute' } };

  const gone = (reply: FastifyReply) =>
    html(
      reply.status(404).header('x-robots-tag', 'noindex, nofollow'),
      renderShareGonePage(shareService.homeUrl),
    );

  const viewOf = (share: OpenShare, token: string) => ({
    title: share.title,
    kind: share.kind,
    indexable: share.indexable,
    hasPoster: Boolean(share.thumbnailKey && !share.thumbnailKey.startsWith('gs://')),
    size: share.width && share.height ? { width: share.width, height: share.height } : null,
    urls: shareService.urlsOf(token, share.languages.length > 0 ? share.language : null),
    languages: share.languages,
    language: share.language,
  });

  // a HEAD (link checkers, previews probing) is not a view
  const open = (request: TokenRequest) =>
    shareService.open(request.params.token, {
      countView: request.method === 'GET',
      language: languageOf(request),
    });

  app.get('/s/:token', { config: pages }, async (request: TokenRequest, reply) => {
    const share = await open(request);
    if (!share) {
      return gone(reply);
    }
    if (!share.indexable) {
      reply.header('x-robots-tag', 'noindex, nofollow');
    }
    return html(reply, renderSharePage(viewOf(share, request.params.token)));
  });

  app.get('/s/:token/embed', { config: pages }, async (request: TokenRequest, reply) => {
    const share = await open(request);
    if (!share) {
      return gone(reply);
    }
    allowFramingAnywhere(reply);
    reply.header('x-robots-tag', 'noindex, nofollow');
    return html(reply, renderEmbedPage(viewOf(share, request.params.token)));
  });

  for (const which of ['media', 'poster'] as const) {
    app.get(`/s/:token/${which}`, { config: media }, async (request: TokenRequest, reply) => {
      const link = await shareService.mediaLink(request.params.token, which, languageOf(request));
      if (!link) {
        return gone(reply);
      }
      // never cached: a revoked share must stop handing out links at once
      return reply.header('cache-control', 'no-store').redirect(link, 302);
    });
  }
};

function html(reply: FastifyReply, body: string) {
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}
