import { spawnSync } from 'node:child_process';
import { MESSAGES, SHARE_MESSAGES } from '@orato/shared';
import { expect, test, type Page } from '@playwright/test';
import { openSeededSession } from '../support/seeded-session';
import { eventually, WAIT } from '../support/expect';

const M = MESSAGES.translation;
const TOPIC = 'Three tips for a calm morning';
const VIEWPORTS = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;
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

test.describe('the same video in another language', () => {
  // the journeys' server translates offline; CI installs apertium-eng-spa (.ci/run)
  test.skip(!hasEnglishSpanish(), 'apertium with apertium-eng-spa is not installed');

  for (const viewport of VIEWPORTS) {
    test(`translates a Library video to Spanish and switches languages in the player and on the share page at ${viewport.name} px`, async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const { context, page, seed } = await openSeededSession(browser, {
        label: `translate-${viewport.name}`,
        plans: ['standard'],
        viewport,
      });
      await seed.avatarVideo(TOPIC);
      await page.goto('/dashboard/library');
      if (viewport.width >= 640) {
        await page.getByRole('button', { name: `${M.menuItem} ${TOPIC}` }).click();
      } else {
        // a phone's row keeps three actions: Translate… is in the player
        await page.getByRole('listitem').getByRole('button', { name: TOPIC }).first().click();
        await page
          .getByRole('dialog', { name: TOPIC })
          .getByRole('button', { name: M.menuItem })
          .click();
      }

      const dialog = page.getByRole('dialog', { name: M.dialogTitle });
      await expect(dialog.getByLabel(M.pickLanguage)).toBeVisible(WAIT);
      await dialog.getByLabel(M.pickLanguage).selectOption('es');
      await shot(page, `translate-pick-${viewport.name}`);
      await dialog.getByRole('button', { name: M.translateButton }).click();
      const script = dialog.getByLabel('Translated script');
      await expect(script).toBeVisible(WAIT);
      // the translation is Spanish, and the user's edit is what is rendered
      await expect(script).toHaveValue(/ para | de | la | el /, WAIT);
      await script.fill(`${await script.inputValue()} ¡Hasta mañana!`);
      await expect(dialog.getByText(M.pickPresenter('es'))).toBeVisible();
      await expect(dialog.getByText(/credits/)).toBeVisible(WAIT);
      await shot(page, `translate-edit-${viewport.name}`);
      await dialog.getByRole('button', { name: M.renderButton }).click();
      await expect(dialog).toBeHidden(WAIT);

      // the row gains its Spanish version once rendered
      const row = page.getByRole('listitem').filter({ hasText: TOPIC });
      await expect(row.getByText('es', { exact: true })).toBeVisible({ timeout: 150_000 });
      await expect(row.getByText('en', { exact: true })).toBeVisible();
      await shot(page, `translate-row-${viewport.name}`);

      // the player switches between the languages
      await row.getByRole('button', { name: TOPIC }).first().click();
      const player = page.getByRole('dialog', { name: TOPIC });
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
      await shot(page, `translate-player-${viewport.name}`);
      await languages.getByRole('button', { name: 'English' }).click();
      await expect(video).toHaveAttribute('src', englishSource!);
      await player.getByRole('button', { name: 'Close' }).click();

      // a share of the original gets a language switch
      await page.getByRole('button', { name: `Share ${TOPIC}` }).click();
      const share = page.getByRole('dialog', { name: SHARE_MESSAGES.dialogTitle });
      await share.getByRole('button', { name: SHARE_MESSAGES.createLink }).click();
      const url = await share.getByLabel('Link', { exact: true }).inputValue();
      const visitor = await browser.newContext({ viewport });
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
      await shot(publicPage, `translate-share-${viewport.name}`);
      await visitor.close();
      await context.close();
    });
  }
});
