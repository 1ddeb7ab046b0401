import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** A fresh context (no cookies, no storage) whose relative URLs resolve against the test server. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport });
  const page = await context.newPage();
  return { context, page };
}

/**
 * One browser for the describe block this is called in, launched before its tests and closed
 * after them; answers `openPage` on it.
 */
export function useBrowser(): (
  viewport?: Parameters<typeof openPage>[1],
) => ReturnType<typeof openPage> {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return (viewport) => {
    if (!browser) {
      throw new Error('the browser launches in beforeAll');
    }
    return openPage(browser, viewport);
  };
}
