import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The key that signs media links. Production sets APP_SECRET; a local install makes one on first
 * boot and keeps it in the data folder, so links stay valid across restarts.
 */
export async function resolveAppSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured) {
    return configured;
  }
  const file = path.join(dataDir, 'app-secret');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) {
    return existing.trim();
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
