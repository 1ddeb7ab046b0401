import {
  languageName,
  MESSAGES,
  PRODUCT,
  SHARE_MESSAGES,
  sizeLabel,
  type FrameSize,
} from '@orato/shared';
import { APP_ICON_LINK, escapeHtml } from '../../lib/html';

/** The share pages' look: plain CSS, no script, in the app's dark palette. */
const SHARE_STYLE = `*{box-sizing:border-box}html,body{height:100%}body{margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,sans-serif;background:#070b16;color:#e2e8f0}
main{max-width:960px;margin:0 auto;padding:32px 16px 48px}
.media{display:block;width:100%;max-height:75vh;margin:0 auto;border-radius:16px;background:#000;object-fit:contain}
.shaped{height:auto;max-height:none}
.format{display:inline-block;margin-top:10px;font-size:12px;font-weight:600;color:#94a3b8;border:1px solid #334155;border-radius:999px;padding:1px 8px}
h1{font-size:22px;line-height:1.3;margin:20px 0 8px;overflow-wrap:anywhere}
a{color:#5eead4}a:focus-visible{outline:3px solid #5eead4;outline-offset:2px}
.made{display:inline-block;margin-top:8px;font-weight:600;text-decoration:none}
.made:hover{text-decoration:underline}
.langs{display:flex;flex-wrap:wrap;gap:8px;margin:14px 0 0}.langs a{display:inline-flex;align-items:center;min-height:36px;padding:4px 14px;border-radius:999px;border:1px solid rgba(255,255,255,.15);color:#cbd5e1;text-decoration:none;font-size:14px;font-weight:600}.langs a[aria-current]{border-color:#5eead4;color:#070b16;background:#5eead4}
.gone{max-width:440px;margin:96px auto;text-align:center}.gone p{color:#94a3b8}
body.embed{background:#000;overflow:hidden}
.embed .frame{position:relative;height:100%}
.embed .media{width:100%;height:100%;max-height:none;border-radius:0}
.embed .made{position:absolute;right:10px;top:8px;margin:0;font-size:13px;padding:2px 8px;border-radius:999px;background:rgba(7,11,22,.7)}
.embed .langs{position:absolute;left:10px;top:8px;margin:0;gap:6px}.embed .langs a{min-height:28px;padding:2px 10px;font-size:13px;background:rgba(7,11,22,.7)}.embed .langs a[aria-current]{background:#5eead4}`;

export interface SharePageView {
  title: string | null;
  kind: 'video' | 'image';
  indexable: boolean;
  urls: { page: string; embed: string; media: string; poster: string; home: string };
  hasPoster: boolean;
  /** Every language the video plays in (none without translations), and the one shown. */
  languages?: string[];
  language?: string | null;
  /** The file's real size; null for an item saved before sizes were read (then 1280×720). */
  size: FrameSize | null;
}

const LEGACY_SIZE: FrameSize = { width: 1280, height: 720 };
const sizeOf = (view: SharePageView) => view.size ?? LEGACY_SIZE;

/**
 * The media box in the file's own shape, as wide as fits 75% of the screen's height: a vertical
 * video stands tall and narrow, never letterboxed in a landscape box.
 */
function shapeStyle(view: SharePageView): string {
  if (!view.size) {
    return '';
  }
  const { width, height } = view.size;
  return ` style="aspect-ratio:${width}/${height};width:min(100%,calc(75vh * ${width} / ${height}))"`;
}

const displayTitle = (view: SharePageView) =>
  view.title?.trim() || (view.kind === 'video' ? 'A video' : 'An image');

function mediaElement(view: SharePageView, title: string, embed = false): string {
  const shaped = embed ? '' : shapeStyle(view);
  const className = shaped ? 'media shaped' : 'media';
  if (view.kind === 'image') {
    const size = view.size ? ` width="${view.size.width}" height="${view.size.height}"` : '';
    return `<img class="${className}" src="${escapeHtml(view.urls.media)}"${size}${shaped} alt="${escapeHtml(title)}">`;
  }
  const poster = view.hasPoster ? ` poster="${escapeHtml(view.urls.poster)}"` : '';
  return `<video class="${className}" src="${escapeHtml(view.urls.media)}"${poster}${shaped} controls playsinline preload="metadata" aria-label="${escapeHtml(title)}"></video>`;
}

/** Open Graph and Twitter tags, every address absolute, so a pasted link previews in chat apps. */
function previewTags(view: SharePageView, title: string): string {
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const { width, height } = sizeOf(view);
  const tags = [
    meta('property', 'og:site_name', PRODUCT.name),
    meta('property', 'og:title', title),
    meta('property', 'og:url', view.urls.page),
  ];
  if (view.kind === 'image') {
    tags.push(
      meta('property', 'og:type', 'website'),
      meta('property', 'og:image', view.urls.media),
      ...(view.size
        ? [
            meta('property', 'og:image:width', String(width)),
            meta('property', 'og:image:height', String(height)),
          ]
        : []),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:image', view.urls.media),
    );
  } else {
    tags.push(
      meta('property', 'og:type', 'video.other'),
      meta('property', 'og:video', view.urls.media),
      meta('property', 'og:video:secure_url', view.urls.media),
      meta('property', 'og:video:type', 'video/mp4'),
      meta('property', 'og:video:width', String(width)),
      meta('property', 'og:video:height', String(height)),
      meta('name', 'twitter:card', 'player'),
      meta('name', 'twitter:player', view.urls.embed),
      meta('name', 'twitter:player:width', String(width)),
      meta('name', 'twitter:player:height', String(height)),
      meta('name', 'twitter:player:stream', view.urls.media),
      meta('name', 'twitter:player:stream:content_type', 'video/mp4'),
    );
    if (view.hasPoster) {
      tags.push(
        meta('property', 'og:image', view.urls.poster),
        meta('name', 'twitter:image', view.urls.poster),
      );
    }
  }
  tags.push(meta('name', 'twitter:title', title));
  return tags.join('\n');
}

/** The language switch of a video with translations: one link per language, no script. */
/** Links to every language the video plays in; the embed's stay inside the frame. */
function languageLinks(view: SharePageView, base = view.urls.page): string {
  const languages = view.languages ?? [];
  if (languages.length < 2) {
    return '';
  }
  const links = languages.map((code) => {
    const current = code === view.language ? ' aria-current="true"' : '';
    return `<a href="${escapeHtml(`${base}?lang=${encodeURIComponent(code)}`)}" hreflang="${escapeHtml(code)}"${current}>${escapeHtml(languageName(code))}</a>`;
  });
  return `<nav class="langs" aria-label="${escapeHtml(MESSAGES.translation.versions)}">${links.join('')}</nav>`;
}

function head(title: string, robots: string, extra = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${APP_ICON_LINK}<title>${escapeHtml(title)}</title>
<meta name="robots" content="${robots}">
${extra}
<style>
${SHARE_STYLE}
</style></head>`;
}

/** The public page of a share: the media, its title and a link to the product. No script. */
export function renderSharePage(view: SharePageView): string {
  const title = displayTitle(view);
  const canonical = `<link rel="canonical" href="${escapeHtml(view.urls.page)}">`;
  return `${head(`${title} — ${PRODUCT.name}`, view.indexable ? 'index, follow' : 'noindex, nofollow', `${canonical}\n${previewTags(view, title)}`)}
<body><main>
${mediaElement(view, title)}
${languageLinks(view)}
${view.size ? `<span class="format">${escapeHtml(sizeLabel(view.size, view.kind))}</span>\n` : ''}<h1>${escapeHtml(title)}</h1>
<a class="made" href="${escapeHtml(view.urls.home)}">${escapeHtml(SHARE_MESSAGES.madeWith)}</a>
</main></body></html>`;
}

/** The embed player: the media filling the frame and a small link out. Never indexed. */
export function renderEmbedPage(view: SharePageView): string {
  const title = displayTitle(view);
  return `${head(`${title} — ${PRODUCT.name}`, 'noindex, nofollow')}
<body class="embed"><div class="frame">
${mediaElement(view, title, true)}
${languageLinks(view, view.urls.embed)}
<a class="made" href="${escapeHtml(view.urls.home)}" target="_blank" rel="noopener">${escapeHtml(SHARE_MESSAGES.madeWith)}</a>
</div></body></html>`;
}

/** What an unknown, revoked or expired link shows: nothing about what it was. */
export function renderShareGonePage(homeUrl: string): string {
  return `${head(`Link not available — ${PRODUCT.name}`, 'noindex, nofollow')}
<body><main class="gone">
<h1>Link not available</h1>
<p>${escapeHtml(SHARE_MESSAGES.pageGone)}</p>
<a class="made" href="${escapeHtml(homeUrl)}">${escapeHtml(SHARE_MESSAGES.madeWith)}</a>
</main></body></html>`;
}
