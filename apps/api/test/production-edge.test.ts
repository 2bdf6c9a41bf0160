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

describe('the whistleblower channel under abuse', () => {
  const boundary = '----speakup-abuse';
  const report = (message: string) => ({
    payload: Buffer.from(
      [
        `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nOther\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n${message}\r\n`,
        `--${boundary}--\r\n`,
      ].join(''),
    ),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const file = (remoteAddress: string, message = 'Something is wrong here.') =>
    ctx.app.inject({ method: 'POST', url: '/api/speakup/reports/', remoteAddress, ...report(message) });

  it('limits reports per sender, never for the whole channel', async () => {
    // many senders together exceed any channel-wide cap …
    for (let i = 1; i <= 32; i++) expect((await file(`198.51.100.${i}`)).statusCode, `sender ${i}`).toBe(201);
    // … one sender is slowed down …
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await file('192.0.2.200')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.at(-1)).toBe(429);
    // … and a new sender is still heard
    expect((await file('192.0.2.201')).statusCode).toBe(201);
  });

  it('slows down wrong passphrases per case and address, without locking the reporter out', async () => {
    const filed = await file('192.0.2.50', 'My own report.');
    const { case_code, passphrase } = filed.json() as { case_code: string; passphrase: string };
    const open = (remoteAddress: string, secret: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/speakup/case/',
        remoteAddress,
        payload: { case_code, passphrase: secret },
      });
    const attacker: number[] = [];
    for (let i = 0; i < 14; i++) attacker.push((await open('203.0.113.66', `guess-number-${i}`)).statusCode);
    expect(attacker.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(attacker).toContain(429);
    const mine = await open('192.0.2.50', passphrase);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().case_code).toBe(case_code);
    // the attacker's wait is theirs: told when to come back
    const again = await open('203.0.113.66', 'one-more-guess');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });
});
