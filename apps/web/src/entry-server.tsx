// The server-side renderer of the public pages (decision 026): the same route
// table, screens, loaders and query options as the browser, rendered to HTML
// with the data the page's loaders ask for, answered in process by the server.
// The browser then hydrates it (main.tsx) with the router and query state
// written beside the HTML.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { AppConfig } from '@talent/contracts/app-config';
import { setBrand } from '@talent/contracts/page-shell';
import { Providers } from './app/providers.tsx';
import { AppRoutes, buildRoutes, prepareRoutes } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { settleQueries } from './lib/settle-queries.ts';
import { setRenderScopeReader, type RenderScope } from './lib/render-scope.ts';
import { setRichHtmlSanitizer } from './lib/rich-html.tsx';
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
  /** Reads still unanswered at the deadline: the page shows them loading, and the browser finishes them. */
  unsettled: boolean;
}

/** How long a render waits for its reads: a slower read is left to the browser. */
const READS_DEADLINE_MS = 5000;

const routes = buildRoutes();

async function streamToString(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

// Each render has its own scope — query client, configuration, address, API
// transport, loader runs — found by the code it runs through this storage, so
// pages render concurrently (decision 039).
const scopes = new AsyncLocalStorage<RenderScope>();
setRenderScopeReader(() => scopes.getStore());

export function render(input: RenderInput): Promise<RenderOutput | null> {
  // the same cleaner for every page: the server's sanitizer of the contracts' policy
  setServerSanitizer(input.sanitizeRichText);
  setRichHtmlSanitizer(input.sanitizeRichText);
  // the product's name in titles, as the browser sets it from the same configuration
  setBrand(input.config.brand.name);
  const scope: RenderScope = {
    queryClient: createQueryClient(),
    config: input.config,
    origin: new URL(input.url).origin,
    transport: input.transport,
    routerState: new Map(),
  };
  return scopes.run(scope, () => renderOne(input.url, scope));
}

async function renderOne(url: string, scope: RenderScope): Promise<RenderOutput | null> {
  const client = scope.queryClient;
  const page = new URL(url);
  await prepareRoutes(routes, page);
  const settled = await settleQueries(client, READS_DEADLINE_MS);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers client={client}>
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
  const state = { queries: dehydrate(client) };
  client.clear();
  return { html, head, state, errors, unsettled: !settled };
}
