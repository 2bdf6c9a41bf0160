import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => ctx?.close());

describe('health and readiness', () => {
  it('answers liveness', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('checks the database for readiness', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/ready/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', database: ctx.database.engine });
  });
});

describe('global configuration', () => {
  it('lists the seeded company slugs and the feature switches', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config/' });
    const body = res.json();
    expect(body.companySlugs).toContain('northwind-labs');
    expect(body.companySlugs.length).toBeGreaterThanOrEqual(20);
    expect(body.features).toMatchObject({
      showCareerSolutions: false,
      showReferAndEarn: false,
      maintenanceStrip: { enabled: false },
    });
  });

  it('is embedded in every document as non-executable JSON', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/talent/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<script type="application\/json" id="app-config">\{"apiBase":"\/api"/);
  });
});

describe('demo data', () => {
  it('is idempotent: seeding again adds nothing', async () => {
    const { seedDemoData } = await import('../../seeds/seed.ts');
    const count = async () =>
      Object.fromEntries(
        await Promise.all(
          ['companies', 'jobs', 'users', 'banners', 'promotional_cards'].map(async (table) => {
            const [row] = await ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
            return [table, row!.n] as const;
          }),
        ),
      );
    const before = await count();
    expect(before.companies).toBe(20);
    expect(before.banners).toBeGreaterThan(0);
    await seedDemoData(ctx.database.db, { jobCount: 60 });
    expect(await count()).toEqual(before);
  });
});

describe('errors', () => {
  it('answers unknown API paths with a detail body and 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('renders schema validation failures as field lists', async () => {
    const { buildApp } = await import('../../app.ts');
    const app = await buildApp(ctx.deps, { logger: false, clientDir: '/nonexistent' });
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/echo/',
        { schema: { body: z.object({ email: z.string().email('Enter a valid email address.'), age: z.number() }) } },
        async () => ({ ok: true }),
      );
    const res = await app.inject({ method: 'POST', url: '/api/echo/', payload: { email: 'nope', age: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Enter a valid email address.'] });
    const broken = await app.inject({
      method: 'POST',
      url: '/api/echo/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toHaveProperty('detail');
    await app.close();
  });
});

describe('documents: trailing slash, lookup and status', () => {
  it.each([
    ['/talent', '/talent/'],
    ['/jobs?search_term=java&page=2', '/jobs/?search_term=java&page=2'],
    ['/profile/view/12', '/profile/view/12/'],
    ['/wp-admin', '/wp-admin/'],
  ])('redirects %s to %s keeping the query', async (from, to) => {
    const res = await ctx.app.inject({ method: 'GET', url: from });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it.each(['/api/health', '/wp-admin/index.php', '/wp-content/x', '/wp-includes/y', '/logo.png', '/assets/app.js'])(
    'does not redirect %s',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).not.toBe(301);
    },
  );

  it('serves the root without a redirect', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
  });

  it('answers unknown pages with the not-found page and status 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/no/such/page/' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title data-ssr-head>Page not found');
  });

  it('resolves a configured company slug and 404s any other bare slug', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/northwind-labs/' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/not-a-company/' })).statusCode).toBe(404);
  });

  it('puts dollar patterns from the address into the head as text, not as replacement patterns', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/jobs/?search_term=%24%60%24%27%24%26' });
    expect(res.statusCode).toBe(200);
    const title = /<title data-ssr-head>([^<]*)<\/title>/.exec(res.body)?.[1] ?? '';
    expect(title).not.toContain('doctype');
    expect(res.body.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(res.body).toContain('<script type="application/json" id="app-config">');
  });

  it('marks non-production pages noindex and sets security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/faq/' });
    expect(res.body).toContain('<meta data-ssr-head name="robots" content="noindex, nofollow">');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document and its docs page', async () => {
    const spec = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().paths).toHaveProperty('/api/health/');
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});
