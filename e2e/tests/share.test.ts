import AxeBuilder from '@axe-core/playwright';
import { SHARE_MESSAGES } from '@orato/shared';
import { expect, test, type Page } from '@playwright/test';
import { openSeededSession } from '../support/seeded-session';
import { newContext, serverUrl } from '../support/browser';
import { eventually, WAIT } from '../support/expect';

const VEO_PROMPT = 'A paper boat drifting down a rainy street';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** Set to a folder to keep screenshots of the dialog and the public page for review. */
const SHOTS = process.env.SHARE_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/${name}.png` });
  }
}

/** axe's serious and critical findings on what the page (or one part of it) shows now. */
async function blockingFindings(page: Page, within?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  // with a dialog open, the page behind its dimmed overlay is not what anyone reads
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    );
}

test.describe('share pages', () => {
  test('shares a library video as a link that plays with no account, counts the view, and revokes it', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { context, page, seed } = await openSeededSession(browser, {
      label: 'share',
      plans: ['standard'],
      viewport: DESKTOP,
    });
    await seed.veoVideo(VEO_PROMPT);

    await page.goto('/dashboard/library');
    await page.getByRole('tab', { name: 'VEO Videos', exact: true }).click();
    const share = page.getByRole('button', { name: /^Share / });
    await expect(share).toHaveCount(1, WAIT);
    await share.click();
    const dialog = page.getByRole('dialog', { name: SHARE_MESSAGES.dialogTitle });
    await expect(dialog).toBeVisible(WAIT);
    await expect(dialog.getByText(SHARE_MESSAGES.noLinks)).toBeVisible(WAIT);
    await dialog.getByLabel('Expiry').selectOption('7');
    await dialog.getByRole('button', { name: SHARE_MESSAGES.createLink }).click();
    const linkField = dialog.getByLabel('Link', { exact: true });
    await expect(linkField).toBeVisible(WAIT);
    const url = await linkField.inputValue();
    expect(url).toMatch(new RegExp(`^${serverUrl()}/s/[A-Za-z0-9_-]{43}$`));
    expect(await dialog.getByLabel('Embed code').inputValue()).toContain(
      `<iframe src="${url}/embed"`,
    );
    await expect(dialog.getByText(/^0 views · made .*, expires /)).toBeVisible(WAIT);
    await shot(page, 'share-dialog-1440');
    expect(await blockingFindings(page, '[role="dialog"]')).toEqual([]);

    // a visitor with no account: the page plays the video, titled, with the product link
    const visitor = await newContext(browser, { viewport: DESKTOP });
    const publicPage = await visitor.newPage();
    await publicPage.goto(url);
    expect(await publicPage.locator('h1').textContent()).toBe(VEO_PROMPT);
    await eventually(() =>
      publicPage.locator('video').evaluate((video: HTMLVideoElement) => video.readyState),
    ).toBeGreaterThan(0);
    expect(
      await publicPage.getByRole('link', { name: SHARE_MESSAGES.madeWith }).getAttribute('href'),
    ).toBe(`${serverUrl()}/`);
    await shot(publicPage, 'share-page-1440');
    expect(await blockingFindings(publicPage)).toEqual([]);
    await publicPage.setViewportSize(PHONE);
    await shot(publicPage, 'share-page-390');
    // the embed player fills its frame
    await publicPage.setViewportSize({ width: 640, height: 360 });
    await publicPage.goto(`${url}/embed`);
    await eventually(() =>
      publicPage.locator('video').evaluate((video: HTMLVideoElement) => video.readyState),
    ).toBeGreaterThan(0);
    await shot(publicPage, 'share-embed-640');

    // the owner sees the views; Revoke ends the link for the visitor at once
    await dialog.getByRole('button', { name: 'Close' }).click();
    await share.click();
    await expect(dialog.getByText(/^2 views · /)).toBeVisible(WAIT);
    await dialog.getByRole('button', { name: SHARE_MESSAGES.revoke }).click();
    await expect(dialog.getByText(SHARE_MESSAGES.revoked, { exact: true })).toBeVisible(WAIT);
    const gone = await publicPage.goto(url);
    expect(gone?.status()).toBe(404);
    expect(await publicPage.getByText(SHARE_MESSAGES.pageGone).isVisible()).toBe(true);
    expect(await blockingFindings(publicPage)).toEqual([]);
    await shot(publicPage, 'share-gone-640');
    await visitor.close();

    // the dialog on a phone
    const phone = await context.newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto('/dashboard/library');
    await phone.getByRole('tab', { name: 'VEO Videos', exact: true }).click();
    await phone.getByRole('button', { name: /^Share / }).waitFor();
    await shot(phone, 'library-row-390');
    await phone.getByRole('button', { name: /^Share / }).click();
    const phoneDialog = phone.getByRole('dialog', { name: SHARE_MESSAGES.dialogTitle });
    await phoneDialog.getByRole('button', { name: SHARE_MESSAGES.createLink }).click();
    await expect(phoneDialog.getByLabel('Link', { exact: true })).toBeVisible(WAIT);
    await shot(phone, 'share-dialog-390');
    expect(await blockingFindings(phone, '[role="dialog"]')).toEqual([]);
    await context.close();
  });
});
