import {
  SHARE_MESSAGES,
  SHARE_TOKEN_PATTERN,
  type CreatedShare,
  type FrameSize,
  type ShareLink,
} from '@orato/shared';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import { AppError } from '../../lib/app-error';
import { addSeconds, toUnixSeconds, type Clock } from '../../lib/clock';
import { escapeHtml } from '../../lib/html';
import { randomToken, sha256 } from '../../lib/secrets';
import type { LibraryItemView, LibraryRepository } from '../library/library.repository';
import type { ShareLinkRow, ShareRepository } from './share.repository';

/**
 * How long a media link handed out by a share page works. Short, so a revoked or expired share's
 * media stop working soon after; the page itself links to `/s/<token>/media`, which checks the
 * share on every request and hands out a fresh link.
 */
export const SHARE_MEDIA_TTL_SECONDS = 300;

const TOKEN_HINT_LENGTH = 6;

export interface CreateShareCommand {
  libraryItemId: string;
  expiresInDays: 7 | 30 | null;
  indexable: boolean;
}

/** What a public share page may show: the item's media and title, nothing about its owner. */
export interface SharedItem extends LibraryItemView {
  linkId: string;
  indexable: boolean;
}

/** A live share as its public pages use it. */
export interface OpenShare extends SharedItem {
  kind: 'video' | 'image';
  /** Every language it plays in, the original's first; empty when it has no translations. */
  languages: string[];
}

/** Public links to library items: made and revoked by their owner, opened by anyone with the token. */
export class ShareService {
  constructor(
    private readonly shares: ShareRepository,
    private readonly library: LibraryRepository,
    private readonly storage: ObjectStorage,
    private readonly clock: Clock,
    private readonly siteUrl: string,
  ) {}

  async create(userId: string, command: CreateShareCommand): Promise<CreatedShare> {
    const item = await this.library.findOwnedById(userId, command.libraryItemId);
    if (!item) {
      throw new AppError('NOT_FOUND', SHARE_MESSAGES.itemNotFound);
    }
    if (item.mediaKey.startsWith('gs://')) {
      // share pages serve our own stored copy, never a provider's or a bucket's public URL
      throw new AppError('BAD_REQUEST', SHARE_MESSAGES.notShareable);
    }
    const token = randomToken();
    const now = this.clock();
    const row = await this.shares.insert({
      tokenHash: sha256(token),
      tokenHint: token.slice(0, TOKEN_HINT_LENGTH),
      libraryItemId: item.id,
      userId,
      expiresAt: command.expiresInDays ? addSeconds(now, command.expiresInDays * 86_400) : null,
      indexable: command.indexable,
      createdAt: now,
    });
    const urls = this.urlsOf(token);
    return {
      ...this.present(row),
      url: urls.page,
      embed_url: urls.embed,
      embed_html: embedSnippet(urls.embed, sizeOf(item)),
    };
  }

  async list(userId: string, libraryItemId: string): Promise<ShareLink[]> {
    if (!(await this.library.findOwnedById(userId, libraryItemId))) {
      throw new AppError('NOT_FOUND', SHARE_MESSAGES.itemNotFound);
    }
    const rows = await this.shares.listForItem(userId, libraryItemId);
    return rows.map((row) => this.present(row));
  }

  async revoke(userId: string, shareId: string): Promise<ShareLink> {
    const row = await this.shares.revoke(userId, shareId, this.clock());
    if (!row) {
      throw new AppError('NOT_FOUND', SHARE_MESSAGES.linkNotFound);
    }
    return this.present(row);
  }

  /** The live share behind a token, or undefined (unknown, revoked, expired or malformed). */
  async open(
    token: string,
    options: { countView: boolean; language?: string | undefined },
  ): Promise<OpenShare | undefined> {
    if (!SHARE_TOKEN_PATTERN.test(token)) {
      return undefined;
    }
    const link = await this.shares.openLive(sha256(token), this.clock(), options.countView);
    const view = link && (await this.library.viewOf(link.itemId));
    const item = view && { linkId: link.id, indexable: link.indexable, ...view };
    return (
      item &&
      inLanguage(
        { ...item, kind: item.feature === 'nano-banana' ? 'image' : 'video' },
        options.language,
      )
    );
  }

  /** A short-lived link to a live share's media (or its poster), in a language it has, or undefined. */
  async mediaLink(
    token: string,
    which: 'media' | 'poster',
    language?: string,
  ): Promise<string | undefined> {
    const share = await this.open(token, { countView: false, language });
    const key = which === 'media' ? share?.mediaKey : (share?.thumbnailKey ?? undefined);
    if (!key || key.startsWith('gs://')) {
      return undefined;
    }
    return this.storage.getDownloadUrl(key, { ttlSeconds: SHARE_MEDIA_TTL_SECONDS });
  }

  /** The landing page, where "Made with Orato" leads. */
  get homeUrl(): string {
    return `${this.siteUrl}/`;
  }

  /** The absolute addresses of a share, from the configured public origin. */
  urlsOf(token: string, language?: string | null) {
    const page = `${this.siteUrl}/s/${token}`;
    // a video with translations plays the language its page was opened in
    const lang = language ? `?lang=${encodeURIComponent(language)}` : '';
    return {
      page,
      embed: `${page}/embed`,
      media: `${page}/media${lang}`,
      poster: `${page}/poster${lang}`,
      home: this.homeUrl,
    };
  }

  private present(row: ShareLinkRow): ShareLink {
    const now = this.clock();
    return {
      id: row.id,
      library_item_id: row.libraryItemId,
      token_hint: row.tokenHint,
      expires_at: toUnixSeconds(row.expiresAt),
      revoked_at: toUnixSeconds(row.revokedAt),
      active: !row.revokedAt && (!row.expiresAt || row.expiresAt > now),
      views: row.views,
      indexable: row.indexable,
      created_at: toUnixSeconds(row.createdAt),
    };
  }
}

/** The `<iframe>` a site pastes to embed the player. */
/** The player in the item's own shape: 640 wide for landscape, 640 tall for a vertical one. */
export function embedSnippet(embedUrl: string, size: FrameSize = LEGACY_SIZE): string {
  const scale = 640 / Math.max(size.width, size.height);
  const width = Math.round(size.width * scale);
  const height = Math.round(size.height * scale);
  return `<iframe src="${escapeHtml(embedUrl)}" width="${width}" height="${height}" style="border:0;max-width:100%;aspect-ratio:${width}/${height};height:auto" allow="fullscreen; picture-in-picture" allowfullscreen title="${escapeHtml(SHARE_MESSAGES.madeWith)}"></iframe>`;
}

/** Items saved before sizes were read were all 1280×720. */
const LEGACY_SIZE: FrameSize = { width: 1280, height: 720 };

/** An item's real size, or the size every video had before formats. */
export function sizeOf(item: { width: number | null; height: number | null }): FrameSize {
  return item.width && item.height ? { width: item.width, height: item.height } : LEGACY_SIZE;
}

/**
 * The share as it plays in `language`: a translation's files where it has one in that language,
 * else the original's. `languages` lists every language it has, the original's first.
 */
function inLanguage(
  item: SharedItem & { kind: 'video' | 'image' },
  language: string | undefined,
): OpenShare {
  const version = item.versions.find((each) => each.language === language);
  const languages =
    item.versions.length > 0
      ? [item.language ?? 'und', ...item.versions.map((each) => each.language)]
      : [];
  return {
    ...item,
    ...(version && { mediaKey: version.mediaKey, thumbnailKey: version.thumbnailKey }),
    language: version?.language ?? item.language,
    languages,
  };
}
