import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Seals short secrets that the server must read back (a webhook's signing secret) with
 * AES-256-GCM, under a key bound to its purpose: a copy of the database alone does not open them.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(appSecret: string, purpose: string) {
    this.#key = createHmac('sha256', appSecret).update(purpose).digest();
  }

  /** `v1.<iv>.<tag>.<ciphertext>`, base64url. */
  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** Throws when the value was not sealed with this key (tampered, or another app secret). */
  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) {
      throw new Error('not a sealed secret');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}
