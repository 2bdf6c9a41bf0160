// The public site in a real browser (decision 023): every content page shows
// its text and passes axe; a contact message and an enterprise enquiry reach
// the development outbox (a gmail address refused with the business-email
// rule); a whistleblower files a report and comes back with the case code to
// read an operator's reply; a referral link brings a sign-up that appears in
// the referrer's list; an operator's SEO template changes a job page's title
// in the server's HTML and after the client renders.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Messages } from '@talent/contracts/messages';
import { seriousViolations } from './a11y.ts';
import { signInBrowser, signUpViaApi } from './fixtures.ts';
import { runAdmin, screenshots, useJourney, waitsForHydration } from './harness.ts';

const OPERATORS = 'operators@public-site.io';
const journey = useJourney({ env: { OPERATOR_EMAIL: OPERATORS } });

async function outboxText(to: string) {
  return (await fetch(`${journey.baseUrl}/api/dev/outbox/?to=${encodeURIComponent(to)}`)).text();
}

/** A page whose context lets axe be injected past our CSP; signed in when tokens are given. */
async function openPage(tokens?: { token: string; refresh: string }) {
  const context = await journey.browser.newContext({ baseURL: journey.baseUrl, bypassCSP: true });
  if (tokens) await signInBrowser(context, journey.baseUrl, tokens);
  const page = waitsForHydration(await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

const SLOW = 300_000;

async function expectClean(page: Page, name: string) {
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, `public-site-${name}`);
}

describe('content pages', () => {
  it(
    'show their real content, with FAQ structured data, and pass axe',
    async () => {
      const tracked = await openPage();
      const { page } = tracked;
      const pages: [string, RegExp][] = [
        ['/privacy-policy/', /recentlyViewedJobs/],
        ['/privacy-policy/talent-partner/', /Talent partners refer candidates/],
        ['/privacy-policy/hiring-partner/', /Hiring partners are companies/],
        ['/terms-of-use/', /By using .* you agree/],
        ['/enterprise/enterprise-saas-tnc/', /hiring workspace/],
        ['/faq/', /How do I apply to a job\?/],
        ['/about/', /built for candidates first/],
        ['/maintenance/', /scheduled maintenance/],
        ['/blog/', /Write a resume hiring teams actually read/],
        ['/blog/enterprises/', /Structured screening saves your team hours/],
        ['/enterprise/', /Where you can hire/],
        ['/refer-and-earn/', /Share your personal referral link/],
      ];
      for (const [path, text] of pages) {
        await page.goto(path);
        await page.getByText(text).first().waitFor();
        await expectClean(page, path.replace(/\//g, '_').replace(/^_|_$/g, '') || 'home');
      }
      await page.goto('/faq/');
      await page.getByText('How do I apply to a job?').first().waitFor();
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.some((text) => text.includes('"FAQPage"'))).toBe(true);
      // a post by client navigation from the list
      await page.goto('/blog/');
      const href = await page
        .getByRole('link', { name: 'Write a resume hiring teams actually read' })
        .getAttribute('href');
      expect(href).toBe('/blog/write-a-resume-hiring-teams-read/');
      await page.goto(href!);
      await page.getByRole('heading', { level: 1, name: 'Write a resume hiring teams actually read' }).waitFor();
      expect(await page.title()).toContain('Write a resume hiring teams actually read');
      await expectClean(page, 'blog-post');
      expect(tracked.errors).toEqual([]);
    },
    SLOW,
  );
});

describe('forms that reach a person', () => {
  it(
    'a contact message and an enterprise enquiry arrive in the development outbox; gmail is refused',
    async () => {
      const { page } = await openPage();
      await page.goto('/contact/');
      await page.getByLabel('Your name').fill('Asha Menon');
      await page.getByRole('textbox', { name: /^E-mail/ }).fill('asha@example.org');
      await page.getByLabel('Subject').fill('Help with my resume upload');
      await page.getByRole('textbox', { name: /^Message/ }).fill('My resume upload stops at 90%.');
      await expectClean(page, 'contact');
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByRole('heading', { name: 'Message sent' }).waitFor();
      await expect
        .poll(() => outboxText(OPERATORS), { timeout: 20_000 })
        .toContain('Contact: Help with my resume upload');

      await page.goto('/enterprise/');
      await page.getByLabel('Your name').fill('Ravi Kumar');
      await page.getByLabel('Work e-mail').fill('ravi@gmail.com');
      await page.getByRole('textbox', { name: /^Company/ }).fill('Acme Robotics');
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      await page.getByText(Messages.businessEmail).waitFor();
      await expectClean(page, 'enterprise-refused');
      await page.getByLabel('Work e-mail').fill('ravi@acme-robotics.com');
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      await page.getByRole('heading', { name: 'Enquiry sent' }).waitFor();
      await expect
        .poll(() => outboxText(OPERATORS), { timeout: 20_000 })
        .toContain('Enterprise enquiry: Acme Robotics');
    },
    SLOW,
  );
});

describe('guides, campaigns and the lead toaster', () => {
  it(
    'a guide opens from its list; a campaign signs up with its name; a programme enquiry and a lead reach the operators',
    async () => {
      const { page, errors } = await openPage();
      await page.goto('/guides/');
      await page.getByRole('heading', { level: 1, name: 'Career guides' }).waitFor();
      await page
        .getByRole('link', { name: /remote/i })
        .first()
        .click();
      await page.waitForURL('**/guides/remote-job-search/');
      await page.getByRole('link', { name: 'All career guides' }).waitFor();
      await expectClean(page, 'guide');

      await page.goto('/campaign/fresh-start/');
      const signUp = page.getByRole('link', { name: 'Create your account' });
      expect(await signUp.getAttribute('href')).toContain('utm_campaign=fresh-start');
      await expectClean(page, 'campaign');
      await page.goto('/campaign/no-such-campaign/');
      await page
        .getByText(/not found|does not exist/i)
        .first()
        .waitFor();

      await page.goto('/enterprise/');
      await page.getByRole('link', { name: 'Hire senior engineers in four weeks' }).click();
      await page.waitForURL('**/enterprise/campaign/hire-engineers/');
      // the enterprise page has the same form: type once the programme's own page is drawn
      await page.getByRole('heading', { level: 1, name: 'Hire senior engineers in four weeks' }).waitFor();
      await page.getByLabel('Your name').fill('Meera Shah');
      await page.getByLabel('Work e-mail').fill('meera@orbit-labs.io');
      await page.getByRole('textbox', { name: /^Company/ }).fill('Orbit Labs');
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      await page.getByRole('heading', { name: 'Enquiry sent' }).waitFor();
      await expect.poll(() => outboxText(OPERATORS), { timeout: 20_000 }).toContain('Campaign: hire-engineers');

      // the toaster waits for the cookie choice, then for the visitor to read half the page
      await page.goto('/blog/enterprises/');
      await page.getByRole('button', { name: 'Only necessary' }).click();
      const toaster = page.getByRole('region', { name: 'Hiring insights, monthly' });
      expect(await toaster.count()).toBe(0);
      await page.mouse.wheel(0, 5000);
      await toaster.waitFor();
      await toaster.getByLabel('Work e-mail').fill('lead@orbit-labs.io');
      await expectClean(page, 'lead-toaster');
      await toaster.getByRole('button', { name: 'Send me the insights' }).click();
      await toaster.getByText('We will be in touch').waitFor();
      await expect.poll(() => outboxText(OPERATORS), { timeout: 20_000 }).toContain('lead@orbit-labs.io');
      // dismissed for a while: the next page does not offer it again
      await toaster.getByRole('button', { name: 'Close' }).click();
      await page.reload();
      await page.mouse.wheel(0, 5000);
      await page.waitForTimeout(500);
      expect(await toaster.count()).toBe(0);
      expect(errors).toEqual([]);
    },
    SLOW,
  );
});

describe('the whistleblower channel', () => {
  it(
    'files a report, then returns with the case code and passphrase to read an operator’s reply',
    async () => {
      const { page } = await openPage();
      await page.goto('/speakup/');
      await page.getByLabel('What is it about?').selectOption('Safety');
      await page.getByLabel('What happened?').fill('The fire exit on floor 3 is locked during work hours.');
      await page.getByRole('button', { name: 'Send report anonymously' }).click();
      const caseCode = (await page.getByTestId('case-code').textContent())!.trim();
      const passphrase = (await page.getByTestId('passphrase').textContent())!.trim();
      expect(caseCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      await expectClean(page, 'speakup-filed');

      // an operator answers with the command line (the embedded database needs the server stopped)
      await journey.server.restart(async (env) => {
        const listed = await runAdmin(env, ['speakup-list']);
        expect(listed).toContain(caseCode);
        await runAdmin(env, ['speakup-reply', caseCode, '--message', 'Thank you. Facilities unlocked it today.']);
      });

      const back = (await openPage()).page;
      await back.goto('/speakup/');
      await back.getByLabel('Case code').fill(caseCode);
      await back.getByLabel('Passphrase').fill(passphrase);
      await back.getByRole('button', { name: 'Open my report' }).click();
      await back.getByText('Thank you. Facilities unlocked it today.').waitFor();
      await back.getByText('The fire exit on floor 3 is locked during work hours.').waitFor();
      await expectClean(back, 'speakup-thread');
    },
    SLOW,
  );
});

describe('refer and earn', () => {
  it(
    'a candidate’s referral link brings a sign-up that appears in their referrals',
    async () => {
      const referrer = await signUpViaApi(journey.baseUrl);
      const mine = await openPage(referrer);
      await mine.page.goto('/refer-and-earn/');
      const link = (await mine.page.getByTestId('referral-link').textContent())!.trim();
      expect(link).toMatch(/\/auth\/signup\/\?referral_code=[A-Z2-9]{8}$/);
      await expectClean(mine.page, 'refer-and-earn-signed-in');

      const friend = (await openPage()).page;
      await friend.goto(link);
      await friend.getByLabel('First name').fill('Neha');
      await friend.getByLabel('Last name').fill('Rao');
      await friend.getByLabel('Email').fill(`neha.${Date.now()}@example.org`);
      await friend.getByLabel('Password').fill('Journey@123');
      await friend.getByRole('button', { name: 'Create New Account' }).click();
      await friend.waitForURL((url) => !url.pathname.startsWith('/auth/signup/'), { timeout: 30_000 });

      await mine.page.reload();
      await mine.page.getByRole('cell', { name: 'Neha R.' }).waitFor();
      await expect(mine.page.getByRole('cell', { name: 'Signed up' }).count()).resolves.toBe(1);
    },
    SLOW,
  );
});

describe('SEO templates (spec 02 §9)', () => {
  it(
    'an operator’s template changes a job page’s title in the server’s HTML and in the browser',
    async () => {
      const search = (await (await fetch(`${journey.baseUrl}/api/v5/jobs/search/?page_size=20`)).json()) as {
        results: { title: string; url: string; is_anonymized: boolean; companyName: string }[];
      };
      const job = search.results.find((j) => !j.is_anonymized)!;
      const titleIn = async () =>
        /<title[^>]*>([^<]*)<\/title>/.exec(await (await fetch(`${journey.baseUrl}${job.url}`)).text())?.[1];
      expect(await titleIn()).toContain(`${job.title} at `);

      await journey.server.restart(async (env) => {
        await runAdmin(env, ['seo-set', 'jobDetails', '--title', 'Now hiring: {job} — {company}']);
      });
      const expected = `Now hiring: ${job.title} — ${job.companyName}`.replace(/&/g, '&amp;');
      expect(await titleIn()).toBe(expected);
      const { page } = await openPage();
      await page.goto(job.url);
      await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
      await expect.poll(() => page.title()).toBe(`Now hiring: ${job.title} — ${job.companyName}`);
    },
    SLOW,
  );
});
