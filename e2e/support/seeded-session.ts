import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, openPage, VIEWPORTS } from './browser';
import { mediaSeeder, type MediaSeeder } from './media-seed';
import { signInNewAccount } from './signed-in';

/** One browser for the whole file: launched before its first journey, closed after its last. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) {
      throw new Error('the browser starts in beforeAll; use it inside a test');
    }
    return browser;
  };
}

export interface SeededSession {
  context: BrowserContext;
  page: Page;
  seed: MediaSeeder;
}

/**
 * A page signed in as a new account that has bought `plans` (in order), with a seeder that puts
 * media into its library through the API.
 */
export async function openSeededSession(
  browser: Browser,
  options: {
    label: string;
    plans: ReadonlyArray<'starter' | 'standard'>;
    viewport?: { width: number; height: number };
  },
): Promise<SeededSession> {
  const { context, page } = await openPage(browser, options.viewport ?? VIEWPORTS.desktop);
  await signInNewAccount(context, options.label);
  const seed = mediaSeeder(context.request, inject('baseUrl'));
  for (const plan of options.plans) {
    await seed.buyPlan(plan);
  }
  return { context, page, seed };
}
