// DRF-style next/previous links of a paginated list, on the request's own address.
import type { FastifyRequest } from 'fastify';

export function pageLinks(request: FastifyRequest, page: number, pageSize: number, count: number) {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const last = Math.max(1, Math.ceil(count / pageSize));
  const at = (p: number) => {
    url.searchParams.set('page', String(p));
    return url.href;
  };
  return { next: page < last ? at(page + 1) : null, previous: page > 1 ? at(Math.min(page - 1, last)) : null };
}
