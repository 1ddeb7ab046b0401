import { LIMITS, MESSAGES } from '@orato/shared';
import { expect, test, type Page } from '@playwright/test';
import { createUnverifiedAccount, createVerifiedAccount, uniqueEmail } from '../support/accounts';
import { atPath, openPage, serverUrl, VIEWPORTS } from '../support/browser';
import { signInNewAccount } from '../support/signed-in';
import { waitForResetLink, waitForVerificationCode } from '../support/mailbox';

const PASSWORD = 'correct-horse-42';
const WAIT = { timeout: 20_000 };
// vitest's default of 1 s is too short for a page that loads its code on demand on a busy machine
const poll = <T>(read: () => T | Promise<T>) =>
  expect.poll(read, { timeout: 20_000, intervals: [100] });
const { validation } = MESSAGES;

const pathname = (page: Page) => new URL(page.url()).pathname;
const textOf = (page: Page, text: string) => page.getByText(text, { exact: true });
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
  await expect(page).toHaveURL(atPath('/otp-verification'), WAIT);
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

test.describe('sign-up and sign-in', () => {
  const baseUrl = serverUrl();

  test('signs up, verifies the typed code, logs in, stays signed in on reload and logs out', async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = uniqueEmail('journey');

    await signUp(page, email);
    await expect(textOf(page, MESSAGES.signup.verificationSent)).toBeVisible(WAIT);
    await expect(textOf(page, email)).toBeVisible(WAIT);
    // the countdown runs from arrival, and resend waits for it
    const resend = page.getByRole('button', { name: /^Resend code in \d+s$/ });
    expect(await resend.isDisabled()).toBe(true);

    const code = await waitForVerificationCode(baseUrl, email);
    // the first box has the focus; typing moves on box by box
    await poll(cursorAtBox(page, 1)).toBe(true);
    await page.keyboard.type(code);
    expect(await codeInBoxes(page)).toBe(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();

    await expect(page).toHaveURL(atPath('/login'), WAIT);
    await expect(textOf(page, MESSAGES.auth.emailVerified)).toBeVisible(WAIT);

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await continueButton(page).click();
    await expect(page).toHaveURL(atPath('/dashboard'), WAIT);
    expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBe(email);
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBe('true');

    // the server session, not the page, keeps the user signed in
    await page.reload();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible(WAIT);
    expect(pathname(page)).toBe('/dashboard');

    await page.goto('/');
    const header = page.getByRole('banner');
    const viewApp = header.getByRole('link', { name: 'View App' });
    await expect(viewApp).toBeVisible(WAIT);
    expect(await viewApp.getAttribute('href')).toBe('/dashboard');
    expect(await header.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
    await viewApp.click();
    await expect(page).toHaveURL(atPath('/dashboard'), WAIT);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(atPath('/'), WAIT);
    await expect(textOf(page, MESSAGES.logout.success)).toBeVisible(WAIT);
    await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible(WAIT);
    expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBeNull();

    await page.goto('/dashboard');
    await expect(page).toHaveURL(atPath('/login'), WAIT);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('verifies a pasted code on a phone, and the boxes take digits only', async ({ browser }) => {
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
    await expect(page).toHaveURL(atPath('/login'), WAIT);

    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(atPath('/dashboard'), WAIT);
    await context.close();
  });

  test('clears the boxes and refocuses the first when the server refuses a code', async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser);
    const email = uniqueEmail('wrong-code');
    await signUp(page, email);
    const code = await waitForVerificationCode(baseUrl, email);
    const wrong = code === '000000' ? '111111' : '000000';

    await paste(page, 'Verification code', wrong);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(textOf(page, MESSAGES.auth.codeInvalid)).toBeVisible(WAIT);
    expect(await codeInBoxes(page)).toBe('');
    await poll(cursorAtBox(page, 1)).toBe(true);
    expect(pathname(page)).toBe('/otp-verification');
    await context.close();
  });

  test('offers "Resend code" once the 30 s countdown ends and shows the server\'s answer', async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser);
    await page.clock.install();
    const email = uniqueEmail('resend');
    await signUp(page, email);

    const counting = page.getByRole('button', { name: /^Resend code in \d+s$/ });
    await expect(counting).toBeVisible(WAIT);
    expect(await counting.isDisabled()).toBe(true);
    const secondsLeft = Number(/(\d+)s$/.exec((await counting.textContent()) ?? '')?.[1]);
    expect(secondsLeft).toBeGreaterThan(LIMITS.otpResendCooldownSeconds - 10);
    expect(secondsLeft).toBeLessThanOrEqual(LIMITS.otpResendCooldownSeconds);
    await page.clock.fastForward(LIMITS.otpResendCooldownSeconds * 1000 + 500);
    const resend = page.getByRole('button', { name: 'Resend code', exact: true });
    await expect(resend).toBeEnabled(WAIT);

    await resend.click();
    // the page's clock ran ahead; the server's 30 s gap since sign-up has not passed
    await expect(page.getByText(/^Please wait \d+s before requesting a new code\.$/)).toBeVisible(
      WAIT,
    );
    await context.close();
  });

  test.describe('shows every validation message of spec §5 and clears it when the field is edited', () => {
    test('on /signup', async ({ browser }) => {
      const { context, page } = await openPage(browser, VIEWPORTS.phone);
      await page.goto('/signup');
      await continueButton(page).click();
      await expect(textOf(page, validation.emailRequired)).toBeVisible(WAIT);
      await expect(textOf(page, validation.passwordRequired)).toBeVisible(WAIT);
      // the error is tied to its field
      const emailField = page.getByLabel('Email', { exact: true });
      expect(await emailField.getAttribute('aria-invalid')).toBe('true');
      const describedBy = await emailField.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
        validation.emailRequired,
      );

      await emailField.pressSequentially('n');
      await expect(textOf(page, validation.emailRequired)).toHaveCount(0, WAIT);
      // an edit clears the error without re-checking the field until the next submit
      expect(await countOf(page, validation.emailInvalid)()).toBe(0);
      await expect(textOf(page, validation.passwordRequired)).toBeVisible(WAIT);

      await fillSignup(page, 'not-an-email', 'short', 'other');
      await continueButton(page).click();
      await expect(textOf(page, validation.emailInvalid)).toBeVisible(WAIT);
      await expect(textOf(page, validation.passwordTooShort)).toBeVisible(WAIT);

      await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
      await expect(textOf(page, validation.passwordTooShort)).toHaveCount(0, WAIT);
      await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
      await expect(textOf(page, validation.emailInvalid)).toHaveCount(0, WAIT);
      await continueButton(page).click();
      await expect(textOf(page, validation.passwordsDoNotMatch)).toBeVisible(WAIT);
      await page.getByLabel('Confirm password', { exact: true }).fill('long-enough-');
      await expect(textOf(page, validation.passwordsDoNotMatch)).toHaveCount(0, WAIT);

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

    test('on /login', async ({ browser }) => {
      const { context, page } = await openPage(browser);
      await page.goto('/login');
      await continueButton(page).click();
      await expect(textOf(page, validation.emailRequired)).toBeVisible(WAIT);
      await expect(textOf(page, validation.passwordRequired)).toBeVisible(WAIT);
      await page.getByLabel('Password', { exact: true }).fill('x');
      await expect(textOf(page, validation.passwordRequired)).toHaveCount(0, WAIT);
      await expect(textOf(page, validation.emailRequired)).toBeVisible(WAIT);

      await page.getByLabel('Email', { exact: true }).fill('nobody@nowhere');
      await continueButton(page).click();
      await expect(textOf(page, validation.emailInvalid)).toBeVisible(WAIT);
      await page.getByLabel('Email', { exact: true }).fill('nobody@nowhere.example');
      await expect(textOf(page, validation.emailInvalid)).toHaveCount(0, WAIT);

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

    test('on /otp-verification', async ({ browser }) => {
      const { context, page } = await openPage(browser);
      await page.goto('/otp-verification');
      // reached without an e-mail to verify: the way back instead of the boxes
      await expect(page.getByRole('link', { name: 'Sign Up', exact: true })).toHaveAttribute(
        'href',
        '/signup',
      );
      expect(
        await page.getByRole('link', { name: 'Login', exact: true }).getAttribute('href'),
      ).toBe('/login');
      expect(await codeField(page).count()).toBe(0);

      await signUp(page, uniqueEmail('otp-rules'));
      const verify = page.getByRole('button', { name: 'Verify', exact: true });
      await verify.click();
      await expect(textOf(page, validation.otpInvalid)).toBeVisible(WAIT);
      await codeField(page).fill('1');
      await expect(textOf(page, validation.otpInvalid)).toHaveCount(0, WAIT);
      await page.keyboard.type('2345');
      await verify.click();
      await expect(textOf(page, validation.otpInvalid)).toBeVisible(WAIT);
      expect(await codeField(page).getAttribute('aria-invalid')).toBe('true');
      expect(pathname(page)).toBe('/otp-verification');
      await context.close();
    });

    test('on /forgot-password', async ({ browser }) => {
      const { context, page } = await openPage(browser, VIEWPORTS.phone);
      await page.goto('/forgot-password');
      const send = page.getByRole('button', { name: 'Send Reset Link', exact: true });
      await send.click();
      await expect(textOf(page, validation.forgotEmailRequired)).toBeVisible(WAIT);
      await page.getByLabel('Email', { exact: true }).fill('a');
      await expect(textOf(page, validation.forgotEmailRequired)).toHaveCount(0, WAIT);
      await context.close();
    });

    test('on /reset-password', async ({ browser }) => {
      const { context, page } = await openPage(browser);
      await page.goto('/reset-password?email=a%40b.co');
      const submit = page.getByRole('button', { name: 'Reset Password', exact: true });
      await submit.click();
      await expect(textOf(page, validation.resetPasswordRequired)).toBeVisible(WAIT);
      await expect(textOf(page, validation.resetConfirmRequired)).toBeVisible(WAIT);

      await page.getByLabel('New Password', { exact: true }).fill('abc');
      await expect(textOf(page, validation.resetPasswordRequired)).toHaveCount(0, WAIT);
      await expect(textOf(page, validation.resetConfirmRequired)).toBeVisible(WAIT);
      await page.getByLabel('Confirm Password', { exact: true }).fill('abd');
      await expect(textOf(page, validation.resetConfirmRequired)).toHaveCount(0, WAIT);

      await submit.click();
      await expect(textOf(page, validation.resetPasswordsDoNotMatch)).toBeVisible(WAIT);
      await page.getByLabel('Confirm Password', { exact: true }).fill('abc');
      await expect(textOf(page, validation.resetPasswordsDoNotMatch)).toHaveCount(0, WAIT);

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
      await expect(textOf(page, validation.passwordTooShort)).toBeVisible(WAIT);
      expect(sent).toEqual([]);
      await page.getByLabel('New Password', { exact: true }).fill('abcdefgh');
      await page.getByLabel('Confirm Password', { exact: true }).fill('abcdefgh');
      await expect(textOf(page, validation.passwordTooShort)).toHaveCount(0, WAIT);

      await page.getByRole('button', { name: 'Show passwords' }).click();
      expect(await page.getByLabel('Confirm Password', { exact: true }).getAttribute('type')).toBe(
        'text',
      );
      await context.close();
    });
  });

  test('tells an existing e-mail to log in and goes to /login after 3 s', async ({ browser }) => {
    const email = uniqueEmail('existing');
    await createVerifiedAccount(baseUrl, email, PASSWORD);
    const { context, page } = await openPage(browser);
    await page.goto('/signup');
    await fillSignup(page, email, PASSWORD);
    await continueButton(page).click();

    await expect(textOf(page, MESSAGES.signup.emailRegisteredLogin)).toBeVisible(WAIT);
    const shownAt = Date.now();
    expect(pathname(page)).toBe('/signup');
    await expect(page).toHaveURL(atPath('/login'), { timeout: 5_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);
    await context.close();
  });

  test('refuses a wrong password, and sends an unverified account to the code screen', async ({
    browser,
  }) => {
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
    await expect(textOf(page, MESSAGES.auth.invalidCredentials)).toBeVisible(WAIT);
    expect(pathname(page)).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBeNull();

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await continueButton(page).click();
    await expect(page).toHaveURL(atPath('/otp-verification'), WAIT);
    await expect(textOf(page, MESSAGES.auth.emailNotVerified)).toBeVisible(WAIT);
    await expect(textOf(page, email)).toBeVisible(WAIT);
    await expect(codeField(page)).toBeVisible(WAIT);
    await context.close();
  });

  test('resets a forgotten password through the e-mailed link and logs in with the new one', async ({
    browser,
  }) => {
    const email = uniqueEmail('forgot');
    const newPassword = 'brand-new-secret-7';
    await createVerifiedAccount(baseUrl, email, PASSWORD);
    const { context, page } = await openPage(browser, VIEWPORTS.phone);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password', exact: true }).click();
    await expect(page).toHaveURL(atPath('/forgot-password'), WAIT);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link', exact: true }).click();
    await expect(textOf(page, MESSAGES.auth.resetLinkSent)).toBeVisible(WAIT);

    const link = await waitForResetLink(baseUrl, email);
    expect(new URL(link).origin).toBe(new URL(baseUrl).origin);
    await page.goto(link);
    await expect(textOf(page, email)).toBeVisible(WAIT);
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
    await expect(page).toHaveURL(atPath('/login'), WAIT);
    await expect(textOf(page, MESSAGES.resetPassword.updated)).toBeVisible(WAIT);

    await logIn(page, email, PASSWORD);
    await expect(textOf(page, MESSAGES.auth.invalidCredentials)).toBeVisible(WAIT);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await continueButton(page).click();
    await expect(page).toHaveURL(atPath('/dashboard'), WAIT);
    await context.close();
  });

  test("signs in from the Google popup's message; a popup closed without one is a silent cancel", async ({
    browser,
  }) => {
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
    await expect(google).toBeEnabled(WAIT);

    await google.click();
    expect(await page.evaluate(() => (window as unknown as { opened: string[][] }).opened)).toEqual(
      [['/api/auth/google', 'orato-google', 'width=500,height=640']],
    );
    await expect(google).toBeDisabled(WAIT);
    await closePopup();
    await expect(google).toBeEnabled(WAIT);
    expect(await page.locator('.Toastify__toast').count()).toBe(0);

    await google.click();
    await postResult({ ok: false, error: MESSAGES.auth.googleEmailUnverified });
    await expect(textOf(page, MESSAGES.auth.googleEmailUnverified)).toBeVisible(WAIT);
    expect(pathname(page)).toBe('/login');

    await google.click();
    // the popup's callback has set the session cookie by the time it posts its message
    const account = await signInNewAccount(context, 'popup');
    await postResult({ ok: true, email: account.email });
    await expect(page).toHaveURL(atPath('/dashboard'), WAIT);
    await expect(textOf(page, MESSAGES.login.success)).toBeVisible(WAIT);
    // the dashboard's own user request succeeds, so the stored e-mail stays
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBe(account.email);
    await context.close();
  });

  for (const path of ['/signup', '/login']) {
    test(`shows Google sign-in disabled on ${path} with why, and opens no popup`, async ({
      browser,
    }) => {
      const { context, page } = await openPage(browser);
      const popups: Page[] = [];
      page.on('popup', (popup) => popups.push(popup));
      await page.goto(path);
      const google = page.getByRole('button', { name: 'Continue with Google', exact: true });
      await expect(textOf(page, MESSAGES.auth.googleNotSetUp)).toBeVisible(WAIT);
      await expect(google).toBeDisabled();
      await expect(google).toHaveAccessibleDescription(MESSAGES.auth.googleNotSetUp);
      await google.click({ force: true });
      expect(popups).toHaveLength(0);
      expect(context.pages()).toHaveLength(1);
      await context.close();
    });
  }
});
