// A rendered page is kept for every visitor (decision 026), so one rendered
// while a read it needs was refused (the search gate's 503, decision 055) must
// not be kept: the next visitor gets the page rendered again, with its jobs.
// The app runs in this process, on the built client, so the test can hold the
// embedded database while the searches pile up behind it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_CLIENT_DIR } from '../apps/api/src/app.ts';
import { SEARCH_CONCURRENCY, SEARCH_QUEUE } from '../apps/api/src/modules/jobs/jobs.service.ts';
import { createTestApp, type TestContext } from '../apps/api/test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clientDir: DEFAULT_CLIENT_DIR, seed: true });
});
afterAll(async () => ctx?.close());

const page = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).body;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A job card in the HTML. */
const JOB_CARD = /aria-labelledby="job-\d+-title"/;

it('does not keep a page rendered while its search was refused', async () => {
  const url = '/jobs/?location=Pune';
  // the renderer is loaded and a page of another address renders whole
  expect(await page('/jobs/?location=Bengaluru')).toMatch(JOB_CARD);

  let release = () => {};
  const held = ctx.database.db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
  await sleep(50);
  // every place in the gate and its queue taken by searches waiting for the database
  const searches = Array.from({ length: SEARCH_CONCURRENCY + SEARCH_QUEUE }, (_, i) =>
    ctx.app.inject({ method: 'GET', url: `/api/v5/jobs/search/?location=place-${i}` }),
  );
  await sleep(500);
  // one more is refused at once (one that still finds a place waits with the others)
  let refused: Awaited<(typeof searches)[number]> | null = null;
  for (let i = 0; !refused && i < 100; i += 1) {
    const more = ctx.app.inject({ method: 'GET', url: `/api/v5/jobs/search/?location=one-more-${i}` });
    refused = await Promise.race([more, sleep(100).then(() => null)]);
    if (!refused) searches.push(more);
  }
  expect(refused?.statusCode).toBe(503);
  expect(refused?.headers['retry-after']).toBe('1');

  // the page's search is refused, and so is its one retry a second later
  const busy = ctx.app.inject({ method: 'GET', url });
  await sleep(4000);
  release();
  await held;
  // the page went out without its jobs (the browser reads them again)
  expect((await busy).body).not.toMatch(JOB_CARD);
  await Promise.all(searches);

  const again = await page(url);
  expect(again).toMatch(JOB_CARD);
}, 60_000);
