// What a first visit to each public page downloads: every script the page
// loads, with the bytes on the wire (brotli or gzip as served) and the gzip
// size, per page against the 110 KB gzip budget; and whether the page's HTML
// already carried its main content (server rendering, decision 026). A visit
// lasts until the network is idle, then the browser is idle, the page is read
// to its end and the network is idle again: what loads after idle or on
// scrolling counts too. The run fails (exit code 1) when a page is over budget.
// Run: npm run build && npm run bench:first-visit   (FIRST_VISIT_FILES=1 lists every file)
import { gzipSync } from 'node:zlib';
import { launchBrowser, startServer } from '../e2e/harness.ts';

const BUDGET_KB = 110;
const listFiles = process.env.FIRST_VISIT_FILES === '1';
const server = await startServer();
const browser = await launchBrowser();
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
try {
  const search = (await (await fetch(`${server.baseUrl}/api/v5/jobs/search/?page_size=1`)).json()) as {
    results: { url: string; company?: { slug?: string } | null }[];
  };
  const jobPath = new URL(search.results[0]!.url, server.baseUrl).pathname;
  const companySlug = jobPath.split('/')[2]!;
  const pages = [
    '/',
    '/talent/',
    '/jobs/',
    '/jobs/?search_term=engineer',
    jobPath,
    `/jobs/${companySlug}/`,
    `/${companySlug}/`,
    '/analyze-resume/',
    '/faq/',
    '/blog/',
    '/about/',
    // the public site (decision 023)
    '/privacy-policy/',
    '/blog/enterprises/',
    '/contact/',
    '/speakup/',
    '/enterprise/',
    '/refer-and-earn/',
  ];
  const rows: { path: string; files: number; gzip: number; wire: number; rendered: boolean }[] = [];
  for (const pagePath of pages) {
    const page = await (await browser.newContext()).newPage();
    const scripts: { url: string; wire: number; raw: number; gzip: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          // a script still arriving when the page is closed (a beacon on page hide) is not part of the visit
          const read = await Promise.all([response.body(), response.request().sizes()]).catch(() => null);
          if (!read) return;
          const [body, sizes] = read;
          scripts.push({
            url: new URL(response.url()).pathname,
            wire: sizes.responseBodySize,
            raw: body.length,
            gzip: gzipSync(body).length,
          });
        })(),
      );
    });
    const html = await (await fetch(`${server.baseUrl}${pagePath}`)).text();
    await page.goto(`${server.baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    // what waits for an idle browser, a timer or a scroll is part of the visit too
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestIdleCallback(() => {
            window.scrollTo(0, document.documentElement.scrollHeight);
            setTimeout(resolve, 2000);
          });
        }),
    );
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    await page.context().close();
    if (listFiles) console.log(pagePath);
    if (listFiles)
      for (const s of scripts)
        console.log(`  ${s.url.padEnd(48)} raw ${kb(s.raw).padStart(9)}  gzip ${kb(s.gzip).padStart(8)}`);
    rows.push({
      path: pagePath,
      files: scripts.length,
      gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
      wire: scripts.reduce((sum, s) => sum + s.wire, 0),
      rendered: html.includes('id="ssr-state"'),
    });
  }
  console.log(`First visit, JavaScript per public page (budget ${BUDGET_KB} KB gzip):`);
  const over = rows.filter((row) => row.gzip / 1024 > BUDGET_KB);
  for (const row of rows)
    console.log(
      `  ${row.path.padEnd(48)} ${String(row.files).padStart(3)} files  gzip ${kb(row.gzip).padStart(9)}  on the wire ${kb(row.wire).padStart(9)}  ${row.gzip / 1024 <= BUDGET_KB ? 'within' : 'OVER'} budget  ${row.rendered ? 'server-rendered' : 'client-rendered'}`,
    );
  const largest = rows.reduce((max, row) => (row.gzip > max.gzip ? row : max));
  console.log(
    over.length
      ? `${over.length} of ${rows.length} pages over budget; the largest: ${largest.path} at ${kb(largest.gzip)}`
      : `every page within budget; the largest: ${largest.path} at ${kb(largest.gzip)}`,
  );
  if (over.length) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
