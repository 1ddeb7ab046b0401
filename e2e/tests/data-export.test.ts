import { readFile } from 'node:fs/promises';
import { DATA_EXPORT_MESSAGES as TEXT } from '@orato/shared';
import { expect, test, type Download, type Page } from '@playwright/test';
import yauzl from 'yauzl';
import { openPage, serverUrl } from '../support/browser';
import { WAIT } from '../support/expect';
import { waitForMail } from '../support/mailbox';
import { signInNewAccount } from '../support/signed-in';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** Set to a folder to keep screenshots of Profile's "Your data" card for review. */
const SHOTS = process.env.EXPORT_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }
}

/** The names of a ZIP's entries, read from the file the browser saved. */
async function zipEntries(download: Download): Promise<string[]> {
  const bytes = await readFile((await download.path())!);
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) {
        reject(error ?? new Error('not a ZIP'));
        return;
      }
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test.describe('Profile → Your data', () => {
  for (const [label, viewport] of [
    ['1440', DESKTOP],
    ['390', PHONE],
  ] as const) {
    test(`asks for the data, gets the e-mail and opens the ZIP (${label} px)`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const { context, page } = await openPage(browser, viewport);
      const account = await signInNewAccount(context, `export-${label}`);
      await page.goto('/dashboard/profile');
      const card = page.getByRole('region', { name: TEXT.title });
      await card.scrollIntoViewIfNeeded();
      await shot(page, `profile-export-idle-${label}`);
      await card.getByRole('button', { name: TEXT.start }).click();

      await expect(card.getByText(TEXT.ready)).toBeVisible(WAIT);
      await card.scrollIntoViewIfNeeded();
      await shot(page, `profile-export-ready-${label}`);

      // the e-mail carries the signed link; opened signed in, it downloads the ZIP
      const mail = await waitForMail(
        serverUrl(),
        (entry) => entry.to === account.email && entry.subject === TEXT.emailSubject,
      );
      const link = /https?:\/\/\S+\/download\?expires=\d+&signature=[0-9a-f]{64}/.exec(
        mail.text,
      )?.[0];
      expect(link).toBeDefined();
      const fromMail = page.waitForEvent('download');
      await page.goto(link!).catch(() => undefined);
      const names = await zipEntries(await fromMail);
      expect(names).toEqual(
        expect.arrayContaining([
          'README.txt',
          'account.json',
          'payments.csv',
          'credits.csv',
          'jobs.csv',
          'api-keys.csv',
          'webhooks.json',
        ]),
      );

      // and so does the card's button
      await page.goto('/dashboard/profile');
      const fromCard = page.waitForEvent('download');
      await card.getByRole('link', { name: TEXT.download }).click();
      expect((await fromCard).suggestedFilename()).toMatch(/^orato-data-\d{4}-\d{2}-\d{2}\.zip$/);
      await context.close();
    });
  }
});
