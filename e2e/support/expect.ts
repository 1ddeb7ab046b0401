import { expect, type Page } from '@playwright/test';

/**
 * `expect.poll` with the journeys' usual patience: pages settle at the speed of a loaded 2-core
 * machine, slower than the config's 10 s for a single assertion.
 */
export const eventually = <T>(value: () => T | Promise<T>, timeout = 15_000) =>
  expect.poll(value, { timeout });

/** The same patience for one auto-waiting assertion: `await expect(locator).toBeVisible(WAIT)`. */
export const WAIT = { timeout: 15_000 };

/** A journey through real renders, each close to a minute on a loaded 2-core machine. */
export const RENDER_JOURNEY_MS = 180_000;

/** What a watched page showed, each in the order it first appeared. */
export interface Watched {
  texts: string[];
  values: string[];
}

/**
 * Notes, inside the page, each of `texts` and each value of one element's attribute the moment it
 * first appears, and returns a reader of what was seen. A status shown for under a second (spec
 * §4's "Starting…", a progress step) is then seen even when a loaded machine runs the test slower
 * than the page.
 */
export async function watchPage(
  page: Page,
  watch: { texts: string[]; attribute?: { selector: string; name: string } },
): Promise<() => Promise<Watched>> {
  await page.evaluate(({ texts, attribute }) => {
    const seen: Watched = { texts: [], values: [] };
    const note = () => {
      const shown = document.body.textContent ?? '';
      for (const text of texts) {
        if (!seen.texts.includes(text) && shown.includes(text)) {
          seen.texts.push(text);
        }
      }
      const value = attribute
        ? document.querySelector(attribute.selector)?.getAttribute(attribute.name)
        : null;
      if (value != null && !seen.values.includes(value)) {
        seen.values.push(value);
      }
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    note();
    Object.assign(window, { __watched: seen });
  }, watch);
  return () => page.evaluate(() => (window as unknown as { __watched: Watched }).__watched);
}
