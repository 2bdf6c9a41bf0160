// Serves the built client: the trailing-slash rule (spec 01 §2), the route
// table lookup (404 status for unknown paths), the global configuration and
// each public page's head tags in the HTML itself, so crawlers and link
// previews see them without running JavaScript.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '@talent/contracts/app-config';
import { APP_CONFIG_ELEMENT_ID, BRAND } from '@talent/contracts/constants';
import { ROUTE_BY_ID, matchRoute, trailingSlashRedirect, type RouteDef, type RouteId } from '@talent/contracts/routes';
import { escapeHtml } from '../lib/html.ts';

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
  publicUrl: string;
  production: boolean;
}

const DEFAULT_DESCRIPTION = `${BRAND} connects 1.6M+ professionals with remote and on-site jobs at top companies.`;

export const pageTitle = (title: string) => (title.includes(BRAND) ? title : `${title} - ${BRAND}`);

/** `</script>` cannot end a JSON script early once `<` is escaped. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderHead(
  head: HeadData,
  route: RouteDef | null,
  options: { publicUrl: string; production: boolean },
) {
  const indexable = options.production && (head.indexable ?? route?.indexable ?? false);
  const title = escapeHtml(head.exactTitle ? head.title : pageTitle(head.title));
  const description = escapeHtml(head.description ?? DEFAULT_DESCRIPTION);
  const canonical = head.canonicalPath ? escapeHtml(new URL(head.canonicalPath, options.publicUrl).href) : null;
  const tags = [
    `<title data-ssr-head>${title}</title>`,
    `<meta data-ssr-head name="description" content="${description}">`,
    `<meta data-ssr-head name="robots" content="${indexable ? 'index, follow' : 'noindex, nofollow'}">`,
    canonical ? `<link data-ssr-head rel="canonical" href="${canonical}">` : '',
    `<meta data-ssr-head property="og:type" content="website">`,
    `<meta data-ssr-head property="og:locale" content="en_US">`,
    `<meta data-ssr-head property="og:site_name" content="${BRAND}">`,
    `<meta data-ssr-head property="og:title" content="${title}">`,
    `<meta data-ssr-head property="og:description" content="${description}">`,
    canonical ? `<meta data-ssr-head property="og:url" content="${canonical}">` : '',
    head.image ? `<meta data-ssr-head property="og:image" content="${escapeHtml(head.image)}">` : '',
    `<meta data-ssr-head name="twitter:card" content="summary_large_image">`,
    `<meta data-ssr-head name="twitter:title" content="${title}">`,
    `<meta data-ssr-head name="twitter:description" content="${description}">`,
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

    const renderDocument = (head: HeadData, route: RouteDef | null) =>
      template
        // function replacers: a string replacement would expand $` $' $& in the inserted text
        .replace('<!--app-head-->', () => renderHead(head, route, options))
        .replace(
          '<!--app-config-->',
          () =>
            `<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}">${jsonForScript(app.clientConfig())}</script>`,
        );

    const notFoundRoute = ROUTE_BY_ID.pageNotFound;

    app.setNotFoundHandler(async (request, reply) => {
      const url = new URL(request.url, 'http://localhost');
      if (url.pathname.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.status(404).send({ detail: 'Not found.' });
      }
      const redirect = trailingSlashRedirect(url.pathname, url.search);
      if (redirect) return reply.redirect(redirect, 301);
      // a missing static asset is a plain 404, not the application page
      if (/\.[a-z0-9]{2,5}$/i.test(url.pathname)) return reply.status(404).type('text/plain').send('Not found');

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
      if (route?.id === 'hire') reply.header('x-robots-tag', 'noindex, nofollow');
      return reply
        .status(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(renderDocument(head, route));
    });
  },
  { name: 'client' },
);
