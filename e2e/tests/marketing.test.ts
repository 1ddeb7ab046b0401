import { MARKETING_ROUTES, MESSAGES, PRODUCT } from '@orato/shared';
import { expect, test } from '@playwright/test';
import { atPath, openPage, serverUrl, VIEWPORTS } from '../support/browser';
import { signInNewAccount } from '../support/signed-in';

const canonicalFor = (baseUrl: string, route: string) =>
  route === '/' ? `${baseUrl}/` : `${baseUrl}${route}`;

const attribute = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

test.describe('the marketing site', () => {
  test.describe('raw HTML, before any script runs', () => {
    for (const route of MARKETING_ROUTES) {
      test(`${route} carries its title, description and canonical`, async () => {
        const baseUrl = serverUrl();
        const response = await fetch(`${baseUrl}${route}`);
        expect(response.status).toBe(200);
        const html = await response.text();
        const title = attribute(html, /<title>([^<]*)<\/title>/);
        const description = attribute(html, /<meta name="description" content="([^"]*)"/);
        const canonical = attribute(html, /<link rel="canonical" href="([^"]*)"/);
        expect(title).toContain(PRODUCT.name);
        expect(description?.length ?? 0).toBeGreaterThan(50);
        // filled in when served, from the test server's PUBLIC_SITE_URL: no rebuild per origin
        expect(canonical).toBe(canonicalFor(baseUrl, route));
        // the page's own markup is in the HTML, rendered for this route
        expect(html).toContain(`data-prerendered-path="${route}"`);
        // every script is a file from this origin: the CSP would block an inline one
        expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
        expect(html).not.toContain('<!--$?-->');
      });
    }

    test('gives each page a different title', async () => {
      const baseUrl = serverUrl();
      const titles = await Promise.all(
        MARKETING_ROUTES.map(async (route) => {
          const html = await (await fetch(`${baseUrl}${route}`)).text();
          return attribute(html, /<title>([^<]*)<\/title>/);
        }),
      );
      expect(new Set(titles).size).toBe(MARKETING_ROUTES.length);
    });

    test('serves a sitemap of every marketing route and a robots file', async () => {
      const baseUrl = serverUrl();
      const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
      for (const route of MARKETING_ROUTES) {
        expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${route === '/' ? '/' : route}</loc>`));
      }
      const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
      expect(robots).toContain('Disallow: /dashboard');
      expect(robots).toContain('Disallow: /api');
      expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
    });
  });

  test('hydrates the landing page without errors and shows the sections in order', async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') {
        errors.push(message.text());
      }
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Bring Your Words to Life' })).toBeVisible();
    for (const id of [
      `${PRODUCT.slug}-ai-works`,
      'use-cases',
      'features',
      'testimonials',
      'plan',
      'faqs',
    ]) {
      expect(await page.locator(`#${id}`).count()).toBe(1);
    }
    await expect(page.getByTestId('avatar-grid').locator('img')).toHaveCount(16);
    expect(await page.getByText(MESSAGES.landing.loadingAvatars).count()).toBe(0);
    const ctas = page.getByRole('link', { name: 'Get Started' });
    expect(await ctas.first().getAttribute('href')).toBe('/signup');
    expect(await page.getByRole('heading', { name: 'Ready to Create?' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const route of ['/privacy-policy', '/terms-and-services']) {
    test(`hydrates ${route}, whose code loads on demand, keeping the pre-rendered text`, async ({
      browser,
    }) => {
      const { context, page } = await openPage(browser);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') {
          errors.push(message.text());
        }
      });
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await page.getByText(PRODUCT.company).first().isVisible()).toBe(true);
      // hydrated: the Login link routes inside the page, so a value set on window survives
      await page.evaluate(() => Object.assign(window, { samePage: true }));
      await page
        .getByRole('navigation', { name: 'Legal page', exact: true })
        .getByRole('link', { name: 'Login' })
        .click();
      await expect(page).toHaveURL(atPath('/login'));
      expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('shows Login, or View App when a user e-mail is stored', async ({ browser }) => {
    const { context, page } = await openPage(browser);
    await page.goto('/features');
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    // the stored e-mail of a live session (one the server has ended is cleared: polish.test.ts)
    const { email } = await signInNewAccount(context, 'view-app');
    await page.evaluate((stored) => window.localStorage.setItem('userEmail', stored), email);
    await page.reload();
    await expect(header.getByRole('link', { name: 'View App' })).toBeVisible();
    expect(await header.getByRole('link', { name: 'View App' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(await header.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await context.close();
  });

  for (const [label, id] of [
    ['How It Works', `${PRODUCT.slug}-ai-works`],
    ['Use Cases', 'use-cases'],
    ['Features', 'features'],
    ['Testimonials', 'testimonials'],
    ['FAQs', 'faqs'],
  ] as const) {
    test(`the footer link ${label} scrolls to #${id}`, async ({ browser }) => {
      const { context, page } = await openPage(browser);
      await page.goto('/');
      await page.locator('footer').getByRole('link', { name: label, exact: true }).click();
      await expect
        .poll(() =>
          page.evaluate((sectionId) => {
            const top = document.getElementById(sectionId)?.getBoundingClientRect().top ?? 9999;
            return Math.abs(top) < 120;
          }, id),
        )
        .toBe(true);
      await context.close();
    });
  }

  test('opens one FAQ at a time', async ({ browser }) => {
    const { context, page } = await openPage(browser);
    await page.goto('/faqs');
    const questions = page.locator('main').getByRole('button', { expanded: false });
    const first = page.getByRole('button', { name: 'Do I need to be on camera?' });
    const second = page.getByRole('button', { name: 'How long can my videos be?' });
    expect(await questions.count()).toBe(6);
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstPanel = page.locator(`#${await first.getAttribute('aria-controls')}`);
    expect(await firstPanel.isVisible()).toBe(true);
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await firstPanel.isVisible()).toBe(false);
    expect(await page.getByText('Each credit equals 1 second of video').isVisible()).toBe(true);
    await context.close();
  });

  test('offers the billing toggle for Standard and Pro only, and yearly turns the panel orange', async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser);
    await page.goto('/subscription-plan');
    const panel = page.getByTestId('pricing-panel');
    const toggle = panel.getByRole('switch', { name: 'Yearly billing' });
    await expect(panel.getByText('$4.99')).toBeVisible();
    expect(await toggle.count()).toBe(0);

    await panel.getByRole('button', { name: 'Standard' }).click();
    await expect(toggle).toBeVisible();
    expect(await panel.getByText('$8.99').isVisible()).toBe(true);
    const monthlyColour = await panel.evaluate(
      (element) => getComputedStyle(element).backgroundColor,
    );
    await toggle.click();
    await expect(panel.getByText('$99.99')).toBeVisible();
    await expect
      .poll(() => panel.evaluate((element) => getComputedStyle(element).backgroundColor))
      .not.toBe(monthlyColour);
    expect(await panel.getAttribute('data-period')).toBe('yearly');

    await panel.getByRole('button', { name: 'Pro' }).click();
    await expect(panel.getByText('$329.99')).toBeVisible();
    await panel.getByRole('button', { name: 'Starter' }).click();
    await expect(toggle).toHaveCount(0);
    expect(await panel.getAttribute('data-period')).toBe('monthly');
    expect(await panel.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(await panel.getByText(PRODUCT.defaultContactEmail).isVisible()).toBe(true);
    await context.close();
  });

  test('moves the use-cases carousel with its arrows and dots, looping both ways', async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser);
    await page.goto('/use-cases');
    const carousel = page.getByTestId('use-cases-carousel');
    const selected = () => carousel.locator('[data-selected="true"]').getAttribute('aria-label');
    await expect.poll(selected).toMatch(/^1 of 5/);
    await carousel.getByRole('button', { name: 'Previous use case' }).click();
    await expect.poll(selected).toMatch(/^5 of 5/);
    await carousel.getByRole('button', { name: 'Next use case' }).click();
    await carousel.getByRole('button', { name: 'Next use case' }).click();
    await expect.poll(selected).toMatch(/^2 of 5/);
    await carousel.getByRole('button', { name: /Show use case 4/ }).click();
    await expect.poll(selected).toMatch(/^4 of 5/);
    expect(
      await carousel.getByRole('button', { name: /Show use case 4/ }).getAttribute('aria-current'),
    ).toBe('true');
    await context.close();
  });

  test('moves the testimonials carousel with its arrows and dots', async ({ browser }) => {
    const { context, page } = await openPage(browser);
    await page.goto('/testimonials');
    const carousel = page.getByTestId('testimonials-carousel');
    await carousel.getByRole('button', { name: 'Pause testimonials' }).click();
    const current = () =>
      carousel
        .getByRole('button', { name: /Show testimonial/ })
        .evaluateAll((dots) =>
          dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'),
        );
    const start = await current();
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect.poll(current).toBe((start + 1) % 12);
    await carousel.getByRole('button', { name: 'Show testimonial 7' }).click();
    await expect.poll(current).toBe(6);
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect.poll(current).toBe(5);
    await context.close();
  });

  test('shows the scroll-to-top button after 300 px and scrolls back up', async ({ browser }) => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    expect(await button.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForTimeout(200);
    expect(await button.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
    await context.close();
  });

  test('plays the promotional videos only while they are in view', async ({ browser }) => {
    // a short phone screen: the ring sits below the fold at first
    const { context, page } = await openPage(browser, {
      width: VIEWPORTS.phone.width,
      height: 500,
    });
    await page.goto('/');
    const videos = page.getByTestId('video-ring').locator('video');
    await expect(videos).toHaveCount(4);
    const state = () =>
      videos.evaluateAll((elements) =>
        (elements as HTMLVideoElement[]).map((video) => ({
          src: video.getAttribute('src'),
          paused: video.paused,
          muted: video.muted,
          inline: video.playsInline,
          label: video.getAttribute('aria-label'),
        })),
      );
    await page.waitForTimeout(500);
    for (const video of await state()) {
      expect(video.src).toBeNull();
      expect(video.paused).toBe(true);
      expect(video.muted).toBe(true);
      expect(video.inline).toBe(true);
      expect(video.label).toBeTruthy();
    }
    await page.getByTestId('video-ring').scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await state()).some((video) => video.src && !video.paused))
      .toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(async () => (await state()).every((video) => video.paused)).toBe(true);
    await context.close();
  });

  test('keeps the app shell working for a non-marketing route', async ({ browser }) => {
    const { context, page } = await openPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/login');
    await expect(page.getByRole('button', { name: /continue/i }).first()).toBeVisible();
    expect(await page.getByRole('heading', { name: 'Bring Your Words to Life' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
