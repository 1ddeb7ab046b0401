import AxeBuilder from '@axe-core/playwright';
import { WEBHOOK_MESSAGES, webhookEventSchema } from '@orato/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeWebhookReceiver,
  type FakeWebhookReceiver,
} from '../../test-support/fake-webhook-receiver';
import { launchBrowser, openPage } from '../support/browser';
import { signInNewAccount } from '../support/signed-in';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** Set to a folder to keep screenshots of the section for review. */
const SHOTS = process.env.WEBHOOK_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) {
    await page.getByRole('region', { name: WEBHOOK_MESSAGES.title }).screenshot({
      path: `${SHOTS}/${name}.png`,
    });
  }
}

describe('webhooks in Profile', () => {
  let browser: Browser;
  let receiver: FakeWebhookReceiver;

  beforeAll(async () => {
    browser = await launchBrowser();
    receiver = await startFakeWebhookReceiver();
  });
  afterAll(async () => {
    await browser?.close();
    await receiver?.close();
  });

  it(
    'sets up an endpoint, shows the secret once, and logs a signed test event as delivered',
    { timeout: 180_000 },
    async () => {
      const { context, page } = await openPage(browser, DESKTOP);
      await signInNewAccount(context, 'webhooks');
      await page.goto('/dashboard/profile?tab=api');
      const section = page.getByRole('region', { name: WEBHOOK_MESSAGES.title });
      await expect
        .poll(() => section.getByText(WEBHOOK_MESSAGES.noDeliveries).isVisible())
        .toBe(true);
      await section.getByLabel(WEBHOOK_MESSAGES.urlLabel).fill(receiver.url);
      await section.getByRole('button', { name: WEBHOOK_MESSAGES.save }).click();
      const secret = section.getByLabel(WEBHOOK_MESSAGES.secretLabel);
      await expect.poll(() => secret.isVisible()).toBe(true);
      receiver.secret = (await secret.textContent()) ?? '';
      expect(receiver.secret).toMatch(/^whsec_/);

      await section.getByRole('button', { name: WEBHOOK_MESSAGES.sendTest }).click();
      const delivered = section.getByText(`${WEBHOOK_MESSAGES.stateLabels.delivered} · 1×`);
      await expect.poll(() => delivered.isVisible(), { timeout: 30_000 }).toBe(true);
      const [request] = receiver.received;
      expect(request!.verified).toBe(true);
      expect(webhookEventSchema.parse(JSON.parse(request!.body)).type).toBe('webhook.test');
      await shot(page, 'webhooks-1280');

      const { violations } = await new AxeBuilder({ page })
        .include('section[aria-labelledby]')
        .analyze();
      expect(
        violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => v.id),
      ).toEqual([]);

      // the secret is not shown again
      await page.reload();
      await expect.poll(() => section.getByText(/Secret ending in/).isVisible()).toBe(true);
      expect(await page.content()).not.toContain(receiver.secret);
      await page.setViewportSize(PHONE);
      await shot(page, 'webhooks-390');
      if (SHOTS) {
        await page.screenshot({ path: `${SHOTS}/profile-390.png`, fullPage: true });
      }
      // the section fits a phone (the Profile tab list beside it is not this section's)
      const wide = await section.evaluate((root, limit) => {
        return [...root.querySelectorAll('*')]
          .filter((element) => element.getBoundingClientRect().right > limit + 1)
          .map((element) => `${element.tagName}.${element.className}`.slice(0, 120))
          .slice(0, 8);
      }, PHONE.width);
      expect(wide).toEqual([]);
    },
  );
});
