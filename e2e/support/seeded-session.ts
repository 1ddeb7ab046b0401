import type { Browser, BrowserContext, Page } from '@playwright/test';
import { openPage, serverUrl, VIEWPORTS } from './browser';
import { mediaSeeder, type MediaSeeder } from './media-seed';
import { signInNewAccount } from './signed-in';

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
  const seed = mediaSeeder(context.request, serverUrl());
  for (const plan of options.plans) {
    await seed.buyPlan(plan);
  }
  return { context, page, seed };
}
