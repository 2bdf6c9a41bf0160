// The api client against a real local HTTP server (same origin as the page).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { Messages } from '@talent/contracts/messages';
import {
  api,
  ApiError,
  endpointClient,
  ForbiddenSymbolsError,
  setNavigator,
  setSessionEndHandler,
} from './api-client.ts';
import { setAppConfigForTests } from './config.ts';
import { clearSessionTokens, getAuthToken, setSessionTokens } from './session.ts';
import { hideToast } from './toast.ts';
import { testAppConfig } from '../test/http-api.test-support.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let handler: Handler;
const seen: { method: string; url: string; auth: string | undefined; body: string }[] = [];
let server: Server;
let origin: string;

function json(res: ServerResponse, status: number, data: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(data));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/talent/`);
  setAppConfigForTests(testAppConfig(origin));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  clearSessionTokens();
});
afterEach(() => hideToast());

describe('api client', () => {
  it('refuses a body with forbidden symbols and sends nothing', async () => {
    handler = (_req, res) => json(res, 200, {});
    await expect(api.postJson('/things/', { name: 'a|b' })).rejects.toBeInstanceOf(ForbiddenSymbolsError);
    await expect(api.patchJson('/things/', { nested: { list: ['tab\there'] } })).rejects.toThrow(
      Messages.forbiddenSymbols,
    );
    await expect(api.postMultipart('/upload/', { note: '<x>' })).rejects.toBeInstanceOf(ForbiddenSymbolsError);
    expect(seen).toHaveLength(0);
  });

  it("lets option values such as a skill's >9 years through, and nothing else", async () => {
    handler = (_req, res) => json(res, 200, {});
    await api.patchJson('/profile/', { skills: [{ name: 'Go', exp_years: '>9' }] }, { optionFields: ['exp_years'] });
    expect(JSON.parse(seen[0]!.body)).toEqual({ skills: [{ name: 'Go', exp_years: '>9' }] });
    await expect(
      api.patchJson('/profile/', { skills: [{ name: 'G>o', exp_years: '>9' }] }, { optionFields: ['exp_years'] }),
    ).rejects.toBeInstanceOf(ForbiddenSymbolsError);
    expect(seen).toHaveLength(1);
  });

  it('sends the stored token, the no-cache header and query parameters', async () => {
    handler = (req, res) => json(res, 200, { cache: req.headers['cache-control'] });
    setSessionTokens('abc.def.ghi', 'refresh-1');
    const result = await api.get<{ cache: string }>('/jobs/', { search_term: 'go dev', page: 2, empty: '' });
    expect(result.cache).toBe('no-cache');
    expect(seen[0]).toMatchObject({ url: '/api/jobs/?search_term=go+dev&page=2', auth: 'Bearer abc.def.ghi' });
  });

  it('refreshes once on 401 with parallel requests queued behind one refresh', async () => {
    setSessionTokens('old', 'refresh-1');
    handler = (req, res, body) => {
      if (req.url === '/api/users/candidate/refresh-token/') {
        expect(JSON.parse(body)).toEqual({ refresh: 'refresh-1' });
        return json(res, 200, { access: 'new', refresh: 'refresh-2' });
      }
      if (req.headers.authorization === 'Bearer new') return json(res, 200, { ok: req.url });
      return json(res, 401, { detail: 'expired' });
    };
    const results = await Promise.all([api.get('/a/'), api.get('/b/'), api.get('/c/')]);
    expect(results).toEqual([{ ok: '/api/a/' }, { ok: '/api/b/' }, { ok: '/api/c/' }]);
    expect(seen.filter((r) => r.url.includes('refresh-token'))).toHaveLength(1);
    expect(getAuthToken()).toBe('Bearer new');
  });

  it('ends the session with the spec message when the refresh fails', async () => {
    setSessionTokens('old', 'refresh-1');
    const ended: string[] = [];
    setSessionEndHandler((reason) => ended.push(reason));
    handler = (req, res) =>
      req.url?.includes('refresh-token') ? json(res, 401, { detail: 'bad' }) : json(res, 401, { detail: 'expired' });
    const error = await api.get('/a/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(ended).toEqual(['expired']);
    expect(document.body.textContent ?? '').not.toContain('undefined');
  });

  it('does not end a session a second time: a request that went out with it answers 401 after it ended', async () => {
    setSessionTokens('old', 'refresh-1');
    const ended: string[] = [];
    setSessionEndHandler((reason) => {
      ended.push(reason);
      clearSessionTokens();
    });
    let answer: () => void = () => undefined;
    handler = (req, res) => {
      if (req.url?.includes('refresh-token')) return json(res, 401, { detail: 'bad' });
      // the second call is answered once the first has ended the session
      if (req.url?.includes('/slow/')) answer = () => json(res, 401, { detail: 'expired' });
      else json(res, 401, { detail: 'expired' });
    };
    const slow = api.get('/slow/').catch((e: unknown) => e);
    await expect.poll(() => seen.length).toBe(1);
    await api.get('/a/').catch(() => undefined);
    expect(ended).toEqual(['expired']);
    answer();
    expect(await slow).toBeInstanceOf(ApiError);
    expect(ended).toEqual(['expired']);
  });

  it('signs out on a 401 only the session the request went out with', async () => {
    const ended: string[] = [];
    setSessionEndHandler((reason) => ended.push(reason));
    handler = (req, res) =>
      req.url?.includes('refresh-token') ? json(res, 200, { access: 'again' }) : json(res, 401, { detail: 'no' });
    // no session: nobody to sign out
    clearSessionTokens();
    await expect(api.get('/a/')).rejects.toMatchObject({ status: 401 });
    expect(ended).toEqual([]);
    // a session the server still refuses after a refresh: signed out
    setSessionTokens('old', 'refresh-1');
    await expect(api.get('/a/')).rejects.toMatchObject({ status: 401 });
    expect(ended).toEqual(['unauthorized']);
  });

  it('sends a 404 to the not-found page unless the caller handles it', async () => {
    const navigations: string[] = [];
    setNavigator((to) => navigations.push(to));
    handler = (_req, res) => json(res, 404, { detail: 'Not found.' });
    await expect(api.get('/missing/')).rejects.toMatchObject({ status: 404, message: 'Not found.' });
    expect(navigations).toEqual(['/page-not-found/']);
    await expect(api.get('/missing/', undefined, { handle: false })).rejects.toBeInstanceOf(ApiError);
    expect(navigations).toHaveLength(1);
  });

  it('reports no response as status 0', async () => {
    const error = (await api
      .get('/x/', undefined, { base: 'http://127.0.0.1:1/api', handle: false })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.hasResponse).toBe(false);
  });

  it('sends DELETE with a JSON body', async () => {
    handler = (_req, res) => json(res, 200, {});
    await api.deleteWithBody('/alerts/', { alert_ids: [], deactivate_all: true });
    expect(seen[0]).toMatchObject({ method: 'DELETE', body: '{"alert_ids":[],"deactivate_all":true}' });
  });
});

describe('endpoint table calls', () => {
  const routes = {
    item: { method: 'PATCH', path: '/things/{thingId}/parts/{id}', access: 'candidate' },
    list: { method: 'GET', path: '/things/', access: 'public' },
  } as const;
  type Schemas = {
    item: {
      params: ZodType<{ thingId: number; id: string }>;
      responses: { 200: ZodType<{ ok: boolean }> };
    };
    list: { responses: { 200: ZodType<{ ok: boolean }> } };
  };

  it('fills path parameters, encodes them, and sends the body with the route method', async () => {
    handler = (_req, res) => json(res, 200, { ok: true });
    const client = endpointClient<Schemas>(routes);
    const answer = await client.item({ params: { thingId: 7, id: 'a/b' }, body: { name: 'x' } } as never);
    expect(answer).toEqual({ ok: true });
    expect(seen[0]).toMatchObject({ method: 'PATCH', url: '/api/things/7/parts/a%2Fb', body: '{"name":"x"}' });
  });

  it('sends GET with its query and refuses a missing path parameter before any request', async () => {
    handler = (_req, res) => json(res, 200, { ok: true });
    const client = endpointClient<Schemas>(routes);
    await client.list({ query: { page: 2, tags: ['a', 'b'] } } as never);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/things/?page=2&tags=a&tags=b' });
    await expect(client.item({ params: { thingId: 7 } } as never)).rejects.toThrow(/thingId|id/);
    expect(seen).toHaveLength(1);
  });
});
