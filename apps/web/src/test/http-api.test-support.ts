// Component tests talk to a real local HTTP server on the page's origin, as the
// browser would talk to the API: each test says how the endpoints it needs
// answer, and reads back every request in order (docs/conventions.md §12: a fake only
// at the boundary, speaking the real protocol).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '@talent/contracts/app-config';
import { readAppConfig, setAppConfigForTests } from '../lib/config.ts';

export interface SeenRequest {
  method: string;
  /** The path under /api with its query, e.g. '/v3/users/candidate/?back_page=1'. */
  url: string;
  path: string;
  auth: string | undefined;
  body: unknown;
}

export interface Answer {
  status?: number;
  body?: unknown;
}

type Responder = (request: SeenRequest) => Answer | Promise<Answer>;

export interface HttpApi {
  origin: string;
  /** Every request in the order it arrived. */
  seen: SeenRequest[];
  /** Answers 'METHOD /path/' (path under /api, without the query); later calls replace earlier ones. */
  on(route: string, answer: Answer | Responder): void;
  reset(): void;
  close(): Promise<void>;
}

/** The configuration a page gets without one in its document, pointed at the test server. */
export const testAppConfig = (origin: string): AppConfig => ({
  ...readAppConfig(document.implementation.createHTMLDocument('')),
  apiBase: `${origin}/api`,
  environment: 'TEST',
});

/** Starts the server, points the page and the client configuration at it, and answers 404 to anything unknown. */
export async function startHttpApi(pagePath = '/talent/'): Promise<HttpApi> {
  const routes = new Map<string, Responder>();
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = (req.url ?? '').replace(/^\/api/, '');
      const path = url.split('?')[0]!;
      let body: unknown = raw;
      if ((req.headers['content-type'] ?? '').includes('json') && raw) body = JSON.parse(raw);
      const request: SeenRequest = { method: req.method!, url, path, auth: req.headers.authorization, body };
      seen.push(request);
      const responder = routes.get(`${req.method} ${path}`);
      void Promise.resolve(responder ? responder(request) : { status: 404, body: { detail: 'Not found.' } }).then(
        ({ status = 200, body: answer }) => {
          if (answer === undefined) {
            res.writeHead(status === 200 ? 204 : status);
            res.end();
            return;
          }
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(answer));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}${pagePath}`);
  setAppConfigForTests(testAppConfig(origin));
  return {
    origin,
    seen,
    on(route, answer) {
      routes.set(route, typeof answer === 'function' ? answer : () => answer);
    },
    reset() {
      routes.clear();
      seen.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
