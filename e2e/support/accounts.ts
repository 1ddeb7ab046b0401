import { randomBytes } from 'node:crypto';
import { waitForVerificationCode } from './mailbox';

/** A fresh, lower-case address for every journey, so journeys never share an account. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`.toLowerCase();

/** A same-origin JSON POST from outside the browser (the server refuses cross-site POSTs). */
async function post(baseUrl: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  }
}

/** Signs up through the API; the account exists but its e-mail is not verified yet. */
export async function createUnverifiedAccount(
  baseUrl: string,
  email: string,
  password: string,
): Promise<void> {
  await post(baseUrl, '/api/signup', { email, password });
}

/** Signs up and verifies the e-mail with the mailed code, so the account can log in. */
export async function createVerifiedAccount(
  baseUrl: string,
  email: string,
  password: string,
): Promise<void> {
  await createUnverifiedAccount(baseUrl, email, password);
  const code = await waitForVerificationCode(baseUrl, email);
  await post(baseUrl, '/api/verify-code', { email, code });
}
