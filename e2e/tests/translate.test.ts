import { spawnSync } from 'node:child_process';
import { MESSAGES, SHARE_MESSAGES } from '@orato/shared';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import type { MediaSeeder } from '../support/media-seed';
import { openSeededSession } from '../support/seeded-session';
import { newContext } from '../support/browser';
import { eventually, WAIT } from '../support/expect';

const M = MESSAGES.translation;
const TOPIC = 'Three tips for a calm morning';
const STORYBOARD_TITLE = 'Our bakery tour';
const STORYBOARD_LINES = [
  'Welcome to the bakery where the bread is made every morning.',
  'The oven is hot and the bread is ready for the day.',
] as const;
const DESKTOP = { name: '1440', width: 1440, height: 900 } as const;
const PHONE = { name: '390', width: 390, height: 844 } as const;
type Viewport = typeof DESKTOP | typeof PHONE;
/** Set to a folder to keep screenshots of the dialog, the player and the share page. */
const SHOTS = process.env.TRANSLATE_SCREENSHOTS;

const hasEnglishSpanish = () => {
  const listed = spawnSync('apertium', ['-l'], { encoding: 'utf8' });
  return listed.status === 0 && /^\s*eng-spa\s*$/m.test(listed.stdout);
};

async function shot(page: Page, name: string) {
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
  }
}

/** The Translate… dialog of a Library row: from its menu on a wide screen, from the player on a phone. */
async function openTranslate(page: Page, title: string, viewport: Viewport): Promise<Locator> {
  if (viewport.width >= 640) {
    await page.getByRole('button', { name: `${M.menuItem} ${title}` }).click();
  } else {
    // a phone's row keeps three actions: Translate… is in the player
    await page.getByRole('listitem').getByRole('button', { name: title }).first().click();
    await page
      .getByRole('dialog', { name: title })
      .getByRole('button', { name: M.menuItem })
      .click();
  }
  const dialog = page.getByRole('dialog', { name: M.dialogTitle });
  await expect(dialog.getByLabel(M.pickLanguage)).toBeVisible(WAIT);
  return dialog;
}

/** Spanish picked and translated, the user's edit typed in, the presenter and the price shown. */
async function draftSpanish(page: Page, dialog: Locator, script: Locator, label: string) {
  await dialog.getByLabel(M.pickLanguage).selectOption('es');
  await shot(page, `translate-${label}-pick`);
  await dialog.getByRole('button', { name: M.translateButton }).click();
  await expect(script).toBeVisible(WAIT);
  // the translation is Spanish, and the user's edit is what is rendered
  await expect(script).toHaveValue(/ para | de | la | el | que /, WAIT);
  await script.fill(`${await script.inputValue()} ¡Hasta mañana!`);
  await expect(dialog.getByText(M.pickPresenter('es'))).toBeVisible();
  await expect(dialog.getByText(/credits/)).toBeVisible(WAIT);
  await shot(page, `translate-${label}-edit`);
}

/** The row's two versions, the player's language switch and a share page's, at this width. */
async function switchVersions(page: Page, browser: Browser, title: string, viewport: Viewport) {
  const label = `${title}-${viewport.name}`;
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('es', { exact: true })).toBeVisible(WAIT);
  await expect(row.getByText('en', { exact: true })).toBeVisible();
  await shot(page, `translate-${label}-row`);

  // the player switches between the languages
  await row.getByRole('button', { name: title }).first().click();
  const player = page.getByRole('dialog', { name: title });
  const languages = player.getByRole('group', { name: M.versions });
  await expect(languages).toBeVisible(WAIT);
  const video = player.locator('video');
  const englishSource = await video.getAttribute('src');
  await languages.getByRole('button', { name: 'Spanish' }).click();
  await expect(languages.getByRole('button', { name: 'Spanish' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(video).not.toHaveAttribute('src', englishSource!);
  await shot(page, `translate-${label}-player`);
  await languages.getByRole('button', { name: 'English' }).click();
  await expect(video).toHaveAttribute('src', englishSource!);
  await player.getByRole('button', { name: 'Close' }).click();

  // a share of the original gets a language switch
  await page.getByRole('button', { name: `Share ${title}` }).click();
  const share = page.getByRole('dialog', { name: SHARE_MESSAGES.dialogTitle });
  await share.getByRole('button', { name: SHARE_MESSAGES.createLink }).click();
  const url = await share.getByLabel('Link', { exact: true }).inputValue();
  await share.getByRole('button', { name: 'Close' }).click();
  const visitor = await newContext(browser, { viewport });
  const publicPage = await visitor.newPage();
  await publicPage.goto(url);
  const switcher = publicPage.getByRole('navigation', { name: M.versions });
  await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await switcher.getByRole('link', { name: 'Spanish' }).click();
  await expect(switcher.getByRole('link', { name: 'Spanish' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(publicPage.locator('video')).toHaveAttribute('src', /\/media\?lang=es$/);
  // the Spanish version plays
  await eventually(() =>
    publicPage.locator('video').evaluate((video: HTMLVideoElement) => video.readyState),
  ).toBeGreaterThan(0);
  await shot(publicPage, `translate-${label}-share`);
  await visitor.close();
}

test.describe('the same video in another language', () => {
  // the journeys' server translates offline; CI installs apertium-eng-spa (.ci/run)
  test.skip(!hasEnglishSpanish(), 'apertium with apertium-eng-spa is not installed');

  const KINDS = [
    {
      kind: 'video',
      title: TOPIC,
      seed: (seed: MediaSeeder) => seed.avatarVideo(TOPIC),
      script: (dialog: Locator) => dialog.getByLabel('Translated script'),
    },
    {
      // scene by scene: the user edits one scene's translated line
      kind: 'storyboard',
      title: STORYBOARD_TITLE,
      seed: (seed: MediaSeeder) => seed.storyboard(STORYBOARD_TITLE, STORYBOARD_LINES),
      script: (dialog: Locator) => dialog.getByLabel('Scene 2', { exact: true }),
    },
  ] as const;

  // one render per kind: the phone checks the same Library, dialog and share page at its width
  for (const { kind, title, seed: seedIt, script: scriptOf } of KINDS) {
    test(`translates a Library ${kind} to Spanish and switches languages in the player and on the share page at 1440 and 390 px`, async ({
      browser,
    }) => {
      test.setTimeout(kind === 'storyboard' ? 480_000 : 240_000);
      const { context, page, seed } = await openSeededSession(browser, {
        label: `translate-${kind}`,
        plans: ['standard'],
        viewport: DESKTOP,
      });
      await seedIt(seed);
      await page.goto('/dashboard/library');
      const dialog = await openTranslate(page, title, DESKTOP);
      await draftSpanish(page, dialog, scriptOf(dialog), `${kind}-${DESKTOP.name}`);
      await dialog.getByRole('button', { name: M.renderButton }).click();
      await expect(dialog).toBeHidden(WAIT);
      // the row gains its Spanish version once rendered
      await expect(
        page.getByRole('listitem').filter({ hasText: title }).getByText('es', { exact: true }),
      ).toBeVisible({ timeout: kind === 'storyboard' ? 360_000 : 150_000 });
      await switchVersions(page, browser, title, DESKTOP);

      await page.setViewportSize(PHONE);
      await page.reload();
      await switchVersions(page, browser, title, PHONE);
      // a phone reaches the same dialog from the player; a draft holds nothing, so it is closed
      const phoneDialog = await openTranslate(page, title, PHONE);
      await draftSpanish(page, phoneDialog, scriptOf(phoneDialog), `${kind}-${PHONE.name}`);
      await phoneDialog.getByRole('button', { name: 'Close' }).click();
      await expect(phoneDialog).toBeHidden();
      await context.close();
    });
  }
});
