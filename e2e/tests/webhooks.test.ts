import AxeBuilder from '@axe-core/playwright';
import { WEBHOOK_MESSAGES, webhookEventSchema } from '@orato/shared';
import { expect, test, type Page } from '@playwright/test';
import {
  startFakeWebhookReceiver,
  type FakeWebhookReceiver,
} from '../../test-support/fake-webhook-receiver';
import { openPage } from '../support/browser';
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

test.describe('webhooks in Profile', () => {
  let receiver: FakeWebhookReceiver;

  test.beforeAll(async () => {
    receiver = await startFakeWebhookReceiver();
  });
  test.afterAll(async () => {
    await receiver?.close();
  });

  test('sets up an endpoint, shows the secret once, and logs a signed test event as delivered', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { context, page } = await openPage(browser, DESKTOP);
    await signInNewAccount(context, 'webhooks');
    await page.goto('/dashboard/profile?tab=api');
    const section = page.getByRole('region', { name: WEBHOOK_MESSAGES.title });
    await expect(section.getByText(WEBHOOK_MESSAGES.noDeliveries)).toBeVisible();
    await section.getByLabel(WEBHOOK_MESSAGES.urlLabel).fill(receiver.url);
    await section.getByRole('button', { name: WEBHOOK_MESSAGES.save }).click();
    const secret = section.getByLabel(WEBHOOK_MESSAGES.secretLabel);
    await expect(secret).toBeVisible();
    receiver.secret = (await secret.textContent()) ?? '';
    expect(receiver.secret).toMatch(/^whsec_/);

    await section.getByRole('button', { name: WEBHOOK_MESSAGES.sendTest }).click();
    const delivered = section.getByText(`${WEBHOOK_MESSAGES.stateLabels.delivered} · 1×`);
    await expect(delivered).toBeVisible({ timeout: 30_000 });
    const [request] = receiver.received;
    expect(request!.verified).toBe(true);
    expect(webhookEventSchema.parse(JSON.parse(request!.body)).type).toBe('webhook.test');
    await shot(page, 'webhooks-1280');

    const { violations } = await new AxeBuilder({ page })
      .include('section[aria-labelledby]')
      .analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    // the secret is not shown again
    await page.reload();
    await expect(section.getByText(/Secret ending in/)).toBeVisible();
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
  });
});
