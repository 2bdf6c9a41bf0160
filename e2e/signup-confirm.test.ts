// Confirm-first sign-up in a real browser (SIGNUP_CONFIRMATION=email, decision
// 014) on a phone-sized screen: the form ends in a check-your-inbox state that
// names the address and can send the e-mail again; a known address sees exactly
// the same; the link read from the development outbox signs the new candidate
// in and lands on onboarding (spec 01 §4 landing route); opened again it says it
// was used and offers sign-in. Signing up from a job's Apply continues with
// the application once the link is opened (spec 01 §4 sign-in success, step 1).
import { randomBytes } from 'node:crypto';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AuthMessages } from '@talent/contracts/auth';
import type { JobCard, JobSearchResponse } from '@talent/contracts/jobs';
import { seriousViolations } from './a11y.ts';
import { screenshots, unexpectedErrors, useJourney, waitsForHydration, type TrackedPage } from './harness.ts';

const journey = useJourney({ env: { SIGNUP_CONFIRMATION: 'email' } });

const PHONE = { width: 390, height: 844 };
const PASSWORD = 'Journey@123';
const newEmail = () => `confirm.${randomBytes(4).toString('hex')}@example.com`;

/** The development outbox's messages to an address, newest first, as HTML. */
const outboxHtml = async (email: string) =>
  (await fetch(`${journey.baseUrl}/api/dev/outbox/?to=${encodeURIComponent(email)}`)).text();

/** The newest confirm-first link e-mailed to an address (the worker sends it shortly after the answer), as a path. */
async function newestSignupLink(email: string, notThis?: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const href = /href="([^"]*\/auth\/signup\/\?sa=confirm&amp;token=[\w-]+)"/.exec(await outboxHtml(email))?.[1];
        const url = href ? new URL(href.replaceAll('&amp;', '&')) : null;
        link = url ? `${url.pathname}${url.search}` : undefined;
        return link !== notThis ? link : undefined;
      },
      { timeout: 15_000, interval: 300 },
    )
    .toBeTruthy();
  return link!;
}

async function fillSignUp(scope: Locator, email: string) {
  await scope.getByLabel('First name').fill('Kavya');
  await scope.getByLabel('Last name').fill('Nair');
  await scope.getByLabel('Email').fill(email);
  await scope.getByLabel('Password').fill(PASSWORD);
  await scope.getByRole('button', { name: 'Create New Account' }).click();
}

const authCookies = async (tracked: TrackedPage) =>
  (await tracked.context.cookies()).filter((c) => c.name === 'authToken' || c.name === 'refreshToken');

describe('confirm-first sign-up', () => {
  it('checks the inbox, resends, and the link from the outbox reaches onboarding once', async () => {
    const tracked = await journey.openPage({ viewport: PHONE });
    const { page } = tracked;
    const email = newEmail();

    await page.goto('/auth/signup/');
    await fillSignUp(page.getByRole('form', { name: 'Create New Account' }), email);
    const inbox = page.getByRole('region', { name: 'Check your inbox' });
    await inbox.getByText(AuthMessages.signupCheckInbox).waitFor();
    await inbox.getByText(email).waitFor();
    // no session: nothing exists until the link is opened
    expect(await authCookies(tracked)).toEqual([]);
    await screenshots(page, 'signup-confirm-check-inbox');

    const first = await newestSignupLink(email);
    await inbox.getByRole('button', { name: 'Send the e-mail again' }).click();
    await inbox.getByText(AuthMessages.signupLinkResent).waitFor();
    const link = await newestSignupLink(email, first);

    await page.goto(link);
    await page.waitForURL('**/onboarding/profile/');
    await page.getByRole('form', { name: 'Basic information' }).waitFor();
    expect((await authCookies(tracked)).map((c) => c.name).sort()).toEqual(['authToken', 'refreshToken']);
    await screenshots(page, 'signup-confirm-onboarding');
    expect(unexpectedErrors(tracked)).toEqual([]);
    await tracked.context.close();

    // in another browser: the link the resend replaced does not work, the used one says it was used
    const again = await journey.openPage({ viewport: PHONE });
    await again.page.goto(first);
    await again.page.getByRole('alert').filter({ hasText: AuthMessages.signupLinkInvalid }).waitFor();
    await again.page.goto(link);
    await again.page.getByRole('alert').filter({ hasText: AuthMessages.signupLinkUsed }).waitFor();
    await screenshots(again.page, 'signup-confirm-used');
    await again.page.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await again.page.waitForURL('**/auth/signin/');
    expect(await authCookies(again)).toEqual([]);
    await again.context.close();

    // a known address: the very same screen; its owner is told by e-mail instead
    // (CSP bypassed only so that axe can be injected)
    const context = await journey.browser.newContext({ baseURL: journey.baseUrl, viewport: PHONE, bypassCSP: true });
    const strangerPage = waitsForHydration(await context.newPage());
    await strangerPage.goto('/auth/signup/');
    await fillSignUp(strangerPage.getByRole('form', { name: 'Create New Account' }), email);
    const same = strangerPage.getByRole('region', { name: 'Check your inbox' });
    await same.getByText(AuthMessages.signupCheckInbox).waitFor();
    await same.getByText(email).waitFor();
    expect((await context.cookies()).filter((c) => c.name === 'authToken')).toEqual([]);
    expect(await seriousViolations(strangerPage)).toEqual([]);
    await expect.poll(() => outboxHtml(email), { timeout: 15_000 }).toMatch(/You already have a/);
    await context.close();
  });

  it('signing up from a job’s Apply continues with the application once the link is opened', async () => {
    const tracked = await journey.openPage({ viewport: PHONE });
    const { page } = tracked;
    const jobs = (
      (await (await fetch(`${journey.baseUrl}/api/v5/jobs/search/?page_size=100`)).json()) as JobSearchResponse
    ).results;
    const job = jobs.find(
      (j: JobCard) => !j.is_external && !j.redirection_url && !j.is_anonymized && j.needsScreening > 0,
    );
    if (!job) throw new Error('the seed has no job with screening');
    const email = newEmail();

    await page.goto(job.url);
    await page.getByRole('button', { name: 'Apply now' }).click();
    await page.waitForURL(/a=signup/);
    const dialog = page.getByRole('dialog', { name: 'Create New Account' });
    await fillSignUp(dialog, email);
    await dialog.getByRole('region', { name: 'Check your inbox' }).getByText(email).waitFor();

    await page.goto(await newestSignupLink(email));
    // a new candidate in India: onboarding first, then the screening of the new application
    await page.waitForURL(/\/onboarding\/profile\/\?redirect_url=%2Fappliedjobs%2F\d+%2F/);
    expect(unexpectedErrors(tracked)).toEqual([]);
    await tracked.context.close();
  });
});
