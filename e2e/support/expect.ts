import { expect } from '@playwright/test';

/**
 * `expect.poll` with the journeys' usual patience: pages settle at the speed of a loaded 2-core
 * machine, slower than the config's 10 s for a single assertion.
 */
export const eventually = <T>(value: () => T | Promise<T>, timeout = 15_000) =>
  expect.poll(value, { timeout });

/** The same patience for one auto-waiting assertion: `await expect(locator).toBeVisible(WAIT)`. */
export const WAIT = { timeout: 15_000 };
