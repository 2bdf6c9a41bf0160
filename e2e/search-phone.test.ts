// Search on a phone and the demo data in a real browser (decision 018): the
// first result is above the fold at 390×844, the filters open in a sheet from
// a 'Filters' button with the result count on its apply button, the facet
// counts change with the search, a misspelling is searched as what was meant;
// screenshots of the landing page, a search for 'designer' and the demo
// candidate's dashboard at both sizes go to the temporary folder. Its server
// starts on the migrated template alone and seeds the demo data itself, as a
// new install does; the other journeys start on a copy of a seeded folder
// (decision 051).
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './a11y.ts';
import { signInBrowser } from './fixtures.ts';
import {
  sharedBrowser,
  openPage,
  saveScreenshot,
  startServer,
  type RunningServer,
  unexpectedErrors,
  waitsForHydration,
} from './harness.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const SHOTS = path.join(tmpdir(), 'talent-search-data-shots');

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({}, { fresh: true }),
    sharedBrowser(),
    mkdir(SHOTS, { recursive: true }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function settledCount(page: Page): Promise<number> {
  await page.locator('section[aria-labelledby="results-heading"][aria-busy="false"]').waitFor();
  const text = (await page.locator('#results-heading').textContent()) ?? '';
  const match = /([\d,]+) jobs?$/.exec(text);
  if (!match) throw new Error(`no count in '${text}'`);
  return Number(match[1]!.replace(/,/g, ''));
}

/** The Location options of the open sheet as 'City (n)'. */
const locationOptions = (page: Page) =>
  page.getByRole('dialog').getByLabel('Location').locator('option').allTextContents();

describe('search on a phone', () => {
  it('shows the first result above the fold and filters in a sheet whose counts follow the search', async () => {
    // CSP bypassed only so axe can be injected (e2e/a11y.ts)
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE, bypassCSP: true });
    // the search page is rendered on the server: its Filters button works once it has hydrated
    const page = waitsForHydration(await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/jobs/?search_term=designer');
    const first = page.locator('article').first();
    await first.waitFor();
    expect(await first.locator('h3').textContent()).toMatch(/designer/i);
    const box = (await first.boundingBox())!;
    expect(box.y).toBeLessThan(PHONE.height);
    // the sidebar's filter controls are not on the phone's first screen: a button opens them
    expect(await page.getByLabel('Category').isVisible()).toBe(false);
    const designers = await settledCount(page);

    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor();
    await expect.poll(async () => (await locationOptions(page)).length).toBeGreaterThan(1);
    const designerLocations = await locationOptions(page);
    expect(await sheet.getByRole('button', { name: /^Show/ }).textContent()).toBe(`Show ${designers} jobs`);
    expect(await seriousViolations(page)).toEqual([]);
    // choosing an option updates the count on the apply button before anything is applied
    const option = designerLocations.find((label) => /\(\d+\)$/.test(label) && label !== 'Any')!;
    const [, city, n] = /^(.*) \((\d+)\)$/.exec(option)!;
    await sheet.getByLabel('Location').selectOption(city!);
    await expect
      .poll(() => sheet.getByRole('button', { name: /^Show/ }).textContent())
      .toBe(`Show ${n} ${n === '1' ? 'job' : 'jobs'}`);
    await sheet.getByRole('button', { name: /^Show/ }).click();
    await page.waitForURL(new RegExp(`location=${encodeURIComponent(city!).replace(/%20/g, '(%20|\\+)')}`));
    await expect.poll(() => settledCount(page)).toBe(Number(n));
    // focus returns to the opener, which counts the filter once the filtered search is drawn
    await page.getByRole('button', { name: /^Filters \(1\)/ }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Filters \(1\)/);

    // another search: other counts
    await page.goto('/jobs/?search_term=python');
    await page.locator('article').first().waitFor();
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect.poll(async () => (await locationOptions(page)).join('|')).not.toBe(designerLocations.join('|'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches a misspelling as what was meant and says so', async () => {
    const tracked = await openPage(browser, server.baseUrl, { viewport: PHONE });
    const { page } = tracked;
    await page.goto('/jobs/?search_term=pyhton');
    await page.getByText('Showing results for').waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Showing results for' }).textContent()).toBe(
      'No jobs match “pyhton”. Showing results for python.',
    );
    expect(await page.locator('article h3').first().textContent()).toMatch(/python/i);
    expect(unexpectedErrors(tracked)).toEqual([]);
    await tracked.context.close();
  });
});

describe('the demo data at its best', () => {
  it('shows varied landing cards, designer results and a full demo dashboard (screenshots)', async () => {
    const response = await fetch(`${server.baseUrl}/api/users/candidate/signin/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@talent500.dev', password: 'Demo@12345' }),
    });
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as { token: string; refresh: string };
    const shots: string[] = [];
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const visitor = await openPage(browser, server.baseUrl, { viewport });
      await visitor.page.goto('/talent/');
      await visitor.page.locator('article').first().waitFor();
      const cards = await visitor.page.locator('article').allTextContents();
      // not every card the same experience band or posting day
      expect(new Set(cards.map((text) => /\d+–\d+ years/.exec(text)?.[0])).size).toBeGreaterThan(1);
      expect(new Set(cards.map((text) => /Posted [^·]*?(today|yesterday|ago)/.exec(text)?.[0])).size).toBeGreaterThan(
        1,
      );
      expect(await visitor.page.locator('article img').count()).toBeGreaterThan(0);
      shots.push(path.join(SHOTS, `landing-${size}.png`));
      await saveScreenshot(visitor.page, shots.at(-1)!);
      await visitor.page.goto('/jobs/?search_term=designer');
      await visitor.page.locator('article').first().waitFor();
      shots.push(path.join(SHOTS, `search-designer-${size}.png`));
      await saveScreenshot(visitor.page, shots.at(-1)!);
      expect(unexpectedErrors(visitor)).toEqual([]);
      await visitor.context.close();

      const demo = await openPage(browser, server.baseUrl, { viewport });
      await signInBrowser(demo.context, server.baseUrl, tokens);
      await demo.page.goto('/dashboard/');
      await demo.page.getByText('Asha', { exact: false }).first().waitFor();
      await demo.page.locator('article').first().waitFor();
      shots.push(path.join(SHOTS, `dashboard-${size}.png`));
      await saveScreenshot(demo.page, shots.at(-1)!, { fullPage: true });
      expect(unexpectedErrors(demo)).toEqual([]);
      await demo.context.close();
    }
    console.info(`Screenshots:\n${shots.join('\n')}`);
  });
});
