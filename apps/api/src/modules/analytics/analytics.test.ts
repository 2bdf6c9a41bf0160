import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsEvents } from '@talent/contracts/analytics';
import { createCandidate, createTestApp, type TestContext } from '../../../test/helpers.ts';

const message = (overrides: Record<string, unknown> = {}) => ({
  type: 'track',
  event: AnalyticsEvents.applyFinished,
  messageId: `m-${Math.random().toString(36).slice(2)}`,
  anonymousId: 'anon-1',
  timestamp: new Date().toISOString(),
  properties: { flow_type: 'Regular', job_code: 'JC-1', ab_variant: 1, event_trigger_position: 'frontend' },
  context: { userAgent: 'test-agent', campaign: { source: 'linkedin' }, page: { path: '/jobs/?token=secret' } },
  ...overrides,
});

describe('the collector', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { ANALYTICS_RATE_LIMIT_PER_MINUTE: '5' } });
  });
  afterAll(async () => ctx?.close());

  const stored = (messageId: string) =>
    ctx.database.query<Record<string, unknown>>('SELECT * FROM analytics_events WHERE message_id = $1', [messageId]);

  it('stores a valid batch with source, variant and flow type, and never the address', async () => {
    const event = message({ properties: { flow_type: 'Magic Link', ab_variant: 1, email: 'a@b.co', note: 'x@y.io' } });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/v1/batch',
      remoteAddress: '81.2.69.142',
      payload: { batch: [{ ...event, context: { ...event.context, ip: '81.2.69.142' } }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, accepted: 1 });
    const [row] = await stored(event.messageId);
    expect(row).toMatchObject({
      type: 'track',
      event: AnalyticsEvents.applyFinished,
      anonymous_id: 'anon-1',
      source: 'linkedin',
      variant: 1,
      flow_type: 'Magic Link',
    });
    // no address anywhere in the row; personal data and URL queries dropped
    expect(JSON.stringify(row)).not.toContain('81.2.69.142');
    expect(row!.properties).toEqual({ flow_type: 'Magic Link', ab_variant: 1 });
    expect((row!.context as { page: { path: string } }).page.path).toBe('/jobs/');
  });

  it("defaults the source to 'T500-Direct' and stores a resent message once", async () => {
    const event = message({ context: {} });
    for (let i = 0; i < 2; i += 1) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/analytics/v1/batch', payload: { batch: [event] } });
      expect(res.json().accepted).toBe(i === 0 ? 1 : 0);
    }
    const rows = await stored(event.messageId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.source).toBe('T500-Direct');
  });

  it('reads the text/plain body navigator.sendBeacon sends', async () => {
    const event = message({ type: 'page', event: undefined, name: 'Home' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/v1/batch',
      remoteAddress: '10.0.0.9',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ batch: [event] }),
    });
    expect(res.statusCode).toBe(200);
    expect((await stored(event.messageId))[0]).toMatchObject({ type: 'page', event: 'Home' });
  });

  it('refuses a bad batch with 400 and stores nothing of it', async () => {
    const good = message();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/v1/batch',
      remoteAddress: '10.0.0.10',
      payload: { batch: [good, message({ anonymousId: undefined })] },
    });
    expect(res.statusCode).toBe(400);
    expect(await stored(good.messageId)).toHaveLength(0);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/v1/batch',
      remoteAddress: '10.0.0.10',
      headers: { 'content-type': 'text/plain' },
      payload: '{not json',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps rows append-only', async () => {
    await expect(ctx.database.query("UPDATE analytics_events SET source = 'x'")).rejects.toThrow(/append-only/);
  });

  it('limits batches per address with 429', async () => {
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/analytics/v1/batch',
        remoteAddress: '10.9.9.9',
        payload: { batch: [message()] },
      });
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await send()).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('a Segment-compatible destination from the environment', () => {
  let ctx: TestContext;
  let server: Server;
  const received: { url: string; authorization: string; body: { batch: { messageId: string }[] } }[] = [];
  beforeAll(async () => {
    // a local double speaking Segment's HTTP API: POST /v1/batch, Basic auth with the write key
    server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const authorization = req.headers.authorization ?? '';
        if (req.method !== 'POST' || req.url !== '/v1/batch' || !authorization.startsWith('Basic ')) {
          res.writeHead(400).end('{"success":false}');
          return;
        }
        received.push({ url: req.url, authorization, body: JSON.parse(body) });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    ctx = await createTestApp({
      env: { ANALYTICS_FORWARD_URL: `http://127.0.0.1:${port}`, ANALYTICS_WRITE_KEY: 'wk_test' },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    server?.close();
  });

  it('forwards stored events after commit, with the write key', async () => {
    const event = message();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/analytics/v1/batch', payload: { batch: [event] } });
    expect(res.statusCode).toBe(200);
    await ctx.drainQueue();
    expect(received).toHaveLength(1);
    expect(received[0]!.authorization).toBe(`Basic ${Buffer.from('wk_test:').toString('base64')}`);
    expect(received[0]!.body.batch.map((m) => m.messageId)).toEqual([event.messageId]);
  });
});

describe('geolocation', () => {
  let direct: TestContext;
  let proxied: TestContext;
  beforeAll(async () => {
    direct = await createTestApp();
    proxied = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  const keyOf = async (ctx: TestContext) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/keys/?name=geolocation_api_key' });
    expect(res.statusCode).toBe(200);
    return (res.json() as { value: string }).value;
  };

  it('answers 404 for an unknown key name', async () => {
    const res = await direct.app.inject({ method: 'GET', url: '/api/auth/keys/?name=other_key' });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a lookup without a valid key', async () => {
    const res = await direct.app.inject({ method: 'GET', url: '/api/geolocation/?key=123.abc' });
    expect(res.statusCode).toBe(403);
  });

  it("answers a known public address's country", async () => {
    const key = await keyOf(direct);
    const gb = await direct.app.inject({
      method: 'GET',
      url: `/api/geolocation/?key=${key}`,
      remoteAddress: '81.2.69.142',
    });
    expect(gb.statusCode).toBe(200);
    expect(gb.json()).toMatchObject({
      country_code: 'GB',
      country: 'United Kingdom',
      continent: 'Europe',
      continent_code: 'EU',
      country_is_eu: false,
      currency: 'GBP',
    });
    const us = await direct.app.inject({
      method: 'GET',
      url: `/api/geolocation/?key=${key}`,
      remoteAddress: '8.8.8.8',
    });
    expect(us.json()).toMatchObject({ country_code: 'US', currency: 'USD', continent: 'North America' });
  });

  it('answers India for private, loopback and unknown addresses', async () => {
    const key = await keyOf(direct);
    for (const address of ['10.1.2.3', '192.168.0.7', '127.0.0.1', '::1', '203.0.113.5']) {
      const res = await direct.app.inject({
        method: 'GET',
        url: `/api/geolocation/?key=${key}`,
        remoteAddress: address,
      });
      expect(res.json(), address).toEqual({
        city: null,
        continent: 'Asia',
        continent_code: 'AS',
        country: 'India',
        country_code: 'IN',
        country_is_eu: false,
        currency: 'INR',
      });
    }
  });

  it('reads X-Forwarded-For only from a trusted proxy (TRUST_PROXY)', async () => {
    const headers = { 'x-forwarded-for': '8.8.8.8' };
    const ignored = await direct.app.inject({
      method: 'GET',
      url: `/api/geolocation/?key=${await keyOf(direct)}`,
      headers,
    });
    expect(ignored.json().country_code).toBe('IN');
    const trusted = await proxied.app.inject({
      method: 'GET',
      url: `/api/geolocation/?key=${await keyOf(proxied)}`,
      headers,
    });
    expect(trusted.json().country_code).toBe('US');
  });

  it('gives a new candidate the country and currency of the address they sign up from', async () => {
    const res = await proxied.app.inject({
      method: 'POST',
      url: '/api/users/candidate/signup_v3/',
      headers: { 'x-forwarded-for': '81.2.69.142' },
      payload: { first_name: 'Ann', last_name: 'Lee', email: 'ann.lee@example.com', password: 'Secret@123' },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await proxied.database.query<Record<string, string>>(
      'SELECT country_code, current_salary_currency, expected_salary_currency FROM candidates WHERE id = $1',
      [res.json().candidate_id],
    );
    expect(row).toEqual({ country_code: 'GB', current_salary_currency: 'GBP', expected_salary_currency: 'GBP' });
  });
});

describe('A/B variant candidate_onboarding_segmentation', () => {
  const signUp = (ctx: TestContext, email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/candidate/signup_v3/',
      payload: { first_name: 'Ab', last_name: 'Test', email, password: 'Secret@123' },
    });
  const variantOf = async (ctx: TestContext, token: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v3/users/candidate/',
      headers: { authorization: `Bearer ${token}` },
    });
    return res.json().candidate_onboarding_segmentation as number;
  };

  it('draws by the configured weights and sticks to the candidate', async () => {
    const ctx = await createTestApp({ env: { AB_VARIANT_WEIGHTS: '0,0,1' } });
    try {
      const res = await signUp(ctx, 'ab.one@example.com');
      expect(res.statusCode).toBe(201);
      expect(await variantOf(ctx, res.json().token)).toBe(2);
      // signing in again never draws again
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/candidate/signin/',
        payload: { email: 'ab.one@example.com', password: 'Secret@123' },
      });
      expect(await variantOf(ctx, again.json().token)).toBe(2);
    } finally {
      await ctx.close();
    }
  });

  it('gives the default variant 0 when testing is disabled', async () => {
    const ctx = await createTestApp({ env: { AB_TESTING: 'false', AB_VARIANT_WEIGHTS: '0,1' } });
    try {
      const res = await signUp(ctx, 'ab.two@example.com');
      expect(await variantOf(ctx, res.json().token)).toBe(0);
    } finally {
      await ctx.close();
    }
  });
});

describe("the operators' funnel", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: true });
  });
  afterAll(async () => ctx?.close());

  it('is for operators only', async () => {
    const candidate = await createCandidate(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/analytics/funnel/', headers: candidate.auth });
    expect(res.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/analytics/funnel/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("counts the demo data's people per step, by day, source and variant", async () => {
    const operator = await createCandidate(ctx, { isOperator: true });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/analytics/funnel/?days=14', headers: operator.auth });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    const [expected] = await ctx.database.query<Record<string, number>>(
      `SELECT count(DISTINCT anonymous_id) FILTER (WHERE type = 'page')::int AS visit,
              count(DISTINCT user_id) FILTER (WHERE event = 'Signed Up')::int AS sign_up,
              count(DISTINCT user_id) FILTER (WHERE event = 'Offer Accepted')::int AS offer_accepted
         FROM analytics_events`,
    );
    expect(report.totals.visit).toBe(expected!.visit);
    expect(report.totals.sign_up).toBe(expected!.sign_up);
    expect(report.totals.offer_accepted).toBe(expected!.offer_accepted);
    // each step holds at most the people of the one before
    const ids = report.steps.map((s: { id: string }) => s.id);
    for (let i = 1; i < ids.length; i += 1)
      expect(report.totals[ids[i]]).toBeLessThanOrEqual(report.totals[ids[i - 1]]);
    expect(report.totals.offer_accepted).toBeGreaterThan(0);
    expect(report.by_day).toHaveLength(14);
    const dayVisits = report.by_day.reduce((sum: number, d: { counts: { visit: number } }) => sum + d.counts.visit, 0);
    expect(dayVisits).toBe(report.totals.visit);
    expect(report.by_source.map((s: { source: string }) => s.source)).toContain('T500-Direct');
    const variants = report.by_variant.map((v: { variant: string }) => v.variant);
    expect(variants).toEqual(expect.arrayContaining(['0', '1']));
    const signUps = report.by_variant.reduce(
      (sum: number, v: { counts: { sign_up: number } }) => sum + v.counts.sign_up,
      0,
    );
    expect(signUps).toBe(report.totals.sign_up);

    const linkedin = await ctx.app.inject({
      method: 'GET',
      url: '/api/analytics/funnel/?days=14&source=linkedin&variant=1',
      headers: operator.auth,
    });
    const filtered = linkedin.json();
    expect(filtered.by_source.map((s: { source: string }) => s.source)).toEqual(['linkedin']);
    expect(filtered.totals.sign_up).toBeLessThan(report.totals.sign_up);
  });
});
