// The development outbox as a page: the e-mails and texts the app "sent",
// newest first, with their links clickable, so a person can follow a reset or
// verification link locally. Everything stored is escaped; only http(s) links
// become anchors.
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../lib/html.ts';
import { listOutboxMessages } from './dev-outbox.repo.ts';

const LINK = /https?:\/\/[^\s"'<>]+/g;

/** Escape first, then turn the (already escaped) links into anchors. */
export const linkify = (text: string) =>
  escapeHtml(text).replace(LINK, (url) => `<a href="${url}" rel="noreferrer">${url}</a>`);

const PAGE_STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:900px;margin:24px auto;padding:0 16px;color:#1d2433}
article{border:1px solid #d9dee8;border-radius:8px;padding:12px 16px;margin:12px 0}
h1{font-size:1.4rem}h2{font-size:1.05rem;margin:0}.meta{color:#5b6475;font-size:.85rem}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:8px 0 0}`;

export function createDevOutboxService({ db }: { db: Db }) {
  return {
    /** The page, optionally only the messages to one address. */
    async page(to: string | undefined): Promise<string> {
      const messages = await listOutboxMessages(db, { to, limit: 100 });
      const items = messages.map(
        (m) => `<article data-to="${escapeHtml(m.toAddress)}">
  <h2>${escapeHtml(m.subject)}</h2>
  <div class="meta">To ${escapeHtml(m.toAddress)} · ${escapeHtml(m.createdAt.toISOString())}</div>
  <pre>${linkify(m.textBody)}</pre>
</article>`,
      );
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">
<title>Development outbox</title><style>${PAGE_STYLE}</style></head><body><main>
<h1>Development outbox</h1>
<p class="meta">E-mails and texts are kept here instead of being sent, because no SMTP server is configured.${to ? ` Showing messages to ${escapeHtml(to)}.` : ''}</p>
${items.length ? items.join('\n') : '<p>No messages yet.</p>'}
</main></body></html>`;
    },
  };
}

export type DevOutboxService = ReturnType<typeof createDevOutboxService>;
