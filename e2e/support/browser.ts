import type { Browser, BrowserContext, Page } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, without a sandbox (containers) or background traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

/** Set by the global setup to the shared test server's address; workers inherit it. */
export const BASE_URL_VARIABLE = 'E2E_BASE_URL';

/** The shared test server's address, e.g. `http://127.0.0.1:41234`. */
export function serverUrl(): string {
  const url = process.env[BASE_URL_VARIABLE];
  if (!url) {
    throw new Error(
      `${BASE_URL_VARIABLE} is unset: run the journeys with e2e/playwright.config.ts`,
    );
  }
  return url;
}

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

/** A fresh context (no cookies, no storage) whose relative URLs resolve against the test server. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: serverUrl(), viewport });
  const page = await context.newPage();
  return { context, page };
}

/** Matches a URL whose path is exactly `pathname`, whatever its query or hash (for `toHaveURL`). */
export const atPath =
  (pathname: string) =>
  (url: URL): boolean =>
    url.pathname === pathname;
