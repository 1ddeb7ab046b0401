import { LIMITS, MESSAGES } from '@orato/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUnverifiedAccount, createVerifiedAccount, uniqueEmail } from '../support/accounts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser';
import { signInNewAccount } from '../support/signed-in';
import { waitForResetLink, waitForVerificationCode } from '../support/mailbox';

const PASSWORD = 'correct-horse-42';
// vitest's default of 1 s is too short for a page that loads its code on demand on a busy machine
const poll = <T>(read: () => T | Promise<T>) =>
  expect.poll(read, { timeout: 20_000, interval: 100 });
const { validation } = MESSAGES;

const pathname = (page: Page) => new URL(page.url()).pathname;
const isVisible = (page: Page, text: string) => () =>
  page.getByText(text, { exact: true }).isVisible();
const countOf = (page: Page, text: string) => () => page.getByText(text, { exact: true }).count();
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

async function fillSignup(page: Page, email: string, password: string, confirm = password) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(confirm);
}

/** Signs up through the form and waits for the code screen. */
async function signUp(page: Page, email: string) {
  await page.goto('/signup');
  await fillSignup(page, email, PASSWORD);
  await continueButton(page).click();
  await poll(() => pathname(page)).toBe('/otp-verification');
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await continueButton(page).click();
}

/** The code field: one real input, drawn as six boxes. */
const codeField = (page: Page) => page.getByLabel('Verification code', { exact: true });

async function codeInBoxes(page: Page): Promise<string> {
  return codeField(page).inputValue();
}

/** Whether the cursor is in the code field at box `index` (from 1): where the next digit goes. */
const cursorAtBox = (page: Page, index: number) => () =>
  codeField(page).evaluate(
    (field, at) =>
      field === document.activeElement && (field as HTMLInputElement).selectionStart === at - 1,
    index,
  );

/** Pastes text into an element the way a browser does: a paste event carrying the clipboard. */
async function paste(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).evaluate((element, value) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', value);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    );
  }, text);
}

describe('sign-up and sign-in', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs up, verifies the typed code, logs in, stays signed in on reload and logs out', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = uniqueEmail('journey');

    await signUp(page, email);
    await poll(isVisible(page, MESSAGES.signup.verificationSent)).toBe(true);
    await poll(isVisible(page, email)).toBe(true);
    // the countdown runs from arrival, and resend waits for it
    const resend = page.getByRole('button', { name: /^Resend code in \d+s$/ });
    expect(await resend.isDisabled()).toBe(true);

    const code = await waitForVerificationCode(baseUrl, email);
    // the first box has the focus; typing moves on box by box
    await poll(cursorAtBox(page, 1)).toBe(true);
    await page.keyboard.type(code);
    expect(await codeInBoxes(page)).toBe(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();

    await poll(() => pathname(page)).toBe('/login');
    await poll(isVisible(page, MESSAGES.auth.emailVerified)).toBe(true);

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await continueButton(page).click();
    await poll(() => pathname(page)).toBe('/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBe(email);
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBe('true');

    // the server session, not the page, keeps the user signed in
    await page.reload();
    await poll(() => page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    expect(pathname(page)).toBe('/dashboard');

    await page.goto('/');
    const header = page.getByRole('banner');
    const viewApp = header.getByRole('link', { name: 'View App' });
    await poll(() => viewApp.isVisible()).toBe(true);
    expect(await viewApp.getAttribute('href')).toBe('/dashboard');
    expect(await header.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
    await viewApp.click();
    await poll(() => pathname(page)).toBe('/dashboard');

    await page.getByRole('button', { name: 'Logout' }).click();
    await poll(() => pathname(page)).toBe('/');
    await poll(isVisible(page, MESSAGES.logout.success)).toBe(true);
    await poll(() => header.getByRole('link', { name: 'Login', exact: true }).isVisible()).toBe(
      true,
    );
    expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBeNull();

    await page.goto('/dashboard');
    await poll(() => pathname(page)).toBe('/login');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('verifies a pasted code on a phone, and the boxes take digits only', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.phone);
    const email = uniqueEmail('paste');
    await signUp(page, email);

    // letters are refused; typing advances; Backspace on an empty box goes back and clears it
    await codeField(page).click();
    await page.keyboard.type('a1b2');
    expect(await codeInBoxes(page)).toBe('12');
    await page.keyboard.press('Backspace');
    expect(await codeInBoxes(page)).toBe('1');
    await poll(cursorAtBox(page, 2)).toBe(true);

    // a whole code pasted into any box fills them all
    const code = await waitForVerificationCode(baseUrl, email);
    await paste(page, 'Verification code', `  ${code.slice(0, 3)} ${code.slice(3)} `);
    expect(await codeInBoxes(page)).toBe(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await poll(() => pathname(page)).toBe('/login');

    await logIn(page, email, PASSWORD);
    await poll(() => pathname(page)).toBe('/dashboard');
    await context.close();
  });

  it('clears the boxes and refocuses the first when the server refuses a code', async () => {
    const { context, page } = await openPage(browser);
    const email = uniqueEmail('wrong-code');
    await signUp(page, email);
    const code = await waitForVerificationCode(baseUrl, email);
    const wrong = code === '000000' ? '111111' : '000000';

    await paste(page, 'Verification code', wrong);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await poll(isVisible(page, MESSAGES.auth.codeInvalid)).toBe(true);
    expect(await codeInBoxes(page)).toBe('');
    await poll(cursorAtBox(page, 1)).toBe(true);
    expect(pathname(page)).toBe('/otp-verification');
    await context.close();
  });

  it('offers "Resend code" once the 30 s countdown ends and shows the server\'s answer', async () => {
    const { context, page } = await openPage(browser);
    await page.clock.install();
    const email = uniqueEmail('resend');
    await signUp(page, email);

    const counting = page.getByRole('button', { name: /^Resend code in \d+s$/ });
    await poll(() => counting.isVisible()).toBe(true);
    expect(await counting.isDisabled()).toBe(true);
    const secondsLeft = Number(/(\d+)s$/.exec((await counting.textContent()) ?? '')?.[1]);
    expect(secondsLeft).toBeGreaterThan(LIMITS.otpResendCooldownSeconds - 10);
    expect(secondsLeft).toBeLessThanOrEqual(LIMITS.otpResendCooldownSeconds);
    await page.clock.fastForward(LIMITS.otpResendCooldownSeconds * 1000 + 500);
    const resend = page.getByRole('button', { name: 'Resend code', exact: true });
    await poll(() => resend.isEnabled()).toBe(true);

    await resend.click();
    // the page's clock ran ahead; the server's 30 s gap since sign-up has not passed
    await poll(() =>
      page.getByText(/^Please wait \d+s before requesting a new code\.$/).isVisible(),
    ).toBe(true);
    await context.close();
  });

  describe('shows every validation message of spec §5 and clears it when the field is edited', () => {
    it('on /signup', async () => {
      const { context, page } = await openPage(browser, VIEWPORTS.phone);
      await page.goto('/signup');
      await continueButton(page).click();
      await poll(isVisible(page, validation.emailRequired)).toBe(true);
      await poll(isVisible(page, validation.passwordRequired)).toBe(true);
      // the error is tied to its field
      const emailField = page.getByLabel('Email', { exact: true });
      expect(await emailField.getAttribute('aria-invalid')).toBe('true');
      const describedBy = await emailField.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
        validation.emailRequired,
      );

      await emailField.pressSequentially('n');
      await poll(countOf(page, validation.emailRequired)).toBe(0);
      // an edit clears the error without re-checking the field until the next submit
      expect(await countOf(page, validation.emailInvalid)()).toBe(0);
      await poll(isVisible(page, validation.passwordRequired)).toBe(true);

      await fillSignup(page, 'not-an-email', 'short', 'other');
      await continueButton(page).click();
      await poll(isVisible(page, validation.emailInvalid)).toBe(true);
      await poll(isVisible(page, validation.passwordTooShort)).toBe(true);

      await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
      await poll(countOf(page, validation.passwordTooShort)).toBe(0);
      await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
      await poll(countOf(page, validation.emailInvalid)).toBe(0);
      await continueButton(page).click();
      await poll(isVisible(page, validation.passwordsDoNotMatch)).toBe(true);
      await page.getByLabel('Confirm password', { exact: true }).fill('long-enough-');
      await poll(countOf(page, validation.passwordsDoNotMatch)).toBe(0);

      // one toggle shows and hides both passwords
      const toggle = page.getByRole('button', { name: 'Show passwords' });
      await toggle.click();
      expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
      expect(await page.getByLabel('Confirm password', { exact: true }).getAttribute('type')).toBe(
        'text',
      );
      await page.getByRole('button', { name: 'Hide passwords' }).click();
      expect(await page.getByLabel('Confirm password', { exact: true }).getAttribute('type')).toBe(
        'password',
      );
      expect(pathname(page)).toBe('/signup');
      await context.close();
    });

    it('on /login', async () => {
      const { context, page } = await openPage(browser);
      await page.goto('/login');
      await continueButton(page).click();
      await poll(isVisible(page, validation.emailRequired)).toBe(true);
      await poll(isVisible(page, validation.passwordRequired)).toBe(true);
      await page.getByLabel('Password', { exact: true }).fill('x');
      await poll(countOf(page, validation.passwordRequired)).toBe(0);
      await poll(isVisible(page, validation.emailRequired)).toBe(true);

      await page.getByLabel('Email', { exact: true }).fill('nobody@nowhere');
      await continueButton(page).click();
      await poll(isVisible(page, validation.emailInvalid)).toBe(true);
      await page.getByLabel('Email', { exact: true }).fill('nobody@nowhere.example');
      await poll(countOf(page, validation.emailInvalid)).toBe(0);

      await page.getByRole('button', { name: 'Show password' }).click();
      expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
      expect(
        await page.getByRole('link', { name: 'Forgot Password', exact: true }).getAttribute('href'),
      ).toBe('/forgot-password');
      expect(
        await page.getByRole('link', { name: 'Sign Up', exact: true }).getAttribute('href'),
      ).toBe('/signup');
      await context.close();
    });

    it('on /otp-verification', async () => {
      const { context, page } = await openPage(browser);
      await page.goto('/otp-verification');
      // reached without an e-mail to verify: the way back instead of the boxes
      await expect
        .poll(() => page.getByRole('link', { name: 'Sign Up', exact: true }).getAttribute('href'))
        .toBe('/signup');
      expect(
        await page.getByRole('link', { name: 'Login', exact: true }).getAttribute('href'),
      ).toBe('/login');
      expect(await codeField(page).count()).toBe(0);

      await signUp(page, uniqueEmail('otp-rules'));
      const verify = page.getByRole('button', { name: 'Verify', exact: true });
      await verify.click();
      await poll(isVisible(page, validation.otpInvalid)).toBe(true);
      await codeField(page).fill('1');
      await poll(countOf(page, validation.otpInvalid)).toBe(0);
      await page.keyboard.type('2345');
      await verify.click();
      await poll(isVisible(page, validation.otpInvalid)).toBe(true);
      expect(await codeField(page).getAttribute('aria-invalid')).toBe('true');
      expect(pathname(page)).toBe('/otp-verification');
      await context.close();
    });

    it('on /forgot-password', async () => {
      const { context, page } = await openPage(browser, VIEWPORTS.phone);
      await page.goto('/forgot-password');
      const send = page.getByRole('button', { name: 'Send Reset Link', exact: true });
      await send.click();
      await poll(isVisible(page, validation.forgotEmailRequired)).toBe(true);
      await page.getByLabel('Email', { exact: true }).fill('a');
      await poll(countOf(page, validation.forgotEmailRequired)).toBe(0);
      await context.close();
    });

    it('on /reset-password', async () => {
      const { context, page } = await openPage(browser);
      await page.goto('/reset-password?email=a%40b.co');
      const submit = page.getByRole('button', { name: 'Reset Password', exact: true });
      await submit.click();
      await poll(isVisible(page, validation.resetPasswordRequired)).toBe(true);
      await poll(isVisible(page, validation.resetConfirmRequired)).toBe(true);

      await page.getByLabel('New Password', { exact: true }).fill('abc');
      await poll(countOf(page, validation.resetPasswordRequired)).toBe(0);
      await poll(isVisible(page, validation.resetConfirmRequired)).toBe(true);
      await page.getByLabel('Confirm Password', { exact: true }).fill('abd');
      await poll(countOf(page, validation.resetConfirmRequired)).toBe(0);

      await submit.click();
      await poll(isVisible(page, validation.resetPasswordsDoNotMatch)).toBe(true);
      await page.getByLabel('Confirm Password', { exact: true }).fill('abc');
      await poll(countOf(page, validation.resetPasswordsDoNotMatch)).toBe(0);

      // the server's minimum is said on the form, as on sign-up, and checked before anything is sent
      expect(
        await page.getByLabel('New Password', { exact: true }).getAttribute('placeholder'),
      ).toBe(`At least ${LIMITS.passwordMinLength} characters`);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/update-user')) {
          sent.push(request.url());
        }
      });
      await submit.click();
      await poll(isVisible(page, validation.passwordTooShort)).toBe(true);
      expect(sent).toEqual([]);
      await page.getByLabel('New Password', { exact: true }).fill('abcdefgh');
      await page.getByLabel('Confirm Password', { exact: true }).fill('abcdefgh');
      await poll(countOf(page, validation.passwordTooShort)).toBe(0);

      await page.getByRole('button', { name: 'Show passwords' }).click();
      expect(await page.getByLabel('Confirm Password', { exact: true }).getAttribute('type')).toBe(
        'text',
      );
      await context.close();
    });
  });

  it('tells an existing e-mail to log in and goes to /login after 3 s', async () => {
    const email = uniqueEmail('existing');
    await createVerifiedAccount(baseUrl, email, PASSWORD);
    const { context, page } = await openPage(browser);
    await page.goto('/signup');
    await fillSignup(page, email, PASSWORD);
    await continueButton(page).click();

    await poll(isVisible(page, MESSAGES.signup.emailRegisteredLogin)).toBe(true);
    const shownAt = Date.now();
    expect(pathname(page)).toBe('/signup');
    await expect.poll(() => pathname(page), { timeout: 5_000, interval: 100 }).toBe('/login');
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);
    await context.close();
  });

  it('refuses a wrong password, and sends an unverified account to the code screen', async () => {
    const email = uniqueEmail('unverified');
    await createUnverifiedAccount(baseUrl, email, PASSWORD);
    const { context, page } = await openPage(browser);
    // stale display keys from an earlier visit are cleared by a failed login
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('isAuthenticated', 'true');
      localStorage.setItem('userEmail', 'stale@example.com');
    });

    await logIn(page, email, 'not-the-password');
    await poll(isVisible(page, MESSAGES.auth.invalidCredentials)).toBe(true);
    expect(pathname(page)).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBeNull();

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await continueButton(page).click();
    await poll(() => pathname(page)).toBe('/otp-verification');
    await poll(isVisible(page, MESSAGES.auth.emailNotVerified)).toBe(true);
    await poll(isVisible(page, email)).toBe(true);
    await poll(() => codeField(page).isVisible()).toBe(true);
    await context.close();
  });

  it('resets a forgotten password through the e-mailed link and logs in with the new one', async () => {
    const email = uniqueEmail('forgot');
    const newPassword = 'brand-new-secret-7';
    await createVerifiedAccount(baseUrl, email, PASSWORD);
    const { context, page } = await openPage(browser, VIEWPORTS.phone);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password', exact: true }).click();
    await poll(() => pathname(page)).toBe('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link', exact: true }).click();
    await poll(isVisible(page, MESSAGES.auth.resetLinkSent)).toBe(true);

    const link = await waitForResetLink(baseUrl, email);
    expect(new URL(link).origin).toBe(new URL(baseUrl).origin);
    await page.goto(link);
    await poll(isVisible(page, email)).toBe(true);
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
    await poll(() => pathname(page)).toBe('/login');
    await poll(isVisible(page, MESSAGES.resetPassword.updated)).toBe(true);

    await logIn(page, email, PASSWORD);
    await poll(isVisible(page, MESSAGES.auth.invalidCredentials)).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await continueButton(page).click();
    await poll(() => pathname(page)).toBe('/dashboard');
    await context.close();
  });

  it("signs in from the Google popup's message; a popup closed without one is a silent cancel", async () => {
    const { context, page } = await openPage(browser);
    // stands in for a configured server and a real popup: the page under test is what is checked
    await page.route('**/api/auth/providers', (route) => route.fulfill({ json: { google: true } }));
    await page.addInitScript(() => {
      const stub = window as unknown as { popup: { closed: boolean }; opened: string[][] };
      stub.popup = { closed: false };
      stub.opened = [];
      window.open = ((url: string, name: string, features: string) => {
        stub.opened.push([url, name, features]);
        stub.popup.closed = false;
        return {
          ...stub.popup,
          focus: () => undefined,
          get closed() {
            return stub.popup.closed;
          },
        };
      }) as unknown as typeof window.open;
    });
    const closePopup = () =>
      page.evaluate(() => {
        (window as unknown as { popup: { closed: boolean } }).popup.closed = true;
      });
    const postResult = (result: Record<string, unknown>) =>
      page.evaluate((data) => window.postMessage(data, window.location.origin), {
        type: 'orato:google-sign-in',
        ...result,
      });

    await page.goto('/login');
    const google = page.getByRole('button', { name: 'Continue with Google', exact: true });
    await poll(() => google.isEnabled()).toBe(true);

    await google.click();
    expect(await page.evaluate(() => (window as unknown as { opened: string[][] }).opened)).toEqual(
      [['/api/auth/google', 'orato-google', 'width=500,height=640']],
    );
    await poll(() => google.isDisabled()).toBe(true);
    await closePopup();
    await poll(() => google.isEnabled()).toBe(true);
    expect(await page.locator('.Toastify__toast').count()).toBe(0);

    await google.click();
    await postResult({ ok: false, error: MESSAGES.auth.googleEmailUnverified });
    await poll(isVisible(page, MESSAGES.auth.googleEmailUnverified)).toBe(true);
    expect(pathname(page)).toBe('/login');

    await google.click();
    // the popup's callback has set the session cookie by the time it posts its message
    const account = await signInNewAccount(context, 'popup');
    await postResult({ ok: true, email: account.email });
    await poll(() => pathname(page)).toBe('/dashboard');
    await poll(isVisible(page, MESSAGES.login.success)).toBe(true);
    // the dashboard's own user request succeeds, so the stored e-mail stays
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBe(account.email);
    await context.close();
  });

  it.each([['/signup'], ['/login']])(
    'says Google sign-in is not configured on %s and opens no popup',
    async (path) => {
      const { context, page } = await openPage(browser);
      const popups: Page[] = [];
      page.on('popup', (popup) => popups.push(popup));
      await page.goto(path);
      const google = page.getByRole('button', { name: 'Continue with Google', exact: true });
      await poll(() => google.isEnabled()).toBe(true);
      await google.click();
      await poll(isVisible(page, MESSAGES.auth.googleNotConfigured)).toBe(true);
      expect(popups).toHaveLength(0);
      expect(context.pages()).toHaveLength(1);
      await context.close();
    },
  );
});
