import {
  API_KEY_PATTERN,
  API_KEYS_MAX,
  API_MESSAGES,
  type ApiKey,
  type CreatedApiKey,
} from '@orato/shared';
import { AppError } from '../../lib/app-error';
import { addSeconds, toUnixSeconds, type Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/secrets';
import type { ApiKeyRepository, ApiKeyRow } from './api-key.repository';

const KEY_PREFIX = 'ora_live_';
/** Shown to the owner to tell keys apart: the prefix and four characters of the secret. */
const SHOWN_LENGTH = KEY_PREFIX.length + 4;
/** A key's last use is written at most this often. */
const TOUCH_EVERY_SECONDS = 60;

/** Who a bearer key acts as. */
export interface KeyUser {
  id: string;
  email: string;
  keyId: string;
}

/**
 * Developer keys: made and revoked by their owner in the web app, presented as a bearer token to
 * `/api/v1`. Only a SHA-256 of each key is stored; the key is 256 random bits, so the hash alone
 * cannot be turned back into it.
 */
export class ApiKeyService {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly clock: Clock,
  ) {}

  async create(userId: string, name: string): Promise<CreatedApiKey> {
    // counted before the insert: two creates racing past the limit make at most one extra key
    if ((await this.keys.countLive(userId)) >= API_KEYS_MAX) {
      throw new AppError('CONFLICT', API_MESSAGES.keyLimit(API_KEYS_MAX));
    }
    const key = `${KEY_PREFIX}${randomToken()}`;
    const row = await this.keys.insert({
      userId,
      name,
      keyHash: sha256(key),
      prefix: key.slice(0, SHOWN_LENGTH),
      createdAt: this.clock(),
    });
    return { ...present(row), key };
  }

  async list(userId: string): Promise<ApiKey[]> {
    return (await this.keys.listLive(userId)).map(present);
  }

  async revoke(userId: string, keyId: string): Promise<void> {
    if (!(await this.keys.revoke(userId, keyId, this.clock()))) {
      throw new AppError('NOT_FOUND', API_MESSAGES.keyNotFound);
    }
  }

  /** The user a presented key acts as; an unknown, malformed or revoked key is a 401. */
  async authenticate(presented: string): Promise<KeyUser> {
    const owner = API_KEY_PATTERN.test(presented)
      ? await this.keys.findLive(sha256(presented))
      : undefined;
    if (!owner) {
      throw new AppError('UNAUTHENTICATED', API_MESSAGES.keyInvalid);
    }
    const now = this.clock();
    const staleBefore = addSeconds(now, -TOUCH_EVERY_SECONDS);
    if (!owner.lastUsedAt || owner.lastUsedAt < staleBefore) {
      await this.keys.touch(owner.keyId, now, staleBefore);
    }
    return { id: owner.userId, email: owner.email, keyId: owner.keyId };
  }
}

function present(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: `${row.prefix}…`,
    created_at: toUnixSeconds(row.createdAt),
    last_used_at: toUnixSeconds(row.lastUsedAt),
  };
}
