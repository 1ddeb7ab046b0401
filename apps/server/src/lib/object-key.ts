import { MESSAGES } from '@orato/shared';
import { randomBytes } from 'node:crypto';
import { AppError } from './app-error';

export const OBJECT_KEY_MAX_LENGTH = 512;

// Every segment starts with a letter or digit: so no leading '/', no empty segment ('//'), no '.'
// or '..' segment, and no dot-files, which the local disk store keeps for its own temp and
// sidecar files. The segments are split by a character outside their class, so this is linear.
const OBJECT_KEY_PATTERN = /^[a-z0-9][a-z0-9_.-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/;
const EXTENSION_PATTERN = /^[a-z0-9]{1,16}$/;

/** True for a key that is safe as a file path under a root and as an S3 object name. */
export function isValidObjectKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= OBJECT_KEY_MAX_LENGTH &&
    !key.includes('..') &&
    OBJECT_KEY_PATTERN.test(key)
  );
}

/** Returns the key, or throws BAD_REQUEST when it is not a valid object key. */
export function assertValidObjectKey(key: string): string {
  if (!isValidObjectKey(key)) {
    throw new AppError('BAD_REQUEST', MESSAGES.server.invalidFileKey);
  }
  return key;
}

/**
 * A fresh, unguessable key `prefix/yyyy/mm/<32 hex>.<ext>`. The month folders keep any one
 * directory small on disk; the random name means a stored file never takes a user's name.
 */
export function newObjectKey(prefix: string, extension: string, date = new Date()): string {
  const cleanExtension = extension.replace(/^\./, '').toLowerCase();
  if (!EXTENSION_PATTERN.test(cleanExtension)) {
    throw new Error(`Invalid object key extension: ${extension}`);
  }
  const year = String(date.getUTCFullYear());
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const name = `${randomBytes(16).toString('hex')}.${cleanExtension}`;
  const key = [prefix.replace(/\/+$/, ''), year, month, name].join('/');
  if (!isValidObjectKey(key)) {
    throw new Error(`Invalid object key prefix: ${prefix}`);
  }
  return key;
}
