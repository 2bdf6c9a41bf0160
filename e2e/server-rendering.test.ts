// Public pages arrive rendered (decision 026): the HTML carries the page's
// content before any script runs, and the browser hydrates it without
// rebuilding it; signed-in visitors get the client-rendered page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './harness.ts';

const journey = useJourney();

async function firstJob() {
  const search = (await (await fetch(`${journey.baseUrl}/api/v5/jobs/search/?page_size=1`)).json()) as {
    results: { url: string; title: string }[];
  };
  const job = search.results[0]!;
  const slugs = new URL(job.url, journey.baseUrl).pathname.split('/').filter(Boolean);
  const details = (await (await fetch(`${journey.baseUrl}/api/jobs/details/${slugs[1]}/${slugs[2]}/`)).json()) as {
    title: string;
    description: string;
  };
  return { path: new URL(job.url, journey.baseUrl).pathname, ...details };
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe('server-rendered public pages', () => {
  it('sends a job page with its title and description in the HTML, without JavaScript', async () => {
    const job = await firstJob();
    const response = await fetch(`${journey.baseUrl}${job.path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(`<h1 id="job-title">${job.title}</h1>`);
    const firstSentence = textOf(job.description).trim().slice(0, 60);
    expect(textOf(root)).toContain(firstSentence);
    expect(html).toContain('id="ssr-state"');
  });

  it('renders the landing, search, company and content pages on the server', async () => {
    for (const [path, heading] of [
      ['/talent/', 'Discover jobs for top talent'],
      ['/jobs/', 'Find your next job'],
      ['/faq/', 'Frequently asked questions'],
      // a post, then its list: the two routes of one path prefix each keep their screen
      ['/blog/write-a-resume-hiring-teams-read/', '<h1>Write a resume hiring teams actually read</h1>'],
      ['/blog/', 'Six changes that make a resume easier to scan'],
      ['/enterprise/', 'Where you can hire'],
      ['/analyze-resume/', 'Resume Analysis'],
    ] as const) {
      const html = await (await fetch(`${journey.baseUrl}${path}`)).text();
      expect(html.slice(html.indexOf('<div id="root">')), path).toContain(heading);
    }
  });

  it('lets the styles go first: list logos load lazily, so the HTML asks for no image ahead of them', async () => {
    const html = await (await fetch(`${journey.baseUrl}/talent/`)).text();
    expect(html).toContain('/company-logos/');
    expect(html).not.toMatch(/<link rel="preload" as="image"/);
    expect(html).toMatch(/<img src="\/company-logos\/[^"]+" alt="" loading="lazy"/);
  });

  it('sends a rendered page compressed to a browser that accepts it', async () => {
    const response = await fetch(`${journey.baseUrl}/jobs/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    // a session cookie gets the client-rendered page: a shared cache must keep them apart
    expect(response.headers.get('vary')).toContain('Cookie');
    const html = await response.text();
    expect(html.slice(html.indexOf('<div id="root">'))).toContain('Find your next job');
  });

  it("renders the workspace's sign-in, keeps only its front door, and never lets it be indexed", async () => {
    for (const round of ['computed', 'kept']) {
      const front = await fetch(`${journey.baseUrl}/hire/`);
      const html = await front.text();
      expect(html.slice(html.indexOf('<div id="root">')), round).toContain('Sign in to your hiring workspace');
      expect(front.headers.get('x-robots-tag'), round).toBe('noindex, nofollow');
      expect(front.headers.get('etag'), round).toBeTruthy();
    }
    for (const round of ['first', 'second']) {
      const deep = await fetch(`${journey.baseUrl}/hire/jobs/5/`);
      expect(deep.headers.get('x-robots-tag'), round).toBe('noindex, nofollow');
      expect(deep.headers.get('cache-control'), round).toBe('no-cache');
    }
  });

  it('keeps signed-in screens client-rendered', async () => {
    const html = await (await fetch(`${journey.baseUrl}/dashboard/`)).text();
    expect(html).toContain('<div id="root"></div>');
    const signedIn = await (
      await fetch(`${journey.baseUrl}/talent/`, { headers: { cookie: 'authToken=Bearer%20x' } })
    ).text();
    expect(signedIn).toContain('<div id="root"></div>');
  });

  it('hydrates a job page without errors, and its buttons work', async () => {
    const job = await firstJob();
    const { page, errors, context } = await journey.openPage({ viewport: { width: 390, height: 844 } });
    await page.goto(job.path);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    await expect.poll(() => page.title()).toContain(job.title);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.locator('#nav-drawer').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps what a visitor typed before the script ran, and searches for it', async () => {
    const { page, errors, context } = await journey.openPage({ viewport: { width: 390, height: 844 } });
    let release!: () => void;
    const scripts = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scripts;
      await route.continue();
    });
    await page.goto('/jobs/', { waitUntil: 'commit' });
    const box = page.getByRole('combobox', { name: 'Search jobs' });
    await box.fill('golang');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await box.inputValue()).toBe('golang');
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).search).toContain('golang');
    expect(await box.inputValue()).toBe('golang');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('paints the consent banner with the page for a new visitor, and never for one who has chosen', async () => {
    const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
    // no script at all: the banner is in the page's first paint
    const first = await journey.openPage({ viewport: { width: 390, height: 844 } });
    await first.page.route('**/assets/*.js', (route) => route.abort());
    await first.page.goto('/talent/', { waitUntil: 'domcontentloaded' });
    expect(await banner(first.page).isVisible()).toBe(true);
    // a visitor who has chosen: hidden before any script runs, gone after hydration, and the
    // consent check's inline script is allowed by the page's policy (no console error)
    await first.context.addCookies([
      {
        name: 'cookie_consent',
        value: encodeURIComponent(JSON.stringify({ is_necessary: true, is_analytical: false, is_marketing: false })),
        url: journey.baseUrl,
      },
    ]);
    await first.page.reload({ waitUntil: 'domcontentloaded' });
    // in the HTML, hidden (so out of the accessibility tree too)
    expect(await first.page.locator('[data-consent-banner]').count()).toBe(1);
    expect(await first.page.locator('[data-consent-banner]').isVisible()).toBe(false);
    expect(await banner(first.page).count()).toBe(0);
    await first.context.close();

    const chosen = await journey.openPage({ viewport: { width: 390, height: 844 } });
    await chosen.context.addCookies([
      {
        name: 'cookie_consent',
        value: encodeURIComponent(JSON.stringify({ is_necessary: true, is_analytical: false, is_marketing: false })),
        url: journey.baseUrl,
      },
    ]);
    await chosen.page.goto('/talent/');
    await chosen.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect.poll(() => banner(chosen.page).count()).toBe(0);
    expect(chosen.errors).toEqual([]);
    await chosen.context.close();
  });
});
