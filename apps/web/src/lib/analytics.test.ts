// The analytics facade, tracker and collector plugin against a real local HTTP
// collector (decision 024): nothing leaves without consent, withdrawing it
// drops what was held at once, and a batch carries the spec's labels.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from '@talent/contracts/page-shell';
import { analytics, analyticsConsentChanged, setTrackerLoader } from './analytics.ts';
import { setAppConfigForTests } from './config.ts';
import { defaultCurrency } from './country.ts';
import { startHttpApi, testAppConfig, type HttpApi } from '../test/http-api.test-support.ts';

let http: HttpApi;
const batches = () =>
  http.seen
    .filter((r) => r.path === '/analytics/v1/batch')
    .map(
      (r) =>
        JSON.parse(r.body as string) as {
          batch: { type: string; event?: string; properties: Record<string, unknown> }[];
        },
    );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The batching pause in these tests: the product's 2 s, shortened so the file waits less. */
const FLUSH_MS = 300;

function consent(analytical: boolean | null) {
  document.cookie =
    analytical === null
      ? `${CONSENT_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
      : `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ is_necessary: true, is_analytical: analytical, is_marketing: false }))}; path=/`;
  analyticsConsentChanged();
}

beforeAll(async () => {
  setTrackerLoader(async () => {
    const runtime = await import('./analytics-runtime.ts');
    return {
      ...runtime,
      startTracker: (config, hooks) => runtime.startTracker(config, { ...hooks, flushAfterMs: FLUSH_MS }),
    };
  });
  http = await startHttpApi('/jobs/?is_magic_link=True&utm_source=newsletter');
  setAppConfigForTests({
    ...testAppConfig(http.origin),
    analytics: { enabled: true, url: `${http.origin}/api/analytics/v1/batch`, writeKey: null },
  });
  http.on('POST /analytics/v1/batch', { body: { success: true, accepted: 1 } });
});
afterAll(async () => {
  consent(null);
  await http.close();
});
beforeEach(() => {
  http.seen.length = 0;
});

describe('the analytics facade', () => {
  it('sends nothing without consent', async () => {
    consent(null);
    analytics.page();
    analytics.track('Job Viewed', { job_id: 1 });
    await sleep(4 * FLUSH_MS);
    expect(batches()).toEqual([]);
  }, 10_000);

  it('sends a labelled batch after consent, and drops what it held when consent is withdrawn', async () => {
    consent(true); // the page consent was given on counts as viewed
    analytics.track('Apply Finished', { job_id: 7, job_code: 'JC-7' });
    await expect.poll(() => batches().length, { timeout: 8000 }).toBe(1);
    const [sent] = batches();
    expect(sent!.batch.map((m) => m.type)).toEqual(['page', 'track']);
    expect(sent!.batch[1]).toMatchObject({
      event: 'Apply Finished',
      properties: { flow_type: 'Magic Link', job_code: 'JC-7', job_id: 7, event_trigger_position: 'frontend' },
      context: { campaign: { source: 'newsletter' }, page: { path: '/jobs/' } },
    });

    analytics.track('Job Viewed', { job_id: 8 });
    await sleep(FLUSH_MS / 6); // held, waiting for the batching pause
    consent(false);
    await sleep(4 * FLUSH_MS);
    expect(batches()).toHaveLength(1);
  }, 20_000);
});

describe('the currency default', () => {
  it("is the country cookie's currency when the product offers it, else the fallback", () => {
    document.cookie = `country=${encodeURIComponent(JSON.stringify({ country_code: 'GB', currency: 'GBP' }))}; path=/`;
    expect(defaultCurrency('INR')).toBe('GBP');
    document.cookie = `country=${encodeURIComponent(JSON.stringify({ country_code: 'JP', currency: 'JPY' }))}; path=/`;
    expect(defaultCurrency('INR')).toBe('INR');
    document.cookie = 'country=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(defaultCurrency('USD')).toBe('USD');
  });
});
