import { API_MESSAGES } from '@orato/shared';
import { expect, test, type Page } from '@playwright/test';
import { openPage } from '../support/browser';
import { WAIT } from '../support/expect';
import { postAs, signInNewAccount } from '../support/signed-in';

/** The widths the newcomer's journey was tried at (#44). */
const WIDTHS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

// `POLISH_SCREENSHOTS=/some/folder` keeps a picture of each page checked, for review
const SHOTS = process.env.POLISH_SCREENSHOTS;

async function shoot(page: Page, name: string): Promise<void> {
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }
}

/**
 * Every tab whose label does not fit: text wider or taller than its box, a box cut off by its
 * list or the window, or a box that overlaps the next tab (labels run together).
 */
function clippedTabs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const list of document.querySelectorAll<HTMLElement>('[role="tablist"]')) {
      const listBox = list.getBoundingClientRect();
      const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
      tabs.forEach((tab, index) => {
        const box = tab.getBoundingClientRect();
        const label = tab.textContent ?? '';
        // the text's own extent, which overflows the box when the box is too small for it
        const range = document.createRange();
        range.selectNodeContents(tab);
        const text = range.getBoundingClientRect();
        const problems = [
          tab.scrollWidth > tab.clientWidth + 1 && 'text wider than its tab',
          tab.scrollHeight > tab.clientHeight + 1 && 'text taller than its tab',
          (text.left < box.left - 1 || text.right > box.right + 1) && 'text outside its tab',
          (box.left < listBox.left - 1 || box.right > listBox.right + 1) && 'cut off by its list',
          (box.left < 0 || box.right > window.innerWidth) && 'outside the window',
        ].filter(Boolean);
        const next = tabs[index + 1]?.getBoundingClientRect();
        if (next && next.top < box.bottom - 1 && next.left < box.right - 1) {
          problems.push('overlaps the next tab');
        }
        if (problems.length > 0) {
          found.push(`${label}: ${problems.join(', ')}`);
        }
      });
    }
    return found;
  });
}

/**
 * Every choice on the page shown cut off: a select whose chosen option's text is wider than the
 * room inside it (a closed select shows one line), or a label whose text overflows its box.
 */
function cutOffChoices(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const context = document.createElement('canvas').getContext('2d')!;
    for (const select of document.querySelectorAll('select')) {
      const style = getComputedStyle(select);
      context.font = style.font;
      const text = select.selectedOptions[0]?.textContent ?? '';
      const room =
        select.clientWidth -
        parseFloat(style.paddingLeft) -
        parseFloat(style.paddingRight) -
        // the drop-down arrow
        16;
      if (context.measureText(text).width > room) {
        found.push(`select: ${text}`);
      }
    }
    for (const label of document.querySelectorAll<HTMLElement>('main label')) {
      if (label.scrollWidth > label.clientWidth + 1) {
        found.push(`label: ${label.textContent ?? ''}`);
      }
    }
    return found;
  });
}

/** Each date in long US format ("November 28, 2026") inside `selector` that spans two lines. */
function brokenDates(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((within) => {
    const found: string[] = [];
    const date = /[A-Z][a-z]+ \d{1,2}, \d{4}/g;
    for (const root of document.querySelectorAll(within)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(date)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) {
            found.push(match[0]);
          }
        }
      }
    }
    return found;
  }, selector);
}

test.describe("polish from a newcomer's journey, second round (#44)", () => {
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    test(`${width}: every tab of Profile, Library and Subscription and every choice on Profile shows whole`, async ({
      browser,
    }) => {
      const { context, page } = await openPage(browser, viewport);
      await signInNewAccount(context, `tabs-${width}`);

      await page.goto('/dashboard/profile');
      await expect(page.getByRole('tab', { name: 'Credits history' })).toBeVisible(WAIT);
      expect(await clippedTabs(page)).toEqual([]);
      // the job e-mails' choices, each in full
      await expect(page.getByText('E-mail me when a video is ready')).toBeVisible(WAIT);
      expect(await cutOffChoices(page)).toEqual([]);
      const jobEmails = page.getByRole('group', { name: 'E-mail me when a video is ready' });
      await expect(
        jobEmails.getByText('For jobs over 30 s, when I am not on their page', { exact: true }),
      ).toBeVisible(WAIT);
      await shoot(page, `profile-${width}`);

      await page.goto('/dashboard/library');
      await expect(page.getByRole('tab', { name: 'AI Avatar Videos' })).toBeVisible(WAIT);
      expect(await clippedTabs(page)).toEqual([]);
      await shoot(page, `library-${width}`);

      // the same tab list draws the plans
      await page.goto('/dashboard/subscription');
      await expect(page.getByRole('tab', { name: 'Standard' })).toBeVisible(WAIT);
      expect(await clippedTabs(page)).toEqual([]);
      await shoot(page, `subscription-${width}`);
      await context.close();
    });
  }

  test('phone: each photo-avatar voice has its own name and a ▶ preview that plays it', async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser, WIDTHS.phone);
    await signInNewAccount(context, 'voice-preview');
    await page.goto('/dashboard/profile?tab=avatars');
    await page.getByRole('button', { name: 'Create a photo avatar' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create a photo avatar' });
    const voices = dialog.getByLabel('Voice and language');
    await expect(voices.locator('option').nth(2)).toBeAttached(WAIT);
    const labels = (await voices.locator('option').allTextContents()).slice(1);
    expect(new Set(labels).size).toBe(labels.length);

    await voices.selectOption({ label: 'English (Scotland), man' });
    expect(await cutOffChoices(page)).toEqual([]);
    const spoken = page.waitForResponse((response) => response.url().includes('/voice-preview'));
    await dialog.getByRole('button', { name: 'Preview English (Scotland), man' }).click();
    const response = await spoken;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('audio/wav');
    await shoot(page, 'voice-preview-phone');
    await context.close();
  });

  test('phone: a date in the API key list never breaks across lines', async ({ browser }) => {
    const { context, page } = await openPage(browser, WIDTHS.phone);
    await signInNewAccount(context, 'key-dates');
    // a name as long as allowed pushes the dates to the end of the row's lines
    for (const name of ['A', 'Publishing script for the newsroom', 'x'.repeat(60)]) {
      expect((await postAs(context.request, '/api/account/api-keys', { name })).status()).toBe(201);
    }
    await page.goto('/dashboard/profile?tab=api');
    const keys = page.getByRole('list', { name: API_MESSAGES.keysTitle });
    await expect(keys.getByRole('listitem')).toHaveCount(3, WAIT);
    for (let width = 320; width <= 430; width += 6) {
      await page.setViewportSize({ width, height: 844 });
      expect({ width, broken: await brokenDates(page, 'main ul li') }).toEqual({
        width,
        broken: [],
      });
    }
    await page.setViewportSize(WIDTHS.phone);
    await shoot(page, 'api-keys-phone');
    await context.close();
  });
});
