// Serves the built client: the trailing-slash rule (spec 01 §2), the route
// table lookup (404 status for unknown paths), the global configuration and
// each public page's head tags in the HTML itself, so crawlers and link
// previews see them without running JavaScript. Public pages arrive rendered
// for visitors without a session (decision 026): the client's own server
// build renders the route with its data, answered in process.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '@talent/contracts/app-config';
import { APP_CONFIG_ELEMENT_ID, BRAND } from '@talent/contracts/page-shell';
import {
  ROUTE_BY_ID,
  isServerRendered,
  matchRoute,
  trailingSlashRedirect,
  type RouteDef,
  type RouteId,
} from '@talent/contracts/routes';
import { applySeoTemplates, type SeoContext, type SeoTemplates } from '@talent/contracts/seo';
import { acceptedCoding, encode, worthCompressing } from '../lib/content-encoding.ts';
import { escapeHtml } from '../lib/html.ts';
import { absolute, sitePath } from '../lib/public-url.ts';
import { sanitizeRichText } from '../lib/rich-text-sanitizer.ts';
import { answerOf, isAnonymousRead, replyFromCache } from './public-cache.ts';
import { CONSENT_CHECK_SCRIPT } from './consent-check.ts';

export interface HeadData {
  title: string;
  /** A complete spec 02 §9 title pattern: no brand suffix is added. */
  exactTitle?: boolean;
  description?: string;
  /** Overrides the indexing table (e.g. anonymized jobs are noindex). */
  indexable?: boolean;
  canonicalPath?: string;
  image?: string;
  jsonLd?: unknown[];
  /** 404 when the resource behind a pattern does not exist. */
  status?: number;
  /** spec 02 §9: the page type and variables operators' templates are applied with (default: the route, its title). */
  seo?: SeoContext;
  /** An RSS feed to announce (blog pages). */
  feedPath?: string;
}

export type HeadResolver = (params: Record<string, string>, request: FastifyRequest) => Promise<HeadData | null>;

declare module 'fastify' {
  interface FastifyInstance {
    headResolvers: Map<RouteId, HeadResolver>;
    clientConfig: () => AppConfig;
  }
}

export interface ClientPluginOptions {
  clientDir: string;
  /** The client's server build (entry-server.js); default: dist-ssr beside clientDir. */
  serverRenderDir?: string;
  publicUrl: string;
  production: boolean;
  /** spec 02 §9: operators' templates (read for each document), applied before the page's own head. */
  seoTemplates?: () => Promise<SeoTemplates>;
  brand?: string;
}

/** The contract of apps/web/src/entry-server.tsx. */
interface ServerRenderer {
  render(input: {
    url: string;
    config: AppConfig;
    transport: typeof fetch;
    sanitizeRichText: (html: string) => string;
  }): Promise<{ html: string; head: string; state: unknown; errors: unknown[]; unsettled: boolean } | null>;
}

type RouteAssets = Record<string, { css: string[]; js: string[] }>;

/** The session cookie of spec 01 §3: a visitor with one gets the client-rendered page. */
const AUTH_COOKIE = 'authToken';
/**
 * A page's document differs by that cookie (rendered, or not) and by the
 * coding: a shared cache keeps one copy per session state and coding.
 */
const PAGE_VARY = 'Authorization, Accept-Encoding, Cookie';
const SSR_STATE_ELEMENT_ID = 'ssr-state';

const defaultDescription = () => `${BRAND} connects 1.6M+ professionals with remote and on-site jobs at top companies.`;

export const pageTitle = (title: string) => (title.includes(BRAND) ? title : `${title} - ${BRAND}`);

/** `</script>` cannot end a JSON script early once `<` is escaped. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderHead(
  head: HeadData,
  route: RouteDef | null,
  options: { publicUrl: string; production: boolean; seoTemplates?: SeoTemplates; brand?: string },
) {
  const indexable = options.production && (head.indexable ?? route?.indexable ?? false);
  const seo = head.seo ?? (route ? { pageType: route.id, vars: { title: head.title } } : undefined);
  const chosen = applySeoTemplates(head, seo, options.seoTemplates ?? {}, options.brand ?? BRAND);
  const title = escapeHtml(chosen.exactTitle ? chosen.title : pageTitle(chosen.title));
  const description = escapeHtml(chosen.description ?? defaultDescription());
  const ogTitle = chosen.ogTitle ? escapeHtml(chosen.ogTitle) : title;
  const ogDescription = chosen.ogDescription ? escapeHtml(chosen.ogDescription) : description;
  const canonical = head.canonicalPath ? escapeHtml(absolute(options.publicUrl, head.canonicalPath)) : null;
  const feed = head.feedPath ? escapeHtml(absolute(options.publicUrl, head.feedPath)) : null;
  const tags = [
    `<title data-ssr-head>${title}</title>`,
    `<meta data-ssr-head name="description" content="${description}">`,
    `<meta data-ssr-head name="robots" content="${indexable ? 'index, follow' : 'noindex, nofollow'}">`,
    canonical ? `<link data-ssr-head rel="canonical" href="${canonical}">` : '',
    `<meta data-ssr-head property="og:type" content="website">`,
    `<meta data-ssr-head property="og:locale" content="en_US">`,
    `<meta data-ssr-head property="og:site_name" content="${BRAND}">`,
    `<meta data-ssr-head property="og:title" content="${ogTitle}">`,
    `<meta data-ssr-head property="og:description" content="${ogDescription}">`,
    canonical ? `<meta data-ssr-head property="og:url" content="${canonical}">` : '',
    // link previews need an absolute address (a relative one is not fetched)
    chosen.image
      ? `<meta data-ssr-head property="og:image" content="${escapeHtml(new URL(chosen.image, options.publicUrl).href)}">`
      : '',
    `<meta data-ssr-head name="twitter:card" content="summary_large_image">`,
    `<meta data-ssr-head name="twitter:title" content="${chosen.twitterTitle ? escapeHtml(chosen.twitterTitle) : ogTitle}">`,
    `<meta data-ssr-head name="twitter:description" content="${chosen.twitterDescription ? escapeHtml(chosen.twitterDescription) : ogDescription}">`,
    feed ? `<link data-ssr-head rel="alternate" type="application/rss+xml" href="${feed}">` : '',
    ...(head.jsonLd ?? []).map(
      (data) => `<script data-ssr-head type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ];
  return tags.filter(Boolean).join('\n    ');
}

const FALLBACK_TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><!--app-head--></head>
<body><main><h1>The client is not built</h1><p>Run <code>npm run build</code>, then reload.</p></main><!--app-config--></body></html>`;

export const clientPlugin = fp(
  async (app: FastifyInstance, options: ClientPluginOptions) => {
    const indexFile = path.join(options.clientDir, 'index.html');
    const built = existsSync(indexFile);
    if (!built) app.log.warn({ clientDir: options.clientDir }, 'client build not found; run `npm run build`');
    const template = built ? readFileSync(indexFile, 'utf8') : FALLBACK_TEMPLATE;
    app.decorate('headResolvers', new Map<RouteId, HeadResolver>());

    const serverEntry = path.join(
      options.serverRenderDir ?? path.resolve(options.clientDir, '../dist-ssr'),
      'entry-server.js',
    );
    // loaded beside start-up, not before it: on a busy machine reading React's
    // server build takes seconds, and the server must not wait for it to listen
    const renderer: Promise<ServerRenderer> | null =
      built && existsSync(serverEntry) ? (import(pathToFileURL(serverEntry).href) as Promise<ServerRenderer>) : null;
    renderer?.catch((error: unknown) => app.log.error({ err: error }, 'server rendering unavailable'));
    const assetsFile = path.join(options.clientDir, 'route-assets.json');
    const routeAssets: RouteAssets =
      renderer && existsSync(assetsFile) ? JSON.parse(readFileSync(assetsFile, 'utf8')) : {};
    // the page's own API calls, answered by this app without a network hop
    const transport: typeof fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const headers: Record<string, string> = {};
      new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
      const res = await app.inject({ method: (init?.method ?? 'GET') as 'GET', url, headers });
      const bodyless = res.statusCode === 204 || res.statusCode === 304;
      return new Response(bodyless ? null : new Uint8Array(res.rawPayload), {
        status: res.statusCode,
        headers: Object.entries(res.headers).flatMap(([name, value]) =>
          value === undefined ? [] : [[name, String(value)] as [string, string]],
        ),
      });
    };

    const renderPage = async (request: FastifyRequest, route: RouteDef | null) => {
      if (!renderer || !route || !isServerRendered(route) || request.cookies?.[AUTH_COOKIE]) return null;
      // a read the server could not answer now (5xx: the search gate's 503, decision 055) or not before
      // the render's deadline leaves a part of the page to the browser; such a page is sent but not kept
      // for every visitor (decision 026)
      let unanswered = false;
      const reads: typeof fetch = async (input, init) => {
        const response = await transport(input, init);
        if (response.status >= 500) unanswered = true;
        return response;
      };
      try {
        const rendered = await (
          await renderer
        ).render({
          url: absolute(options.publicUrl, request.url),
          config: app.clientConfig(),
          transport: reads,
          sanitizeRichText,
        });
        if (!rendered) return null;
        for (const error of rendered.errors)
          request.log.warn({ err: error }, 'server rendering left a part to the browser');
        const assets = routeAssets[route.id] ?? { css: [], js: [] };
        const links = [
          rendered.head,
          ...assets.css
            .filter((file) => !template.includes(file))
            .map((file) => `<link rel="stylesheet" href="/${file}">`),
          ...assets.js
            .filter((file) => !template.includes(file))
            .map((file) => `<link rel="modulepreload" href="/${file}">`),
        ];
        // a read still running at the render's deadline is also left to the browser
        return { ...rendered, links: links.join('\n    '), complete: !unanswered && !rendered.unsettled };
      } catch (error) {
        // the page still works: the browser renders it as before
        request.log.warn({ err: error }, 'server rendering failed');
        return null;
      }
    };

    if (built) {
      await app.register(fastifyStatic, {
        root: options.clientDir,
        index: false,
        wildcard: false,
        preCompressed: true,
        // hashed file names under /assets/ never change; everything else revalidates
        setHeaders(res, filePath) {
          res.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    const renderDocument = (
      head: HeadData,
      route: RouteDef | null,
      seoTemplates: SeoTemplates,
      page: { html: string; state: unknown; links: string } | null = null,
    ) =>
      template
        // function replacers: a string replacement would expand $` $' $& in the inserted text
        .replace(
          '<!--app-head-->',
          () =>
            renderHead(head, route, { ...options, seoTemplates }) +
            (page ? `\n    <script>${CONSENT_CHECK_SCRIPT}</script>` : '') +
            (page?.links ? `\n    ${page.links}` : ''),
        )
        .replace('<div id="root"></div>', () => `<div id="root">${page?.html ?? ''}</div>`)
        .replace(
          '<!--app-config-->',
          () =>
            `<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}">${jsonForScript(app.clientConfig())}</script>` +
            (page
              ? `\n    <script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${jsonForScript(page.state)}</script>`
              : ''),
        );

    const notFoundRoute = ROUTE_BY_ID.pageNotFound;

    app.setNotFoundHandler(async (request, reply) => {
      // decision 033: the path as a path, so `//host` or `/..//host` never becomes another site
      const url = new URL(`http://localhost${sitePath(request.url)}`);
      if (url.pathname.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.status(404).send({ detail: 'Not found.' });
      }
      const redirect = trailingSlashRedirect(sitePath(url.pathname), url.search);
      if (redirect) return reply.redirect(redirect, 301);
      // a missing static asset is a plain 404, not the application page
      if (/\.[a-z0-9]{2,5}$/i.test(url.pathname)) return reply.status(404).type('text/plain').send('Not found');

      // a rendered public page for a visitor without a session is the same for all of them
      const shared = renderer !== null && isAnonymousRead(request) && !request.cookies?.[AUTH_COOKIE];
      const cacheKey = `page:${request.url}`;
      const kept = shared ? app.publicCache.get(cacheKey) : undefined;
      if (kept) return replyFromCache(request, reply, kept);
      const generation = app.publicCache.generation;

      const match = matchRoute(url.pathname, { companySlugs: app.clientConfig().companySlugs });
      let head: HeadData | null = null;
      let route: RouteDef | null = match?.route ?? null;
      if (match) {
        const resolver = app.headResolvers.get(match.route.id as RouteId);
        head = resolver
          ? await resolver(match.params, request)
          : { title: match.route.title, canonicalPath: url.pathname };
        if (!head) {
          head = { title: notFoundRoute.title, status: 404 };
          route = notFoundRoute;
        }
      } else {
        head = { title: notFoundRoute.title, status: 404 };
        route = notFoundRoute;
      }
      const status = route === notFoundRoute && match?.route !== notFoundRoute ? 404 : (head.status ?? 200);
      // the hiring workspace is never indexed (decision 017): the header as well as the robots tag
      const workspace = route?.area === 'hire';
      const robots = workspace ? { 'x-robots-tag': 'noindex, nofollow' } : undefined;
      if (robots) reply.headers(robots);
      const page = status === 200 ? await renderPage(request, route) : null;
      const document = renderDocument(head, route, (await options.seoTemplates?.()) ?? {}, page);
      // of the workspace only its front door is kept: every other address there renders the same sign-in,
      // and keeping each would let made-up addresses push the public pages out
      const keep = shared && (!workspace || (url.pathname === ROUTE_BY_ID.hire.path && !url.search));
      if (page?.complete && keep) {
        // the kept answer replays the workspace's robots header too (decision 017)
        const answer = answerOf(app.publicCache, Buffer.from(document), 'text/html; charset=utf-8', {
          ...robots,
          vary: PAGE_VARY,
        });
        app.publicCache.set(cacheKey, answer, generation);
        return replyFromCache(request, reply, answer);
      }
      reply.status(status).header('cache-control', 'no-cache').header('vary', PAGE_VARY);
      reply.type('text/html; charset=utf-8');
      const body = Buffer.from(document);
      const coding = worthCompressing(body, 'text/html') ? acceptedCoding(request.headers['accept-encoding']) : null;
      if (!coding) return reply.send(body);
      return reply.header('content-encoding', coding).send(encode(body, coding));
    });
  },
  { name: 'client' },
);
