// Development only (registered when the mailer is the outbox and NODE_ENV is
// not production), and only to a browser on this machine: a reset link read
// here takes over an account, so a request from another address — directly or
// through a proxy — answers 404 (decision 014). The e-mails and texts the app "sent", newest first, with
// their links clickable, so a person can follow a reset or verification link
// locally. Everything stored is escaped; only http(s) links become anchors.
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devOutbox } from '../../db/schema/platform.ts';
import { notFound } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';

const LINK = /https?:\/\/[^\s"'<>]+/g;

/** Escape first, then turn the (already escaped) links into anchors. */
export const linkify = (text: string) =>
  escapeHtml(text).replace(LINK, (url) => `<a href="${url}" rel="noreferrer">${url}</a>`);

const PAGE_STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:900px;margin:24px auto;padding:0 16px;color:#1d2433}
article{border:1px solid #d9dee8;border-radius:8px;padding:12px 16px;margin:12px 0}
h1{font-size:1.4rem}h2{font-size:1.05rem;margin:0}.meta{color:#5b6475;font-size:.85rem}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:8px 0 0}`;

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** Both the connection and the client address (after trusted proxies) are this machine. */
export const fromLoopback = (request: FastifyRequest) =>
  LOOPBACK.test(request.socket.remoteAddress ?? '') && LOOPBACK.test(request.ip);

export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.addHook('onRequest', async (request) => {
    if (!fromLoopback(request)) throw notFound();
  });
  app.get(
    '/dev/outbox/',
    {
      schema: {
        tags: ['development'],
        summary: 'Development outbox: the e-mails and texts the app sent (not in production)',
        querystring: z.object({ to: z.string().trim().max(254).optional() }),
      },
    },
    async (request, reply) => {
      const to = request.query.to?.toLowerCase();
      const messages = await db
        .select()
        .from(devOutbox)
        .where(to ? eq(sql`lower(${devOutbox.toAddress})`, to) : undefined)
        .orderBy(desc(devOutbox.id))
        .limit(100);
      const items = messages.map(
        (m) => `<article data-to="${escapeHtml(m.toAddress)}">
  <h2>${escapeHtml(m.subject)}</h2>
  <div class="meta">To ${escapeHtml(m.toAddress)} · ${escapeHtml(m.createdAt.toISOString())}</div>
  <pre>${linkify(m.textBody)}</pre>
</article>`,
      );
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">
<title>Development outbox</title><style>${PAGE_STYLE}</style></head><body><main>
<h1>Development outbox</h1>
<p class="meta">E-mails and texts are kept here instead of being sent, because no SMTP server is configured.${to ? ` Showing messages to ${escapeHtml(to)}.` : ''}</p>
${items.length ? items.join('\n') : '<p>No messages yet.</p>'}
</main></body></html>`;
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );
};
