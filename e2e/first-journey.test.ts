// A first-time visitor's whole journey in a real browser against the real
// server, on a phone and on a laptop, in one browser context each: sign up
// through the form, verify the phone by the texted code (read from the
// development outbox), go through every onboarding step with a resume whose
// proposals are accepted, edited and dropped, land on the dashboard, open the
// profile, then search a job and apply. On the way every kind of dialog is
// opened and closed with Escape and with its close button (focus goes back to
// what opened it), and the error paths a newcomer meets (a wrong code, a short
// password, a refused file, the server refusing a value) answer in words,
// never in raw JSON. Every screen is photographed, checked for anything wider
// than its container and run through axe.
import { mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AuthMessages } from '@talent/contracts/auth';
import type { JobCard, JobSearchResponse } from '@talent/contracts/jobs';
import { Messages } from '@talent/contracts/messages';
import { PrefillMessages } from '@talent/contracts/resume-prefill';
import { seriousViolations } from './a11y.ts';
import { phoneCodeFromOutbox, profileOf, signUpViaApi } from './fixtures.ts';
import { saveScreenshot, SCREEN_SIZES, toast, useJourney, waitsForHydration } from './harness.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? path.join(tmpdir(), 'talent-screenshots');
const LONG = { timeout: 30_000 };

const journey = useJourney();

type Size = (typeof SCREEN_SIZES)[number];

interface Visit {
  context: BrowserContext;
  page: Page;
  size: Size;
  errors: string[];
}

async function newVisitor(size: Size): Promise<Visit> {
  // axe is injected as a script, which the app's content security policy would refuse
  const context = await journey.browser.newContext({ baseURL: journey.baseUrl, viewport: size, bypassCSP: true });
  const page = waitsForHydration(await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // the browser's own note on an answer the journey provokes on purpose (a 4xx, the gateway's 502)
    if (/Failed to load resource: the server responded with a status of (4\d\d|502)/.test(message.text())) return;
    errors.push(`console: ${message.text()}`);
  });
  return { context, page, size, errors };
}

/**
 * Elements that stick out: wider than the element that contains them, or past
 * the right edge of the viewport. Content inside a box that scrolls or clips
 * sideways is that box's business, and visually hidden text (1 px, clipped)
 * is not seen.
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(/\s+/).join('.')}` : '';
      const text = (el.textContent ?? '').trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${id}${cls} "${text}"`;
    };
    const clipsSideways = (el: Element) => {
      const style = getComputedStyle(el);
      return ['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX);
    };
    const found: string[] = [];
    if (document.documentElement.scrollWidth > viewport + 1) {
      found.push(`the page is ${document.documentElement.scrollWidth}px wide at ${viewport}px`);
    }
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      // inside something that scrolls or clips sideways: not seen past that box
      let clipped = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (clipsSideways(up)) {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      if (box.right > viewport + 1 || box.left < -1) {
        found.push(`${describe(el)} spans ${Math.round(box.left)}–${Math.round(box.right)}px of ${viewport}px`);
        continue;
      }
      // the box that contains it (an element with display: contents draws none)
      let parent = el.parentElement;
      while (parent && getComputedStyle(parent).display === 'contents') parent = parent.parentElement;
      if (!parent || parent === document.body || style.position === 'absolute') continue;
      const outer = parent.getBoundingClientRect();
      if (box.width > outer.width + 1) {
        found.push(`${describe(el)} is ${Math.round(box.width)}px wide in ${Math.round(outer.width)}px`);
      }
    }
    return found;
  });
}

/**
 * The focused control when something else is drawn over its middle (a sticky
 * bar, a toast): a person cannot see what they are typing into.
 */
async function focusObscured(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return [];
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + Math.min(box.height / 2, 10);
    if (box.width === 0 || y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return [];
    const top = document.elementFromPoint(x, y);
    // a toast covers the top for its two seconds (spec 01 §4) and goes
    if (!top || el.contains(top) || top.contains(el) || top.closest('[data-toast-type]')) return [];
    const name = (e: Element) =>
      `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 30)}"`;
    return [`${name(el)} is under ${name(top)}`];
  });
}

/** Lets transitions and animations that end finish (not spinners that never do). */
async function settled(page: Page) {
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Text a person would read as a program's data rather than words. */
async function rawJson(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return ['{"', '"detail"', '"non_field_errors"', '[object Object]', '<html', '<body'].filter((sign) =>
    text.includes(sign),
  );
}

/**
 * One screen of the journey: let it settle, then nothing sticks out, nothing
 * reads as raw JSON, axe finds nothing serious, and a full-page screenshot.
 */
async function screen(visit: Visit, name: string) {
  const { page, size } = visit;
  await page.waitForLoadState('networkidle');
  await settled(page);
  const where = `${name} at ${size.width}x${size.height}`;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await saveScreenshot(page, path.join(SCREENSHOT_DIR, `first-journey-${name}-${size.width}x${size.height}.png`), {
    fullPage: true,
  });
  expect.soft(await overflowing(page), `${where}: wider than its container`).toEqual([]);
  expect.soft(await rawJson(page), `${where}: raw JSON`).toEqual([]);
  expect.soft(await focusObscured(page), `${where}: focus hidden`).toEqual([]);
  const violations = (await seriousViolations(page)).map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect.soft(violations, `${where}: axe`).toEqual([]);
}

const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const focusedText = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    // nothing focused is the body, whose text is the whole page's
    if (!el || el === document.body) return 'none';
    return `${el.tagName.toLowerCase()} "${el.getAttribute('aria-label') ?? el.textContent?.trim()}"`;
  });

/**
 * A dialog opened twice from `open`: closed once with Escape and once with its
 * Close button, focus back on `returnsTo` (the opener unless it is gone) each
 * time. The first time it is checked as a screen.
 */
async function dialogRoundTrip(
  visit: Visit,
  options: {
    name: string | RegExp;
    open: () => Promise<void>;
    returnsTo: Locator;
    shot?: string;
  },
) {
  const { page } = visit;
  const dialog = page.getByRole('dialog', { name: options.name });
  await options.open();
  await dialog.waitFor();
  if (options.shot) await screen(visit, options.shot);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await hasFocus(options.returnsTo), `focus after Escape is on ${await focusedText(page)}`).toBe(true);

  await options.open();
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await hasFocus(options.returnsTo), `focus after Close is on ${await focusedText(page)}`).toBe(true);
}

/** Opens a control from the keyboard, as a keyboard user would. */
const pressOn = (locator: Locator) => async () => {
  await locator.focus();
  await locator.press('Enter');
};

/** Jobs answering a search that take applications here and ask no screening questions, by their page. */
async function plainJobs(term: string): Promise<Map<string, JobCard>> {
  const response = await fetch(
    `${journey.baseUrl}/api/v5/jobs/search/?page_size=100&search_term=${encodeURIComponent(term)}`,
  );
  const { results } = (await response.json()) as JobSearchResponse;
  const plain = results.filter(
    (j) => !j.is_external && !j.redirection_url && !j.is_anonymized && j.needsScreening === 0,
  );
  if (!plain.length) throw new Error(`the seed has no plain job for '${term}'`);
  return new Map(plain.map((job) => [job.url, job]));
}

const isPhone = (size: Size) => size.width < 820;

describe('a first-time visitor', () => {
  for (const [index, size] of SCREEN_SIZES.entries()) {
    it(`signs up, verifies the phone, onboards from a resume, opens the profile and applies at ${size.width}x${size.height}`, async () => {
      const visit = await newVisitor(size);
      const { page } = visit;
      const email = `first.${index}.${Date.now()}@example.com`;
      const phone = `98765432${10 + index}`;
      // someone already signed up with this address: the server refuses it on the form
      const taken = await signUpViaApi(journey.baseUrl);

      // ---- the landing page, then the sign-up form from the bar
      await page.goto('/talent/');
      await screen(visit, 'landing');
      // saving a job asks a visitor to sign in first, in a dialog that gives focus back to the star
      const save = page.getByRole('button', { name: /^Save / }).first();
      await dialogRoundTrip(visit, {
        name: 'Login',
        open: pressOn(save),
        returnsTo: save,
        shot: 'landing-login-dialog',
      });
      const nav = page.getByRole('navigation', { name: 'Main' });
      if (isPhone(size)) await nav.getByRole('button', { name: 'Open menu' }).click();
      await nav.getByRole('link', { name: 'Create New Account' }).click();
      await page.waitForURL('**/auth/signup/');
      const signup = page.getByRole('form', { name: 'Create New Account' });
      await signup.waitFor();
      await screen(visit, 'signup');

      // a password too short: the spec's rule in words on the field
      await signup.getByLabel('First name').fill('Kavya');
      await signup.getByLabel('Last name').fill('Raman');
      await signup.getByLabel('Email').fill(taken.email);
      await signup.getByLabel('Password').fill('Ab1@');
      await signup.getByRole('button', { name: 'Create New Account' }).click();
      await signup.getByText(Messages.passwordRule).waitFor();
      await screen(visit, 'signup-short-password');

      // an address already registered: the server's refusal, in words, on the field
      await signup.getByLabel('Password').fill('Journey@123');
      await signup.getByRole('button', { name: 'Create New Account' }).click();
      await signup.getByText(AuthMessages.emailTaken).waitFor();
      await screen(visit, 'signup-email-taken');

      await signup.getByLabel('Email').fill(email);
      await signup.getByRole('button', { name: 'Create New Account' }).click();
      await page.waitForURL('**/onboarding/profile/');

      // ---- onboarding 1: basic information with the phone verified by its code
      const basic = page.getByRole('form', { name: 'Basic information' });
      await basic.waitFor();
      await screen(visit, 'onboarding-profile');
      await basic.getByLabel('Phone').fill(phone);
      await page.getByRole('button', { name: 'Send code' }).click();
      const code = page.getByLabel('Verification code');
      await code.waitFor();
      const texted = await phoneCodeFromOutbox(journey.baseUrl, `+91${phone}`);
      // the page is reloaded and the code asked for again at once: the server says wait, the page
      // takes its seconds and keeps the code already sent
      await page.reload();
      await basic.getByLabel('Phone').fill(phone);
      await page.getByRole('button', { name: 'Send code' }).click();
      await code.waitFor();
      await page.getByText(/a moment ago\. Enter it below/).waitFor();
      const wait = await page
        .getByText(/You can ask for a new code in/)
        .locator('time')
        .textContent();
      expect(wait).toMatch(/^0:([0-2]\d|30)$/);
      expect(await page.getByRole('button', { name: 'Resend code' }).isDisabled()).toBe(true);
      await screen(visit, 'onboarding-otp-wait');
      await code.fill(texted === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Verify code' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: `${AuthMessages.otpWrong} 4 tries left.` })
        .waitFor();
      await screen(visit, 'onboarding-otp-wrong');
      await code.fill(texted);
      await page.getByRole('button', { name: 'Verify code' }).click();
      await page.getByText('Phone number verified').waitFor();
      await basic.getByLabel('Gender').selectOption('female');
      await basic.getByLabel('Current location').fill('Chennai');
      await basic.getByLabel('Total experience (years)').fill('5');
      await basic.getByLabel('Role you are looking for').fill('Frontend Engineer');
      await screen(visit, 'onboarding-profile-verified');
      await basic.getByRole('button', { name: 'Save and continue' }).click();
      await page.waitForURL('**/onboarding/resume/');

      // ---- onboarding 2: the resume, its refusals, then its proposals (decision 049: before the typed steps)
      await page.getByRole('heading', { name: 'Upload your resume' }).waitFor();
      await screen(visit, 'onboarding-resume');
      const picker = page.getByLabel('Upload resume');
      // a type the step refuses before sending
      await picker.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
      await page
        .getByRole('alert')
        .filter({ hasText: 'Please select a valid file type (PDF, DOC, or DOCX)' })
        .waitFor();
      await screen(visit, 'onboarding-resume-bad-type');
      // a program renamed to .pdf: the server reads the content and says no, in words
      await picker.setInputFiles({
        name: 'resume.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('MZ this is not a PDF at all'),
      });
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      const refusal = page.getByRole('alert').filter({ hasText: /PDF|file/ });
      await refusal.first().waitFor();
      await screen(visit, 'onboarding-resume-refused-by-server');

      const resume = await readFile(path.join(root, 'apps/api/test/resume-corpus/files/classic-pdf-1.pdf'));
      await picker.setInputFiles({ name: 'kavya-raman.pdf', mimeType: 'application/pdf', buffer: resume });
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      const review = page.getByRole('region', { name: 'Suggested from your resume' });
      const role = (name: string) => review.getByRole('checkbox', { name: `Add ${name}` });
      await role('Frontend Engineer at Razorpay').waitFor(LONG);
      await screen(visit, 'onboarding-resume-proposals');
      // nothing typed yet, so nothing read from the resume is called a duplicate
      expect(await review.getByText('Already on your profile').count()).toBe(0);
      // accept most, drop a role and a link, edit a title
      await role('Data Scientist at Stripe').uncheck();
      await review.getByRole('button', { name: 'Edit Software Development Intern at Zoho Corporation' }).click();
      await review.getByLabel('Job title').fill('Software Intern');
      await screen(visit, 'onboarding-resume-proposal-editing');
      await review.getByRole('button', { name: 'Done editing' }).click();
      await review.getByRole('checkbox', { name: 'Add GitHub' }).uncheck();
      const confirm = review.getByRole('button', { name: /^Add \d+ items to my profile$/ });
      const count = Number(/\d+/.exec((await confirm.textContent()) ?? '')![0]);
      await confirm.click();
      await page.getByText(PrefillMessages.saved(count), { exact: true }).first().waitFor(LONG);
      await review.waitFor({ state: 'detached' });
      await screen(visit, 'onboarding-resume-saved');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/onboarding/professional-experience/');
      // ---- onboarding 3: professional details, the resume's jobs already listed
      await page.getByRole('heading', { name: 'Professional details' }).waitFor();
      await page.getByRole('list', { name: 'Employment' }).getByText('Frontend Engineer at Razorpay').waitFor();
      await screen(visit, 'onboarding-professional');
      const addEmployment = page.getByRole('button', { name: 'Add employment' });
      await dialogRoundTrip(visit, {
        name: 'Add employment',
        open: pressOn(addEmployment),
        returnsTo: addEmployment,
        shot: 'onboarding-add-employment',
      });
      // the leave-page question from the logo (spec 01 §2), then stay
      const logo = page.getByRole('link', { name: 'Talent Platform home' });
      await dialogRoundTrip(visit, {
        name: Messages.leavePageTitle,
        open: pressOn(logo),
        returnsTo: logo,
        shot: 'onboarding-leave-page',
      });
      expect(new URL(page.url()).pathname).toBe('/onboarding/professional-experience/');

      await addEmployment.click();
      const job = page.getByRole('form', { name: 'Add employment' });
      await job.getByLabel('Job title').fill('UI Developer');
      await job.getByLabel('Company').fill('Tata Consultancy Services');
      await job.getByLabel('Start date').fill('2018-06-01');
      await job.getByLabel('End date').fill('2020-05-31');
      await job.getByRole('button', { name: 'Add employment' }).click();
      await toast(page, Messages.employmentAdded);
      expect(await hasFocus(addEmployment), `focus after adding is on ${await focusedText(page)}`).toBe(true);

      const details = page.getByRole('form', { name: 'Professional details' });
      await details.getByLabel('New skill', { exact: true }).fill('Accessibility');
      await details.getByLabel('Years of the new skill').selectOption('3');
      await details.getByRole('button', { name: 'Add skill' }).click();
      await details.getByLabel('Current annual salary').fill('1400000');
      await details.getByLabel('Expected annual salary').fill('2000000');
      await details.getByLabel(/^Notice period/).selectOption('30');
      await details.getByLabel('When can you join?').selectOption('within_30_days');
      await screen(visit, 'onboarding-professional-filled');
      await details.getByRole('button', { name: 'Save and continue' }).click();
      await page.waitForURL('**/onboarding/about-you/');

      // ---- onboarding 4: personal details (the resume brought a degree)
      await page.getByRole('heading', { name: 'Personal details' }).waitFor();
      await screen(visit, 'onboarding-personal');
      const addQualification = page.getByRole('button', { name: 'Add qualification' });
      await dialogRoundTrip(visit, {
        name: 'Add qualification',
        open: pressOn(addQualification),
        returnsTo: addQualification,
        shot: 'onboarding-add-qualification',
      });
      const personal = page.getByRole('form', { name: 'Personal details' });
      await personal.getByLabel('Preferred countries').selectOption('IN');
      await personal.getByLabel('Full time').check();
      await personal.getByRole('button', { name: 'Save and continue' }).click();
      await page.waitForURL('**/onboarding/refer-and-earn/');

      // ---- onboarding 5: refer and earn, then the dashboard
      await page.getByRole('heading', { name: 'Refer and earn' }).waitFor();
      await screen(visit, 'onboarding-refer');
      await page.getByRole('button', { name: 'Go to dashboard' }).click();
      await page.waitForURL('**/dashboard/');
      // the refer step has a heading of its own: wait for the dashboard's, or the menu opened below
      // would close when the dashboard replaces that step
      await page.getByRole('heading', { level: 1, name: /^Hello, / }).waitFor();
      await screen(visit, 'dashboard');

      // the account menu and the change-password dialog it opens
      const menuButton = isPhone(size)
        ? nav.getByRole('button', { name: 'Open menu' })
        : nav.getByRole('button', { name: /^Account menu for/ });
      const openMenu = async () => {
        await menuButton.focus();
        await menuButton.press('Enter');
      };
      if (isPhone(size)) {
        // the drawer is a dialog too: Escape closes it, focus back on the menu button
        await openMenu();
        await page.getByRole('dialog', { name: 'Menu' }).waitFor();
        await screen(visit, 'dashboard-menu');
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' });
        expect(await hasFocus(menuButton), `focus after Escape is on ${await focusedText(page)}`).toBe(true);
      }
      await dialogRoundTrip(visit, {
        name: 'Change Password',
        open: async () => {
          await openMenu();
          await page.getByRole('button', { name: 'Change Password' }).click();
        },
        returnsTo: menuButton,
        shot: 'dashboard-change-password',
      });

      // ---- the profile, from the menu, after reading to the end of the dashboard: it opens at the top
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await openMenu();
      await page.getByRole('button', { name: 'My Profile' }).click();
      await page.waitForURL(/\/profile\/view\//);
      await page.getByRole('heading', { name: 'Kavya Raman', level: 1 }).waitFor();
      await page.getByRole('region', { name: 'Resume' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => window.scrollY), 'the profile opens at the top').toBe(0);
      expect(await focusedText(page)).not.toMatch(/Edit/);
      await screen(visit, 'profile');

      // an edit dialog and a delete question, each closed both ways
      const editRole = page.getByRole('button', { name: 'Edit UI Developer at Tata Consultancy Services' });
      await dialogRoundTrip(visit, {
        name: 'Edit employment',
        open: pressOn(editRole),
        returnsTo: editRole,
        shot: 'profile-edit-employment',
      });
      const deleteRole = page.getByRole('button', { name: 'Delete UI Developer at Tata Consultancy Services' });
      await dialogRoundTrip(visit, {
        name: 'Delete employment',
        open: pressOn(deleteRole),
        returnsTo: deleteRole,
        shot: 'profile-delete-employment',
      });

      // a phone number the rule refuses: the spec's words on the field, nothing saved
      const personalSection = page.getByRole('region', { name: 'Personal details', exact: true });
      await personalSection.getByRole('button', { name: 'Edit Personal details' }).click();
      const personalForm = page.getByRole('form', { name: 'Edit personal details' });
      await personalForm.getByLabel('Phone').fill('12345');
      await personalForm.getByRole('button', { name: 'Save', exact: true }).click();
      await personalForm.getByText(Messages.phone).waitFor();
      await screen(visit, 'profile-phone-refused');
      expect((await profileOf(journey.baseUrl, { token: await authToken(visit.context) })).phone).toBe(phone);
      // another country code: the rule of the codes (6 to 15 digits), and the number can be verified
      await personalForm.getByLabel('Code').fill('+44');
      await personalForm.getByLabel('Phone').fill('7700900123');
      await personalForm.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, Messages.dataUpdated);
      await personalSection.getByText('+44 7700900123', { exact: true }).waitFor();
      await personalSection.getByRole('button', { name: 'Send code' }).waitFor();
      await screen(visit, 'profile-phone-abroad');

      // ---- search a job and apply
      const term = 'Frontend';
      const plain = await plainJobs(term);
      await page.goto('/jobs/');
      const search = page.getByRole('combobox', { name: 'Search jobs' });
      await search.fill(term);
      await search.press('Enter');
      await page.waitForURL(/search_term=/);
      // the jobs listed before the search stay on screen, dimmed, until the search's own arrive
      await page.getByRole('heading', { level: 1, name: `${term} jobs` }).waitFor();
      await page.locator('section[aria-labelledby="results-heading"][aria-busy="false"]').waitFor();
      await page.locator('ul[data-stale]').waitFor({ state: 'detached' });
      await page.locator('article').first().waitFor();
      await screen(visit, 'jobs-search');
      if (isPhone(size)) {
        const filters = page.getByRole('button', { name: /^Filters/ });
        await dialogRoundTrip(visit, {
          name: 'Filters',
          open: pressOn(filters),
          returnsTo: filters,
          shot: 'jobs-filters',
        });
      }
      // the first result that takes an application here without screening questions
      const listed = await page
        .locator('article a[href^="/jobs/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      const target = plain.get(listed.find((href) => plain.has(href))!)!;
      expect(target, 'a plain job among the results').toBeDefined();
      await page.locator(`article a[href="${target.url}"]`).first().click();
      await page.getByRole('heading', { level: 1, name: target.title }).waitFor();
      await screen(visit, 'job-details');
      // a gateway in front of the server fails once: the message is words, not the gateway's page
      await page.route(
        '**/api/candidate_jobs/',
        (route) =>
          route.request().method() === 'POST'
            ? route.fulfill({
                status: 502,
                contentType: 'text/html',
                body: '<html><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>',
              })
            : route.fallback(),
        { times: 1 },
      );
      await page.getByRole('button', { name: 'Apply now' }).click();
      await toast(page, Messages.genericError);
      await screen(visit, 'job-apply-failed');
      expect(new URL(page.url()).pathname).toBe(target.url);
      await page.getByRole('button', { name: 'Apply now' }).click();
      await toast(page, 'Job application successful!');
      await page.waitForURL('**/dashboard/');
      const applications = page.locator('section[aria-labelledby="applied-jobs"]');
      await applications.getByRole('link', { name: target.title }).waitFor();
      await screen(visit, 'dashboard-applied');
      // the checklist names the number as it will be texted, with its country code
      await page.getByRole('region', { name: 'Your checklist' }).getByText('+44 7700900123').waitFor();
      // withdrawing asks first; both ways out keep the application
      const withdraw = applications.getByRole('button', { name: /^Withdraw/ }).first();
      await dialogRoundTrip(visit, {
        name: 'Withdraw this application?',
        open: pressOn(withdraw),
        returnsTo: withdraw,
        shot: 'dashboard-withdraw',
      });
      await applications.getByText('Application submitted').waitFor();

      expect(visit.errors).toEqual([]);
      await visit.context.close();
    }, 300_000);
  }
});

async function authToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'authToken');
  if (!cookie) throw new Error('not signed in');
  return decodeURIComponent(cookie.value).replace(/^Bearer /, '');
}
