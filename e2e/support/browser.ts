import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

/**
 * Debian's headless shell when it is installed, else its full Chromium. The shell is the same Blink
 * without the desktop browser around it (the build Playwright itself drives headless): the journeys
 * took 279 CPU-seconds in it against 434 in the full browser, and 3.1 minutes against 4.3.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium';

/** Headless, without a sandbox (containers) or background traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

/** Set by the global setup to each worker's server address (`E2E_BASE_URL_0`, …); workers inherit them. */
export function serverUrlVariable(parallelIndex: number): string {
  return `E2E_BASE_URL_${parallelIndex}`;
}

// Playwright numbers the workers running at once 0…workers-1 (TEST_PARALLEL_INDEX)
const workerServerVariable = () => serverUrlVariable(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/** This worker's test server address, e.g. `http://127.0.0.1:41234`. */
export function serverUrl(): string {
  const variable = workerServerVariable();
  const url = process.env[variable];
  if (!url) {
    throw new Error(`${variable} is unset: run the journeys with e2e/playwright.config.ts`);
  }
  return url;
}

/**
 * Points this worker's journeys (`openPage`, `postAs`, `signInNewAccount`, …) at another server
 * until the returned function is called: for a file whose journeys need a server set up otherwise.
 * A worker runs one file at a time, so no other journey sees the change.
 */
export function useServer(url: string): () => void {
  const variable = workerServerVariable();
  const previous = process.env[variable];
  process.env[variable] = url;
  return () => {
    process.env[variable] = previous;
  };
}

/**
 * What every journey's browser says about its visitor unless a journey says otherwise: less motion.
 * Spinners, pulses and progress bars then stop drawing 60 frames a second while a page waits on a
 * render; that drawing was a quarter of the browser's CPU in `npm test`. The app's motion is CSS
 * only (index.css), so the flows are the same.
 */
export const CONTEXT_DEFAULTS = {
  reducedMotion: 'reduce',
} as const satisfies BrowserContextOptions;

/** A context with the journeys' defaults under `options`, for a journey that opens one itself. */
export function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ ...CONTEXT_DEFAULTS, ...options });
}

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * A fresh context (no cookies, no storage) whose relative URLs resolve against the test server;
 * `options` sets what else the visitor's browser says (reduced motion, locale, …).
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  options: Omit<BrowserContextOptions, 'baseURL' | 'viewport'> = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { ...options, baseURL: serverUrl(), viewport });
  const page = await context.newPage();
  return { context, page };
}

/** Matches a URL whose path is exactly `pathname`, whatever its query or hash (for `toHaveURL`). */
export const atPath =
  (pathname: string) =>
  (url: URL): boolean =>
    url.pathname === pathname;
