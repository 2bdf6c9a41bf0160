// DRF-style next/previous links of a paginated list: the request's path and
// query on PUBLIC_URL, never on the Host header (decision 033).
import type { FastifyRequest } from 'fastify';
import { absolute } from './public-url.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one public address of the product (lib/public-url.ts), decorated in app.ts. */
    publicUrl: string;
  }
}

export function pageLinks(request: FastifyRequest, page: number, pageSize: number, count: number) {
  const url = new URL(absolute(request.server.publicUrl, request.url));
  const last = Math.max(1, Math.ceil(count / pageSize));
  const at = (p: number) => {
    url.searchParams.set('page', String(p));
    return url.href;
  };
  return { next: page < last ? at(page + 1) : null, previous: page > 1 ? at(Math.min(page - 1, last)) : null };
}
