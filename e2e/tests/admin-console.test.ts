// The operator's console, as an operator meets it: made admin from the server's command line,
// the password asked again, a user found, credits adjusted with a reason, a failed job retried,
// the business charts read; the user then reads the adjustment in their Credits history, and a
// user who types /admin sees only the not-found page.
import { ADMIN_MESSAGES, NOT_FOUND_MESSAGES } from '@orato/shared';
import { expect, test, type Page } from '@playwright/test';
import { makePng } from '../support/png';
import { grantRole } from '../support/admin';
import { openPage, useServer } from '../support/browser';
import { buyPlan, creditsOf, PLAN_KEYS } from '../support/credits';
import { WAIT } from '../support/expect';
import { startJourneyServer, type JourneyServer } from '../support/server';
import { postAs, signInNewAccount } from '../support/signed-in';
import {
  quotaExhausted,
  startFakeOpenAi,
  type FakeOpenAi,
} from '../../test-support/fake-openai-server';

const SHOTS = process.env.ADMIN_SCREENSHOTS;
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function shoot(page: Page, name: string) {
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }
}

test.describe("the operator's console", () => {
  let fake: FakeOpenAi;
  let server: JourneyServer;
  let restore: () => void;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    fake = await startFakeOpenAi({ png: makePng(64, 64, [200, 120, 40]) });
    server = await startJourneyServer({
      OPENAI_BASE_URL: `${fake.url}/v1`,
      IMAGE_PROVIDER: 'openai-compatible',
      IMAGE_MODEL: 'gpt-image-1',
    });
    restore = useServer(server.baseUrl);
  });
  test.afterAll(async () => {
    restore?.();
    await server?.stop();
    await fake?.close();
  });

  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.width} px: grant admin, find a user, adjust credits, retry a failed job, read the charts`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const at = `${viewport.width}`;

      // a customer whose image failed at the provider (its quota ran out)
      const customerSide = await openPage(browser, viewport);
      const customer = await signInNewAccount(customerSide.context, `customer-${viewport.name}`);
      await buyPlan(customerSide.context.request, PLAN_KEYS.starter);
      fake.state.failures.push({
        path: '/v1/images/generations',
        status: 429,
        body: quotaExhausted,
      });
      const failed = await postAs(customerSide.context.request, '/api/google-nano-banana', {
        prompt: `A lighthouse at dusk ${viewport.name}`,
        image_urls: [],
      });
      expect(failed.ok()).toBe(false);
      const creditsBefore = await creditsOf(customerSide.context.request);

      // /admin is no page for the customer: the server's status says so too
      const shell = await customerSide.page.goto('/admin');
      expect(shell?.status()).toBe(404);
      await expect(
        customerSide.page.getByRole('heading', { name: NOT_FOUND_MESSAGES.text }),
      ).toBeVisible(WAIT);
      await expect(customerSide.page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);

      // the operator, made admin on the server, confirms the password on entering
      const { context, page } = await openPage(browser, viewport);
      const staff = await signInNewAccount(context, `staff-${viewport.name}`);
      expect(await grantRole(server.dataDir, staff.email, 'admin')).toContain(
        `Granted admin to ${staff.email}`,
      );
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible(WAIT);
      await shoot(page, `fresh-session-${at}`);
      await page.getByLabel('Password', { exact: true }).fill('not my password');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText(ADMIN_MESSAGES.wrongPassword)).toBeVisible(WAIT);
      await page.getByLabel('Password', { exact: true }).fill(staff.password);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible(WAIT);

      // find the customer, then adjust their credits with a reason
      await page.getByRole('searchbox', { name: 'E-mail or user id' }).fill(customer.email);
      await page.getByRole('button', { name: 'Search' }).click();
      await shoot(page, `users-${at}`);
      await page.getByRole('link', { name: customer.email }).click();
      await expect(page.getByRole('heading', { name: customer.email })).toBeVisible(WAIT);
      await shoot(page, `user-${at}`);
      await page.getByRole('button', { name: 'Adjust credits' }).click();
      const adjust = page.getByRole('dialog', { name: 'Adjust credits' });
      await adjust.getByLabel('Amount').fill('25');
      const reason = `Sorry about the failed image (${viewport.name})`;
      await adjust.getByLabel('Reason').fill(reason);
      await shoot(page, `adjust-credits-${at}`);
      await adjust.getByRole('button', { name: 'Adjust credits' }).click();
      await expect(page.getByText(`+25 credits for ${customer.email}`)).toBeVisible(WAIT);
      await expect(adjust).toHaveCount(0);
      expect(await creditsOf(customerSide.context.request)).toBe(creditsBefore + 25);

      // the failed job with its error, then a retry that runs as a new attempt
      await page.getByRole('link', { name: 'Jobs', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Jobs' })).toBeVisible(WAIT);
      const card = page.getByRole('listitem').filter({ hasText: customer.email });
      await expect(card.getByText('Error', { exact: true })).toBeVisible(WAIT);
      await shoot(page, `jobs-${at}`);
      await card.getByRole('button', { name: 'Retry' }).click();
      const retry = page.getByRole('dialog', { name: 'Retry this job?' });
      await retry.getByLabel('Reason').fill('the quota was raised');
      await retry.getByRole('button', { name: 'Retry job' }).click();
      await expect(page.getByText(/Retried as a new job/)).toBeVisible(WAIT);
      await expect
        .poll(async () => {
          const history = await postAs(customerSide.context.request, '/api/get-images');
          const body = (await history.json()) as { images: Record<string, unknown[]> };
          return body.images['nano-banana']?.length ?? 0;
        }, WAIT)
        .toBe(1);

      // the providers and the business, as charts with their numbers
      await page.getByRole('link', { name: 'Providers', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Checks' })).toBeVisible(WAIT);
      await shoot(page, `providers-${at}`);
      await page.getByRole('link', { name: 'Business', exact: true }).click();
      const signups = page.getByRole('img', { name: /^Sign-ups and paying users, per day/ });
      await expect(signups).toBeVisible(WAIT);
      await expect(page.getByRole('img', { name: /^Renders per tool, per day/ })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Sign-ups and paying users: the numbers' }),
      ).toContainText('30 days');
      await shoot(page, `business-${at}`);

      // the audit log has both actions, with their reasons
      await page.getByRole('link', { name: 'Audit log', exact: true }).click();
      const audit = page.getByRole('region', { name: 'Audit log, newest first' });
      await expect(audit).toContainText(reason, WAIT);
      await expect(audit).toContainText('the quota was raised');
      await shoot(page, `audit-${at}`);

      // the customer reads the adjustment in their Credits history
      await customerSide.page.goto('/dashboard/profile?tab=credits');
      await expect(
        customerSide.page.getByText(ADMIN_MESSAGES.adjustmentReason(reason)),
      ).toBeVisible(WAIT);
      await context.close();
      await customerSide.context.close();
    });
  }
});
