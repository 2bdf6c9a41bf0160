// The server-side renderer of the public pages (decision 026): the same route
// table, screens, loaders and query options as the browser, rendered to HTML
// with the data the page's loaders ask for, answered in process by the server.
// The browser then hydrates it (main.tsx) with the router and query state
// written beside the HTML.
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { AppConfig } from '@talent/contracts/app-config';
import { Providers } from './app/providers.tsx';
import { AppRoutes, buildRoutes, prepareRoutes } from './app/router.tsx';
import { setTransport } from './lib/api-client.ts';
import { setServerAppConfig } from './lib/config.ts';
import { queryClient } from './lib/query-client.ts';
import { setRichHtmlSanitizer } from './lib/rich-html.tsx';
import { setServerOrigin } from './lib/server-render.ts';
import { setServerSanitizer } from './lib/sanitize-html.ts';

export interface RenderInput {
  /** Absolute URL of the page. */
  url: string;
  config: AppConfig;
  /** Answers the page's API calls (the server's own routes, in process). */
  transport: typeof fetch;
  /** The server's cleaner of the contracts' rich-text policy (there is no DOM here). */
  sanitizeRichText: (html: string) => string;
}

export interface RenderOutput {
  html: string;
  /** What React hoists out of the page (image preloads): it belongs in the document's head. */
  head: string;
  /** Errors met while rendering; the browser renders those parts itself. */
  errors: unknown[];
  /** JSON for the browser: the dehydrated queries. */
  state: unknown;
}

const routes = buildRoutes();

/** Waits for every query the loaders started (they do not wait themselves, decision 012). */
async function settle(deadline: number) {
  while (queryClient.isFetching() > 0 && Date.now() < deadline) {
    await Promise.all(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.promise?.catch(() => undefined)),
    );
  }
}

async function streamToString(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

// One page at a time: the screens share one query client, as in the browser.
let queue: Promise<unknown> = Promise.resolve();

export function render(input: RenderInput): Promise<RenderOutput | null> {
  const run = queue.then(() => renderOne(input));
  queue = run.catch(() => undefined);
  return run;
}

async function renderOne({ url, config, transport, sanitizeRichText }: RenderInput): Promise<RenderOutput | null> {
  setServerAppConfig(config);
  setServerOrigin(new URL(url).origin);
  setServerSanitizer(sanitizeRichText);
  setRichHtmlSanitizer(sanitizeRichText);
  setTransport(transport);
  queryClient.clear();
  const page = new URL(url);
  await prepareRoutes(routes, page, { origin: page.origin });
  await settle(Date.now() + 5000);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers>
        <StaticRouter location={`${page.pathname}${page.search}${page.hash}`}>
          <AppRoutes routes={routes} />
        </StaticRouter>
      </Providers>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // one complete document: a large boundary is otherwise sent apart and
      // revealed by an inline script, which the content security policy forbids
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const rendered = await streamToString(prelude);
  const head = /^(?:<link [^>]*\/>)*/.exec(rendered)![0];
  const html = rendered.slice(head.length);
  const state = { queries: dehydrate(queryClient) };
  queryClient.clear();
  return { html, head, state, errors };
}
