import type { APIRequestContext, APIResponse, BrowserContext } from '@playwright/test';
import { createVerifiedAccount, uniqueEmail } from './accounts';
import { serverUrl } from './browser';

export interface SignedInAccount {
  email: string;
  password: string;
}

/** A same-origin JSON POST from the context's request client (it shares the page's cookies). */
export function postAs(
  request: APIRequestContext,
  path: string,
  data: unknown = {},
  { timeout }: { timeout?: number } = {},
) {
  return request.post(path, { data, headers: { Origin: serverUrl() }, timeout });
}

async function expectOk(response: APIResponse, step: string): Promise<void> {
  if (!response.ok()) {
    throw new Error(`${step} answered ${response.status()}: ${await response.text()}`);
  }
}

/**
 * A new verified account, signed in inside `context`: the session cookie lands in the context's
 * jar, so its pages open the dashboard directly, without going through the sign-in pages.
 */
export async function signInNewAccount(
  context: BrowserContext,
  label = 'user',
): Promise<SignedInAccount> {
  const account = { email: uniqueEmail(label), password: 'correct-horse-battery-9' };
  await createVerifiedAccount(serverUrl(), account.email, account.password);
  await expectOk(await postAs(context.request, '/api/login', account), 'login');
  return account;
}
