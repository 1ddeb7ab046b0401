// A storyboard draft survives the page: scenes made, the page reloaded, the draft continued from
// "Continue your draft" with every line as it was, then deleted — at 1440 and 390 px.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openPage } from '../support/browser';
import { signInNewAccount } from '../support/signed-in';
import { eventually, WAIT } from '../support/expect';

const LINES = [
  'Our bakery opens at six, when the first loaves come out of the oven.',
  'Come early for the sourdough, it is gone by nine.',
];
const EDITED = 'Come early for the sourdough, it is gone by ten on Saturdays.';
/** Set to a folder to keep screenshots of the list and the editor for review. */
const SHOTS = process.env.STORYBOARD_SCREENSHOTS;

const sceneLines = (page: Page) =>
  page
    .getByRole('textbox', { name: /^Scene \d+ line$/ })
    .evaluateAll((fields) => fields.map((field) => (field as HTMLTextAreaElement).value));

for (const [size, viewport] of [
  ['1440', { width: 1440, height: 900 }],
  ['390', { width: 390, height: 844 }],
] as const) {
  test(`a storyboard draft: made → reload → continue → delete (${size} px)`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await openPage(browser, viewport);
    await signInNewAccount(context, `storyboard-draft-${size}`);
    await page.goto('/dashboard/storyboard');
    await page.getByRole('checkbox', { name: 'I have a script' }).check();
    await page.getByLabel('Your script').fill(LINES.join(' '));
    await page.getByRole('button', { name: 'Make scenes', exact: true }).click();
    await eventually(() => sceneLines(page)).toEqual(LINES);
    // saved without a button, a moment after the last change (made, or saved again, with it)
    const saved = page.waitForResponse(
      (response) =>
        /\/api\/storyboard-drafts(\/[0-9a-f-]{36})?$/.test(response.url()) &&
        ['POST', 'PUT'].includes(response.request().method()) &&
        (response.request().postData() ?? '').includes('by ten on Saturdays'),
    );
    await page.getByRole('textbox', { name: 'Scene 2 line' }).fill(EDITED);
    await saved;
    await expect(page.getByTestId('draft-save-state')).toHaveText(/^Draft saved/, WAIT);

    await page.reload();
    const list = page.getByRole('region', { name: 'Continue your draft' });
    await expect(list).toBeVisible(WAIT);
    await expect(list.getByText(/2 scenes · saved/)).toBeVisible();
    expect(await new AxeBuilder({ page }).include('main').analyze()).toMatchObject({
      violations: [],
    });
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/drafts-list-${size}.png`, fullPage: true });
    }
    await list.getByRole('button', { name: /^Continue / }).click();
    await eventually(() => sceneLines(page)).toEqual([LINES[0], EDITED]);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/drafts-editor-${size}.png` });
    }

    await page.getByRole('button', { name: 'Start over with a new idea' }).click();
    await expect(list).toBeVisible(WAIT);
    await list.getByRole('button', { name: /^Delete / }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this draft?' });
    await dialog.getByRole('button', { name: 'Delete draft' }).click();
    await expect(list).toBeHidden(WAIT);
    await page.reload();
    await expect(page.getByLabel('Your idea')).toBeVisible(WAIT);
    await expect(page.getByRole('region', { name: 'Continue your draft' })).toHaveCount(0);
    await context.close();
  });
}
