// After applying, part 2, in a real browser against the real server
// (decision 016): the demo candidate opens the offer from the dashboard,
// downloads its PDF and accepts it; a second candidate declines theirs with a
// reason; the demo candidate accepts the pay (CTC) letter whose breakdown and
// amounts in words are right, answers the survey waiting for them, sees every
// step on the application timeline, and follows the offer e-mail's link from
// the development outbox. The second candidate's offer is made with the admin
// command line between two runs of the server on one data folder.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './a11y.ts';
import { apiAs, signUpViaApi, type SignedUpCandidate } from './fixtures.ts';
import {
  sharedBrowser,
  nodeArgs,
  openPage,
  screenshots,
  startServer,
  unexpectedErrors,
  type RunningServer,
} from './harness.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEMO = { email: 'demo@talent500.dev', password: 'Demo@12345' };

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let second: SignedUpCandidate;
let secondOffer: number;

async function signIn(baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/api/users/candidate/signin/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { token: string; refresh: string };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'talent-e2e-offers-'));
  // first run: the seeded demo data, a second candidate who applies to a job
  const first = await startServer({ DATA_DIR: dataDir });
  try {
    second = await signUpViaApi(first.baseUrl, { first_name: 'Kabir', last_name: 'Das' });
    const search = await apiAs<{ results: { id: number; is_external: boolean; needsScreening: number }[] }>(
      first.baseUrl,
      second.token,
      'GET',
      '/v5/jobs/search/?page_size=50',
    );
    const job = search.results.find((j) => !j.is_external && j.needsScreening === 0)!;
    const applied = await apiAs<{ id: number }>(first.baseUrl, second.token, 'POST', '/candidate_jobs/', {
      job: job.id,
    });
    // the embedded database is one process's: the operator's command runs while the server is stopped
    await first.process.kill('SIGTERM');
    await new Promise((resolve) => first.process.once('exit', resolve));
    const start = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      nodeArgs(
        'apps/api/src/admin/cli.ts',
        'offer-create',
        '--application',
        String(applied.id),
        '--role',
        'QA Lead',
        '--start',
        start,
        '--location',
        'Hyderabad, India',
        '--expires-in-days',
        '5',
      ),
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'warn' } },
    );
    secondOffer = Number(/^Offer (\d+)/m.exec(stdout)![1]);
  } finally {
    await first.stop();
  }
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), sharedBrowser()]);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('offers, pay letters, surveys and the timeline', () => {
  it('the demo candidate goes from the dashboard to the offer, downloads and accepts it, then the pay letter and the survey', async () => {
    const tokens = await signIn(server.baseUrl, DEMO.email, DEMO.password);
    // axe is injected as a script: this context bypasses the page's CSP (as in the other accessibility checks)
    const context = await browser.newContext({ baseURL: server.baseUrl, bypassCSP: true, acceptDownloads: true });
    const page = await context.newPage();
    const tracked = { context, page, errors: [] as string[] };
    page.on('pageerror', (error) => tracked.errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') tracked.errors.push(`console: ${message.text()}`);
    });
    const url = new URL(server.baseUrl);
    await context.addCookies(
      [
        ['authToken', tokens.token],
        ['refreshToken', tokens.refresh],
      ].map(([name, value]) => ({
        name: name!,
        value: encodeURIComponent(`Bearer ${value}`),
        domain: url.hostname,
        path: '/',
        sameSite: 'Strict' as const,
      })),
    );
    const offers = await apiAs<{ results: { id: number; role: string; application_id: number; status: string }[] }>(
      server.baseUrl,
      tokens.token,
      'GET',
      '/candidate_jobs/offers/',
    );
    // the demo's open offer (its other application's offer is already accepted and has a pay letter)
    const offer = offers.results.find((o) => o.status === 'open')!;
    const withLetter = offers.results.find((o) => o.status === 'accepted')!;
    expect(offer).toBeDefined();
    expect(withLetter).toBeDefined();

    // the dashboard card opens the application; its next step opens the offer
    await page.goto('/dashboard/');
    await page.getByRole('link', { name: offer.role, exact: true }).first().click();
    await page.waitForURL(`**/appliedjobs/${offer.application_id}/`);
    await page.getByRole('heading', { name: 'What to do next' }).waitFor();
    await page.getByRole('link', { name: `Accept or decline your offer for ${offer.role}` }).click();
    await page.waitForURL(`**/offer/${offer.id}/`);
    await page.getByRole('heading', { name: offer.role, level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'The letter' }).isVisible()).toBe(true);
    expect(await page.getByText(/^Dear .+,$/).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'offer-open');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`offer-${offer.id}-v1.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('button', { name: 'Accept offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept this offer?' });
    await dialog.getByText('You accept version 1').waitFor();
    await dialog.getByRole('button', { name: 'Yes, accept' }).click();
    await page.getByText('You accepted version 1 of this offer').waitFor();
    expect(await page.getByRole('button', { name: 'Accept offer' }).count()).toBe(0);
    await screenshots(page, 'offer-accepted');

    // back on the application: the offer is answered and asks nothing more
    await page.getByRole('link', { name: 'See your application’s timeline' }).click();
    await page.waitForURL(`**/appliedjobs/${offer.application_id}/`);
    await page.getByRole('heading', { name: 'What to do next' }).waitFor();
    await page
      .getByRole('link', { name: `Accept or decline your offer for ${offer.role}` })
      .waitFor({ state: 'detached' });
    // the pay letter follows an accepted offer (decision 031): on the demo's other application it is the next step
    await page.goto(`/appliedjobs/${withLetter.application_id}/`);
    await page.getByRole('link', { name: 'Review and answer your pay (CTC) letter' }).click();
    await page.waitForURL('**/ctc/*/');
    const table = page.getByRole('table');
    await table.waitFor();
    const rows = await table.getByRole('row').allInnerTexts();
    expect(rows.map((r) => r.replace(/\s+/g, ' ').trim())).toEqual([
      'Component Amount In words',
      'Fixed pay INR 18,00,000 Eighteen lakh Indian rupees',
      'Variable pay INR 2,00,000 Two lakh Indian rupees',
      'Bonus INR 1,00,000 One lakh Indian rupees',
      'Joining bonus INR 50,000 Fifty thousand Indian rupees',
      'Total CTC INR 21,50,000 Twenty-one lakh fifty thousand Indian rupees',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'ctc-pending');
    await page.getByRole('button', { name: 'Accept letter' }).click();
    await page
      .getByRole('dialog', { name: 'Accept this pay letter?' })
      .getByRole('button', { name: 'Yes, accept' })
      .click();
    await page.getByText('You accepted this letter on').waitFor();

    // the survey waiting for them
    await page.goto('/survey/');
    await page.getByRole('heading', { name: 'Surveys for you' }).waitFor();
    await page.getByRole('link', { name: /^How was applying to / }).click();
    await page
      .getByRole('group', { name: /How easy was it to apply\?/ })
      .getByLabel('4')
      .check();
    await page
      .getByRole('group', { name: /Where did you first hear/ })
      .getByLabel('A job alert e-mail')
      .check();
    await page
      .getByRole('group', { name: /What did you like\?/ })
      .getByLabel('Hearing back quickly')
      .check();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'survey-form');
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await page.getByText(/Thank you — you answered this survey/).waitFor();

    // every step on the timelines: the offer's application, then the pay letter's (decision 031)
    await page.goto(`/appliedjobs/${offer.application_id}/`);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline.getByText(`You accepted the offer for ${offer.role} (version 1).`).waitFor();
    await page.goto(`/appliedjobs/${withLetter.application_id}/`);
    await timeline.getByText('You accepted the pay (CTC) letter.').waitFor();
    const steps = (await timeline.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
    // newest first: letter accepted, letter sent, offer accepted, offer made, applied
    const order = [
      'You accepted the pay (CTC) letter.',
      'sent you a pay (CTC) letter.',
      `You accepted the offer for ${withLetter.role} (version 1).`,
      'You applied',
    ].map((summary) => steps.findIndex((step) => step.includes(summary)));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
    await screenshots(page, 'application-timeline');

    // the offer e-mail in the development outbox links straight to the page
    await page.goto(`/api/dev/outbox/?to=${encodeURIComponent(DEMO.email)}`);
    const link = page.getByRole('link', { name: new RegExp(`/offer/${offer.id}/$`) }).first();
    const href = (await link.getAttribute('href'))!;
    expect(new URL(href).pathname).toBe(`/offer/${offer.id}/`);
    // the e-mail was sent by the first run of the server (another port): follow its path on this one
    await page.goto(new URL(href).pathname);
    await page.getByText('You accepted version 1 of this offer').waitFor();
    expect(unexpectedErrors(tracked)).toEqual([]);
    await context.close();
  }, 300_000);

  it('a second candidate declines their offer with a reason; accepting afterwards is refused', async () => {
    const tracked = await openPage(browser, server.baseUrl, { viewport: { width: 390, height: 844 } });
    const { page, context } = tracked;
    const url = new URL(server.baseUrl);
    await context.addCookies(
      [
        ['authToken', second.token],
        ['refreshToken', second.refresh],
      ].map(([name, value]) => ({
        name: name!,
        value: encodeURIComponent(`Bearer ${value}`),
        domain: url.hostname,
        path: '/',
        sameSite: 'Strict' as const,
      })),
    );
    await page.goto(`/offer/${secondOffer}/`);
    await page.getByRole('heading', { name: 'QA Lead', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Decline' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline this offer?' });
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await dialog.getByText('Choose a reason.').waitFor();
    await dialog.getByLabel('Why are you declining?').selectOption('start_date');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await page.getByText(/You declined this offer on .* \(The start date does not work for me\)\./).waitFor();
    const refused = await fetch(`${server.baseUrl}/api/candidate_jobs/offers/accept-offer/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${second.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ offer_id: secondOffer, version: 1 }),
    });
    expect(refused.status).toBe(409);
    expect(unexpectedErrors(tracked)).toEqual([]);
    await context.close();
  }, 120_000);
});
