// Every page of the spec checked by axe at both widths, signed out and signed in: the rules a
// screen-reader or keyboard user hits first (names, labels, contrast, landmarks) are a tool's
// verdict, not a reviewer's memory. Serious and critical findings fail; lesser ones are printed.
import AxeBuilder from '@axe-core/playwright';
import { MARKETING_ROUTES, TIMINGS, WEB_ROUTES } from '@orato/shared';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { openPage, VIEWPORTS } from '../support/browser';
import { signInNewAccount } from '../support/signed-in';

const WIDTHS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

const SIGNED_OUT_ROUTES = [
  ...MARKETING_ROUTES,
  WEB_ROUTES.signup,
  WEB_ROUTES.login,
  WEB_ROUTES.otpVerification,
  WEB_ROUTES.forgotPassword,
  // the form shows only for a link's address; without one the page explains what to do
  `${WEB_ROUTES.resetPassword}?email=a%40b.co&token=not-a-real-token`,
  WEB_ROUTES.resetPassword,
];

const SIGNED_IN_ROUTES = [
  WEB_ROUTES.dashboard,
  WEB_ROUTES.nanoBanana,
  WEB_ROUTES.aiAvatar,
  WEB_ROUTES.veoGenerator,
  WEB_ROUTES.storyboard,
  WEB_ROUTES.library,
  WEB_ROUTES.profile,
  WEB_ROUTES.subscription,
];

const BLOCKING = new Set(['serious', 'critical']);

/** The page settled (code loaded, data fetched), then axe's findings worth failing on, readable. */
async function blockingFindings(page: Page, route: string): Promise<string[]> {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // only the violations in detail: listing every passing and inapplicable node, which nothing
  // here reads, and sending it back cost an eighth of this file's CPU
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .analyze();
  for (const minor of violations.filter((violation) => !BLOCKING.has(violation.impact ?? ''))) {
    const width = page.viewportSize()?.width ?? 0;
    console.log(
      `axe ${minor.impact} on ${route} at ${width}px: ${minor.id} (${minor.nodes.length})`,
    );
  }
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.impact} ${violation.id}: ${violation.help} — ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
      ),
    );
}

type Width = keyof typeof WIDTHS;

/** One page per width, in one context each; both widths are checked side by side. */
async function openWidths(browser: Browser) {
  const pages = {} as Record<Width, { context: BrowserContext; page: Page }>;
  for (const width of Object.keys(WIDTHS) as Width[]) {
    pages[width] = await openPage(browser, WIDTHS[width]);
  }
  return pages;
}

async function findingsAtEveryWidth(
  pages: Record<Width, { page: Page }>,
  route: string,
): Promise<Record<Width, string[]>> {
  const [desktop, phone] = await Promise.all([
    blockingFindings(pages.desktop.page, route),
    blockingFindings(pages.phone.page, route),
  ]);
  return { desktop, phone };
}

const NONE = { desktop: [], phone: [] };

test.describe('axe on every page at 1440×900 and 390×844', () => {
  let signedOut: Awaited<ReturnType<typeof openWidths>>;
  let signedIn: Awaited<ReturnType<typeof openWidths>>;

  // the pages stay open across the tests, in the worker's one browser
  test.beforeAll(async ({ browser }) => {
    signedOut = await openWidths(browser);
    signedIn = await openWidths(browser);
    for (const { context } of Object.values(signedIn)) {
      await signInNewAccount(context, 'axe');
    }
  });
  test.afterAll(async () => {
    for (const { context } of [...Object.values(signedOut), ...Object.values(signedIn)]) {
      await context.close();
    }
  });

  for (const route of SIGNED_OUT_ROUTES) {
    test(`signed out, ${route}: no serious or critical findings`, async () => {
      expect(await findingsAtEveryWidth(signedOut, route)).toEqual(NONE);
    });
  }

  for (const route of SIGNED_IN_ROUTES) {
    test(`signed in, ${route}: no serious or critical findings`, async () => {
      expect(await findingsAtEveryWidth(signedIn, route)).toEqual(NONE);
    });
  }
});

test.describe('for a visitor who asked for less motion', () => {
  // the notices' close timer is the end of their progress bar's animation, which the reduced-motion
  // rules shorten to nothing: a notice must still stay up for its time, then close by itself
  test('a notice stays up for its time, then closes by itself', async ({ browser }) => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop, {
      reducedMotion: 'reduce',
    });
    await page.goto(WEB_ROUTES.login);
    await page.getByLabel('Email', { exact: true }).fill('nobody-here@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const notice = page.locator('.Toastify__toast');
    await expect(notice).toBeVisible();
    await page.waitForTimeout(TIMINGS.toastMs / 2);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveCount(0, { timeout: TIMINGS.toastMs * 2 });
    await context.close();
  });
});
