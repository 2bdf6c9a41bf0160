// The edge of the server as an attacker and an operator meet it (decision 033):
// ill-formed Unicode is refused once for every route, absolute links come only
// from PUBLIC_URL, redirects stay inside the site, only embeddable pages may be
// framed by other sites, and the whistleblower channel cannot be closed by a sender.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

const LONE_HIGH = String.fromCharCode(0xd800);
const LONE_LOW = String.fromCharCode(0xdc00);
const PUBLIC_URL = 'https://jobs.example.org';
const CMS = 'https://cms.example.net';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({
    seed: true,
    env: { PUBLIC_URL, EMBED_ORIGINS: CMS, CONTACT_LIMIT_PER_ADDRESS: '1000' },
  });
});
afterAll(async () => ctx?.close());

async function count(table: string) {
  const rows = await ctx.database.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]!.n;
}

const contact = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question about jobs.' };

describe('ill-formed Unicode', () => {
  it('refuses a lone surrogate in a JSON string with a 400 naming the field, and stores nothing', async () => {
    const before = await count('contact_messages');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...contact, name: `Ada ${LONE_HIGH}` }),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['name']);
    expect(await count('contact_messages')).toBe(before);
  });

  it('refuses a lone surrogate deep in an analytics batch, naming the top-level field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/v1/batch',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        batch: [{ type: 'track', event: 'Viewed', anonymousId: 'a1', properties: { label: `${LONE_LOW}x` } }],
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['batch']);
  });

  it('refuses a body that is not valid UTF-8 (an invalid byte, an overlong form, an encoded surrogate)', async () => {
    for (const bytes of [[0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80]]) {
      const payload = Buffer.concat([Buffer.from('{"name":"Ada'), Buffer.from(bytes), Buffer.from('"}')]);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact/',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toMatch(/UTF-8/);
    }
  });

  it('refuses a query value that is not valid UTF-8 once decoded, naming the parameter', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/companies/?search=%ED%A0%80' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['search']);
  });
});

describe('absolute links', () => {
  it('builds pagination links from PUBLIC_URL whatever the Host header says, so the cached body is the same', async () => {
    const poisoned = await ctx.app.inject({
      method: 'GET',
      url: '/api/companies/?page_size=3',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(poisoned.statusCode).toBe(200);
    expect(poisoned.json().next).toBe(`${PUBLIC_URL}/api/companies/?page_size=3&page=2`);
    const next = await ctx.app.inject({ method: 'GET', url: '/api/companies/?page_size=3' });
    expect(next.body).not.toContain('evil.example');
    expect(next.json().next).toBe(`${PUBLIC_URL}/api/companies/?page_size=3&page=2`);
  });

  it('keeps the search pagination on PUBLIC_URL too', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v5/jobs/search/?page_size=2',
      headers: { host: 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.json().next)).toMatch(new RegExp(`^${PUBLIC_URL}/api/v5/jobs/search/\\?`));
  });
});

describe('redirects', () => {
  it('never points a trailing-slash redirect at another site (raw paths over real HTTP)', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const locationOf = (rawPath: string) =>
      new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, location: response.headers.location });
        });
        request.on('error', reject);
        request.end();
      });
    for (const rawPath of [
      '/..//evil.example',
      '//evil.example',
      '/.%2e//evil.example',
      '/\\evil.example',
      '///evil.example/x',
    ]) {
      const { status, location } = await locationOf(rawPath);
      if (status >= 300 && status < 400) {
        expect(location, rawPath).toMatch(/^\/(?![/\\])/);
        expect(new URL(location!, PUBLIC_URL).origin, rawPath).toBe(PUBLIC_URL);
      }
    }
    expect((await locationOf('/..//evil.example')).status).toBe(301);
  });
});

describe('framing', () => {
  const csp = (headers: Record<string, unknown>) => String(headers['content-security-policy'] ?? '');
  const ancestors = (headers: Record<string, unknown>) => /frame-ancestors ([^;]*)/.exec(csp(headers))?.[1] ?? '';

  it('lets EMBED_ORIGINS frame the embeddable pages only', async () => {
    for (const url of ['/jobs/', '/jobs/?search_term=designer', '/auth/signup/']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(ancestors(response.headers), url).toContain(CMS);
      expect(response.headers['x-frame-options'], url).toBeUndefined();
    }
    for (const url of ['/', '/hire/', '/dashboard/', '/settings/', '/api/v3/users/candidate/', '/api/companies/']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(ancestors(response.headers), url).toBe("'self'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});
