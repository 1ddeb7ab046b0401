import { SHARE_MESSAGES } from '@orato/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { libraryItems, rateLimitHits, shareLinks } from '../../src/db/schema';
import { resolveAppSecret } from '../../src/lib/app-secret';
import { UrlSigner } from '../../src/lib/url-signer';
import { MediaService } from '../../src/modules/media/media.service';
import { SHARE_PAGE_VIEWS_PER_MINUTE } from '../../src/modules/share/share-page.routes';
import { SHARE_MEDIA_TTL_SECONDS } from '../../src/modules/share/share.service';
import { PASSWORD, signedInWithCredits, type AuthClient } from '../helpers/auth-client';
import { manualClock, useTestApp } from '../helpers/test-container';
import { DATABASE_TARGETS } from '../helpers/test-database';

const VIDEO_BYTES = Buffer.from('a shared video, byte for byte '.repeat(8));

/** The `content` of a `<meta>` tag, by property or name. */
function metaContent(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`));
  return tag?.[1]?.replaceAll('&#38;', '&');
}

describe.each(DATABASE_TARGETS)('share links on %s', (target) => {
  const time = manualClock(new Date());
  const context = useTestApp(target, {}, { clock: time.clock });

  let people = 0;
  /** A signed-in user with one video (with a thumbnail) and one image in their library. */
  async function creator() {
    const email = `sharer-${++people}@example.com`;
    const { person, userId } = await signedInWithCredits(context.app, context.container, email, 0);
    const { storage } = context.container;
    const add = async (feature: string, name: string, title: string, type: string) => {
      const key = `users/${userId}/${feature}/${name}`;
      await storage.putObject(key, VIDEO_BYTES, type);
      const thumbnailKey = type.startsWith('video/') ? `${key}.jpg` : null;
      if (thumbnailKey) {
        await storage.putObject(thumbnailKey, Buffer.from('jpeg bytes'), 'image/jpeg');
      }
      const [item] = await context.container.database.db
        .insert(libraryItems)
        .values({ userId, feature, mediaKey: key, thumbnailKey, title })
        .returning();
      return item!.id;
    };
    const videoId = await add(
      'veo3-videos',
      'v.mp4',
      'A fox <b>running</b> & "jumping"',
      'video/mp4',
    );
    const imageId = await add('nano-banana', 'i.png', 'A blue square', 'image/png');
    return { person, userId, email, videoId, imageId };
  }

  async function share(person: AuthClient, itemId: string, extra: object = {}) {
    const response = await person.post('/api/shares', {
      library_item_id: itemId,
      expires_in_days: null,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().share as {
      id: string;
      url: string;
      embed_url: string;
      embed_html: string;
      views: number;
    };
  }

  const visit = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
    context.app.inject({ method, url: new URL(url).pathname });

  it('gives a vertical video its real size in the OG and player tags, the page and the embed', async () => {
    const { person, userId } = await creator();
    const key = `users/${userId}/ai-avatar/vertical.mp4`;
    await context.container.storage.putObject(key, VIDEO_BYTES, 'video/mp4');
    const [item] = await context.container.database.db
      .insert(libraryItems)
      .values({
        userId,
        feature: 'ai-avatar',
        mediaKey: key,
        title: 'Tall',
        aspect: '9:16',
        resolution: '1080p',
        width: 1080,
        height: 1920,
      })
      .returning();
    const made = await share(person, item!.id);
    // the player is as tall as a landscape one is wide
    expect(made.embed_html).toContain('width="360" height="640"');
    const page = await visit(made.url);
    expect(metaContent(page.body, 'og:video:width')).toBe('1080');
    expect(metaContent(page.body, 'og:video:height')).toBe('1920');
    expect(metaContent(page.body, 'twitter:player:width')).toBe('1080');
    expect(metaContent(page.body, 'twitter:player:height')).toBe('1920');
    // drawn in its own shape (never letterboxed in a landscape box), with its format beside it
    expect(page.body).toContain(
      'style="aspect-ratio:1080/1920;width:min(100%,calc(75vh * 1080 / 1920))"',
    );
    expect(page.body).toContain('<span class="format">9:16 · 1080p</span>');
  });

  it('makes an unguessable link whose page plays the video with absolute OG and player tags', async () => {
    const { person, videoId, email } = await creator();
    const made = await share(person, videoId);
    const site = context.container.config.site.url;
    expect(made.url).toMatch(new RegExp(`^${site}/s/[A-Za-z0-9_-]{43}$`));
    expect(made.embed_url).toBe(`${made.url}/embed`);
    expect(made.embed_html).toContain(`<iframe src="${made.url}/embed"`);
    const [row] = await context.container.database.db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.id, made.id));
    const token = made.url.split('/s/')[1]!;
    // only a hash is kept
    expect(JSON.stringify(row)).not.toContain(token);

    const page = await visit(made.url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(
      '<h1>A fox &#60;b&#62;running&#60;/b&#62; &#38; &#34;jumping&#34;</h1>',
    );
    expect(page.body).toContain(`<video class="media" src="${made.url}/media"`);
    expect(page.body).toContain(`<a class="made" href="${site}/">${SHARE_MESSAGES.madeWith}</a>`);
    expect(metaContent(page.body, 'og:url')).toBe(made.url);
    expect(metaContent(page.body, 'og:type')).toBe('video.other');
    expect(metaContent(page.body, 'og:video')).toBe(`${made.url}/media`);
    expect(metaContent(page.body, 'og:image')).toBe(`${made.url}/poster`);
    expect(metaContent(page.body, 'twitter:card')).toBe('player');
    expect(metaContent(page.body, 'twitter:player')).toBe(made.embed_url);
    // an item saved before sizes were read is the 1280×720 every video was then
    expect(metaContent(page.body, 'og:video:width')).toBe('1280');
    expect(metaContent(page.body, 'og:video:height')).toBe('720');
    for (const key of [
      'og:url',
      'og:video',
      'og:image',
      'twitter:player',
      'twitter:player:stream',
    ]) {
      expect(new URL(metaContent(page.body, key)!).origin, key).toBe(new URL(site).origin);
    }
    // the owner is never named, and the page stays out of search engines unless opted in
    expect(page.body).not.toContain(email);
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');

    const media = await visit(`${made.url}/media`);
    expect(media.statusCode).toBe(302);
    expect(media.headers['cache-control']).toBe('no-store');
    const played = await context.app.inject({ method: 'GET', url: media.headers.location! });
    expect(played.statusCode).toBe(200);
    expect(played.rawPayload.equals(VIDEO_BYTES)).toBe(true);
    const poster = await visit(`${made.url}/poster`);
    expect(poster.statusCode).toBe(302);
  });

  it('shows an image with summary_large_image tags, and lets the owner opt into indexing', async () => {
    const { person, imageId } = await creator();
    const made = await share(person, imageId, { indexable: true });
    const page = await visit(made.url);
    expect(page.body).toContain(`<img class="media" src="${made.url}/media" alt="A blue square">`);
    expect(metaContent(page.body, 'og:image')).toBe(`${made.url}/media`);
    expect(metaContent(page.body, 'twitter:card')).toBe('summary_large_image');
    expect(page.body).toContain('<meta name="robots" content="index, follow">');
    expect(page.headers['x-robots-tag']).toBeUndefined();
  });

  it('lets only the embed page be framed, by anyone', async () => {
    const { person, videoId } = await creator();
    const made = await share(person, videoId);
    const embed = await visit(made.embed_url);
    expect(embed.statusCode).toBe(200);
    expect(embed.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(embed.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(embed.headers['content-security-policy']).toContain("script-src 'self'");
    expect(embed.headers['x-frame-options']).toBeUndefined();
    expect(embed.body).toContain(`<video class="media" src="${made.url}/media"`);
    for (const url of [made.url, `${context.container.config.site.url}/api/health`]) {
      const other = await visit(url);
      expect(other.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(other.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('counts views of the page and the player, not of HEAD probes or media', async () => {
    const { person, videoId } = await creator();
    const made = await share(person, videoId);
    await visit(made.url);
    await visit(made.url);
    await visit(made.embed_url);
    await visit(made.url, 'HEAD');
    await visit(`${made.url}/media`);
    const listed = await person.get(`/api/shares?library_item_id=${videoId}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().shares).toEqual([
      expect.objectContaining({ id: made.id, views: 3, active: true, revoked_at: null }),
    ]);
    // the list never hands the link out again
    expect(listed.body).not.toContain(made.url.split('/s/')[1]);
  });

  it('a revoked link answers 404 at once, and its media links stop when they expire', async () => {
    const { person, videoId } = await creator();
    const made = await share(person, videoId);
    const handedOut = (await visit(`${made.url}/media`)).headers.location!;
    const revoked = await person.post(`/api/shares/${made.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().share).toMatchObject({ active: false, revoked_at: expect.any(Number) });
    for (const url of [made.url, made.embed_url, `${made.url}/media`, `${made.url}/poster`]) {
      const gone = await visit(url);
      expect(gone.statusCode, url).toBe(404);
      expect(gone.headers['content-type'], url).toMatch(/^text\/html/);
      expect(gone.body, url).toContain(SHARE_MESSAGES.pageGone);
      expect(gone.body, url).not.toContain('A fox');
    }
    expect((await context.app.inject({ method: 'GET', url: handedOut })).statusCode).toBe(200);
    // the link handed out before the revocation dies within the short media lifetime
    const link = new URL(handedOut, 'http://x');
    const { config, storage } = context.container;
    const signer = new UrlSigner(await resolveAppSecret(config.appSecret, config.dataDir));
    const later = new MediaService({
      storage,
      signer,
      now: () => Date.now() + (SHARE_MEDIA_TTL_SECONDS + 1) * 1000,
    });
    await expect(
      later.openSignedMedia({
        key: decodeURIComponent(link.pathname.replace(/^\/api\/media\//, '')),
        expires: Number(link.searchParams.get('expires')),
        signature: link.searchParams.get('signature')!,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('an expired link answers 404; a 7-day link works until then', async () => {
    const { person, videoId, email } = await creator();
    const made = await share(person, videoId, { expires_in_days: 7 });
    time.advanceSeconds(6 * 86_400);
    expect((await visit(made.url)).statusCode).toBe(200);
    time.advanceSeconds(86_400);
    expect((await visit(made.url)).statusCode).toBe(404);
    expect((await visit(`${made.url}/media`)).statusCode).toBe(404);
    // the session has expired meanwhile too
    await person.post('/api/login', { email, password: PASSWORD });
    const listed = await person.get(`/api/shares?library_item_id=${videoId}`);
    expect(listed.json().shares[0]).toMatchObject({ active: false, revoked_at: null });
  });

  it("refuses to share, list or revoke another user's item", async () => {
    const owner = await creator();
    const other = await creator();
    const made = await share(owner.person, owner.videoId);
    const stolen = await other.person.post('/api/shares', {
      library_item_id: owner.videoId,
      expires_in_days: 30,
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ error: SHARE_MESSAGES.itemNotFound, code: 'NOT_FOUND' });
    expect(
      (await other.person.get(`/api/shares?library_item_id=${owner.videoId}`)).statusCode,
    ).toBe(404);
    expect((await other.person.post(`/api/shares/${made.id}/revoke`)).statusCode).toBe(404);
    expect((await other.person.post('/api/shares/not-an-id/revoke')).statusCode).toBe(404);
    expect((await visit(made.url)).statusCode).toBe(200);
    const rows = await context.container.database.db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.libraryItemId, owner.videoId));
    expect(rows).toHaveLength(1);
    const signedOut = await context.app.inject({
      method: 'POST',
      url: '/api/shares',
      payload: { library_item_id: owner.videoId, expires_in_days: null },
      headers: { origin: context.container.config.site.url },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses an expiry other than never, 7 or 30 days', async () => {
    const { person, videoId } = await creator();
    const response = await person.post('/api/shares', {
      library_item_id: videoId,
      expires_in_days: 1,
    });
    expect(response.statusCode).toBe(400);
  });

  it('deleting the item or the account kills its links', async () => {
    const first = await creator();
    const itemLink = await share(first.person, first.imageId);
    const images = (await first.person.post('/api/get-images', {})).json().images['nano-banana'];
    await first.person.post('/api/delete-image', { image_urls: [images[0].image_url] });
    expect((await visit(itemLink.url)).statusCode).toBe(404);

    const second = await creator();
    const accountLink = await share(second.person, second.videoId);
    expect((await second.person.post('/api/delete-account', {})).statusCode).toBe(200);
    expect((await visit(accountLink.url)).statusCode).toBe(404);
    const left = await context.container.database.db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.userId, second.userId));
    expect(left).toEqual([]);
  });

  it('rate-limits the public pages per client', async () => {
    const { person, videoId } = await creator();
    const made = await share(person, videoId);
    expect((await visit(made.url)).statusCode).toBe(200);
    // as if this client had opened share pages all minute long
    await context.container.database.db
      .update(rateLimitHits)
      .set({ count: SHARE_PAGE_VIEWS_PER_MINUTE })
      .where(eq(rateLimitHits.key, 'GET /s/:token|127.0.0.1'));
    const limited = await visit(made.url);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // each route counts on its own: the player still opens
    expect((await visit(made.embed_url)).statusCode).toBe(200);
    await context.container.database.db.delete(rateLimitHits);
  });

  it('refuses to share an item whose media is not in our storage', async () => {
    const { person, userId } = await creator();
    const [item] = await context.container.database.db
      .insert(libraryItems)
      .values({
        userId,
        feature: 'veo3-videos',
        mediaKey: `gs://orato-media/samples/${userId}.mp4`,
        title: 'A sample',
      })
      .returning();
    const response = await person.post('/api/shares', {
      library_item_id: item!.id,
      expires_in_days: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(SHARE_MESSAGES.notShareable);
  });

  it('answers unknown and malformed tokens with the same plain 404 page', async () => {
    for (const token of ['x'.repeat(43), 'short', 'A'.repeat(43)]) {
      const response = await context.app.inject({ method: 'GET', url: `/s/${token}` });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain(SHARE_MESSAGES.pageGone);
    }
  });
});
