// Accounts and sessions in a real browser against the real server (spec 01 §2
// routes, navigation bar and modals; §4 landing route, sign-in success, logout,
// password flows): sign up, land where the rules say, sign out, sign in, change
// the password, reset it through the e-mailed link read from the development
// outbox, verify the e-mail, delete the account; plus the navigation bar, the
// auth modal and the session-expired path.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AuthMessages } from '@talent/contracts/auth';
import { Messages } from '@talent/contracts/messages';
import { pathTo } from '@talent/contracts/routes';
import { seriousViolations } from './a11y.ts';
import { signInBrowser, signUpViaApi } from './fixtures.ts';
import { toast, unexpectedErrors, useJourney } from './harness.ts';

const journey = useJourney();

const newEmail = () => `journey.${randomBytes(4).toString('hex')}@example.com`;
const PASSWORD = 'Journey@123';

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/auth/signin/');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

/**
 * Opens the account menu once the screen named by `screen` is drawn. Until the next screen's code
 * has loaded, the URL is already new but the page shown is the old one; a menu opened then closes
 * when the new screen arrives (the bar closes its menu on a change of page).
 */
async function openAccountMenu(page: Page, screen: string | RegExp) {
  await page.getByRole('heading', { level: 1, name: screen }).waitFor();
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('button', { name: 'Logout' }).waitFor();
}

async function logOut(page: Page, screen: string | RegExp) {
  await openAccountMenu(page, screen);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/auth/signin/');
  // the bar shows Login once the session is gone
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create New Account' }).waitFor();
}

/** The newest link to `route` in the messages the development outbox shows for an address. */
async function linkFromOutbox(page: Page, email: string, route: string): Promise<string> {
  let href: string | null = null;
  await expect
    .poll(
      async () => {
        await page.goto(`/api/dev/outbox/?to=${encodeURIComponent(email)}`);
        href = await page
          .locator(`a[href*="${route}"]`)
          .first()
          .getAttribute('href', { timeout: 500 })
          .catch(() => null);
        return href;
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBeTruthy();
  return href!;
}

describe('the account journey', () => {
  it('sign up, onboarding, sign out, sign in, change password, reset by e-mail, verify e-mail, delete', async () => {
    const tracked = await journey.openPage();
    const { page } = tracked;
    const email = newEmail();

    // sign up: a new candidate (SIGNED_UP) lands on the onboarding profile step
    await page.goto('/auth/signup/');
    const signup = page.getByRole('form', { name: 'Create New Account' });
    await signup.getByLabel('First name').fill('Meenakshisundaram');
    await signup.getByLabel('Last name').fill('Iyer');
    await signup.getByLabel('Email').fill(email);
    await signup.getByLabel('Password').fill('weak');
    await signup.getByRole('button', { name: 'Create New Account' }).click();
    await page.getByText(Messages.passwordRule).waitFor();
    await signup.getByLabel('Password').fill(PASSWORD);
    await signup.getByRole('button', { name: 'Create New Account' }).click();
    await page.waitForURL('**/onboarding/profile/');

    // the bar: name cut to 10 characters plus '....'; My Profile dimmed until onboarding is complete
    const accountButton = page.getByRole('button', { name: /^Account menu for/ });
    await expect.poll(() => accountButton.textContent()).toContain('Meenakshis....');
    await openAccountMenu(page, 'Basic information');
    await expect.poll(() => page.getByText(email).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'My Profile' }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('button', { name: 'Logout' }).count()).toBe(0);

    // sign out: cookies and storage cleared, at login
    await page.evaluate(() => localStorage.setItem('recentlyViewedJobs', '[1,2]'));
    await logOut(page, 'Basic information');
    await expect
      .poll(async () =>
        (await tracked.context.cookies()).filter((c) => c.name === 'authToken' || c.name === 'refreshToken'),
      )
      .toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('recentlyViewedJobs'))).toBeNull();

    // a wrong password shows the server's message; the right one signs in
    await signInWithForm(page, email, 'Wrong@1234');
    await page.getByRole('alert').filter({ hasText: AuthMessages.invalidCredentials }).waitFor();
    await page.getByRole('form', { name: 'Sign in' }).getByLabel('Password').fill(PASSWORD);
    await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/onboarding/profile/');

    // change password from the menu
    await openAccountMenu(page, 'Basic information');
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Current Password').fill(PASSWORD);
    await dialog.getByLabel(/^New Password/).fill('Changed@2024');
    await dialog.getByLabel('Confirm New Password').fill('Changed@2025');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.getByText(Messages.passwordMismatch).waitFor();
    await dialog.getByLabel('Confirm New Password').fill('Changed@2024');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await toast(page, Messages.passwordChanged);
    await expect.poll(() => dialog.count()).toBe(0);
    await logOut(page, 'Basic information');
    await signInWithForm(page, email, 'Changed@2024');
    await page.waitForURL('**/onboarding/profile/');
    await logOut(page, 'Basic information');

    // forgot password: the e-mailed link (development outbox) sets a new one
    await page.goto('/forgot-password/');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').filter({ hasText: Messages.forgotPasswordSent }).first().waitFor();
    const resetLink = await linkFromOutbox(page, email, '/reset-password/');
    await page.locator(`a[href="${resetLink}"]`).first().click();
    await page.waitForURL('**/reset-password/?token=*');
    await page.getByLabel(/^New Password/).fill('Reset@2024');
    await page.getByLabel('Confirm New Password').fill('Reset@2024');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await toast(page, Messages.passwordResetDone);
    await page.waitForURL('**/talent/');
    // the link works once: a second visit goes to the root with 'The link is expired'
    await page.goto(resetLink);
    await toast(page, Messages.linkExpired);
    await page.waitForURL((url) => url.pathname === '/');
    await signInWithForm(page, email, 'Reset@2024');
    await page.waitForURL('**/onboarding/profile/');

    // verify the e-mail with the link sent at sign-up
    const verifyLink = await linkFromOutbox(page, email, '/verify-email/');
    await page.goto(verifyLink);
    await page.getByText(AuthMessages.emailVerified).waitFor();
    await page.goto('/account-settings/');
    await page.getByText('Verified', { exact: true }).waitFor();

    // delete the account, after the confirmation step
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account' });
    await confirm.getByLabel('Current password').fill('Reset@2024');
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await confirm.getByRole('button', { name: 'Yes, delete my account' }).click();
    await toast(page, AuthMessages.accountDeleted);
    await page.waitForURL('**/talent/');
    await signInWithForm(page, email, 'Reset@2024');
    await page.getByRole('alert').filter({ hasText: AuthMessages.invalidCredentials }).waitFor();

    expect(unexpectedErrors(tracked)).toEqual([]);
    await tracked.context.close();
  });

  it('a candidate with onboarding complete lands on the dashboard and can download their data', async () => {
    const tracked = await journey.openPage();
    const { page } = tracked;
    await signInWithForm(page, 'demo@talent500.dev', 'Demo@12345');
    await page.waitForURL('**/dashboard/');
    await openAccountMenu(page, /^Hello, /);
    expect(await page.getByRole('button', { name: 'My Profile' }).getAttribute('aria-disabled')).toBeNull();
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/account-settings/');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^talent500-data-\d+\.json$/);
    expect(unexpectedErrors(tracked)).toEqual([]);
    await tracked.context.close();
  });
});

describe('auth modal, navigation and session end', () => {
  it('opens sign-in as a modal from ?a=signin, switches to sign-up dropping sa, and Escape clears the query', async () => {
    const tracked = await journey.openPage();
    const { page } = tracked;
    await page.goto('/jobs/?a=signin&sa=x&search_term=react');
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Create New Account' }).click();
    await page.getByRole('dialog', { name: 'Create New Account' }).waitFor();
    expect(new URL(page.url()).search).toBe('?a=signup&search_term=react');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).search).toBe('?search_term=react');
    expect(unexpectedErrors(tracked)).toEqual([]);
    await tracked.context.close();
  });

  it('signs in from the modal and follows redirect_to once onboarding is complete', async () => {
    const tracked = await journey.openPage();
    const { page } = tracked;
    await page.goto('/faq/?a=signin&redirect_to=contact');
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Email').fill('demo@talent500.dev');
    await dialog.getByLabel('Password').fill('Demo@12345');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/contact/');
    // focus moves to the new page's heading, not left behind on the closed dialog's page
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(unexpectedErrors(tracked)).toEqual([]);
    await tracked.context.close();
  });

  it('a visitor who applies signs up in the modal and the application follows (sign-in success step 1)', async () => {
    const search = (await (await fetch(`${journey.baseUrl}/api/jobs/?page_size=50`)).json()) as {
      results: { url: string; is_external: boolean; redirection_url: string | null; country_code?: string }[];
    };
    const job = search.results.find((j) => !j.is_external && !j.redirection_url);
    expect(job).toBeTruthy();
    const tracked = await journey.openPage();
    const { page } = tracked;
    await page.goto(job!.url);
    await page.getByRole('button', { name: 'Apply now' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create New Account' });
    await dialog.waitFor();
    expect(new URL(page.url()).searchParams.get('applying_to')).toMatch(/^\d+$/);
    await dialog.getByLabel('First name').fill('Apply');
    await dialog.getByLabel('Last name').fill('Later');
    await dialog.getByLabel('Email').fill(newEmail());
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Create New Account' }).click();
    // a new Indian candidate goes to the onboarding profile step, then to the screening of the new application
    await page.waitForURL((url) => url.pathname === '/onboarding/profile/');
    expect(new URL(page.url()).searchParams.get('redirect_url')).toMatch(/appliedjobs/);
    expect(unexpectedErrors(tracked)).toEqual([]);
    await tracked.context.close();
  });

  it('on a phone the signed-in menu is a drawer that Escape closes', async () => {
    const candidate = await signUpViaApi(journey.baseUrl);
    const tracked = await journey.openPage({ viewport: { width: 400, height: 800 } });
    const { page, context } = tracked;
    await signInBrowser(context, journey.baseUrl, candidate);
    await page.goto('/dashboard/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('#nav-drawer');
    for (const entry of ['My Profile', 'Dashboard', 'Discover jobs', 'Contact us', 'Settings', 'Logout']) {
      expect(await drawer.getByText(entry, { exact: true }).isVisible()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    expect(unexpectedErrors(tracked)).toEqual([]);
    await context.close();
  });

  it('refreshes an expired access token once, and ends the session when the refresh fails', async () => {
    const candidate = await signUpViaApi(journey.baseUrl);
    const tracked = await journey.openPage();
    const { page, context } = tracked;
    // an access token the server refuses, with a good refresh token: the client refreshes and stays in
    await signInBrowser(context, journey.baseUrl, { token: 'expired.access.token', refresh: candidate.refresh });
    await page.goto('/account-settings/');
    await page.getByRole('main').getByText(candidate.email, { exact: true }).waitFor();
    const renewed = (await context.cookies()).find((c) => c.name === 'refreshToken')!;
    expect(decodeURIComponent(renewed.value)).not.toBe(`Bearer ${candidate.refresh}`);

    // both refused (a refresh token the server never issued; a just-rotated one is honoured
    // for a short grace, decision 014): 'Your session has expired…' and login
    await context.clearCookies();
    await signInBrowser(context, journey.baseUrl, { token: 'expired.access.token', refresh: 'unknown-refresh-token' });
    await page.goto('/account-settings/');
    await toast(page, Messages.sessionExpired);
    // the router replaces the address in the page (no document load to wait for)
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe(pathTo('signin'));
    expect(unexpectedErrors(tracked)).toEqual([]);
    await context.close();
  });

  it('shows the cookie banner to visitors and remembers the choice', async () => {
    const tracked = await journey.openPage();
    const { page, context } = tracked;
    await page.goto('/talent/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Only necessary' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await banner.count()).toBe(0);
    const consent = (await context.cookies()).find((c) => c.name === 'cookie_consent');
    expect(JSON.parse(decodeURIComponent(consent!.value))).toEqual({
      is_necessary: true,
      is_analytical: false,
      is_marketing: false,
    });
    expect(unexpectedErrors(tracked)).toEqual([]);
    await context.close();
  });
});

describe('accessibility of the auth pages', () => {
  const describeViolations = (violations: Awaited<ReturnType<typeof seriousViolations>>) =>
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);

  it.each(['/auth/signin/', '/auth/signup/', '/forgot-password/', '/verify-email/', '/talent/?a=signin'])(
    '%s has no serious violations',
    async (url) => {
      const context = await journey.browser.newContext({ baseURL: journey.baseUrl, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(url);
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      // the modal opens after hydration, over a page with a form of its own (the job search): check it once open
      await page
        .locator(url.includes('?a=') ? '[role="dialog"]' : 'form, [role="dialog"]')
        .first()
        .waitFor();
      expect(describeViolations(await seriousViolations(page))).toEqual([]);
      await context.close();
    },
  );

  it('account settings and the open profile menu have no serious violations', async () => {
    const candidate = await signUpViaApi(journey.baseUrl);
    const context = await journey.browser.newContext({ baseURL: journey.baseUrl, bypassCSP: true });
    await signInBrowser(context, journey.baseUrl, candidate);
    const page = await context.newPage();
    await page.goto('/account-settings/');
    await page.getByRole('heading', { name: 'Delete account' }).waitFor();
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await context.close();
  });
});
