// The blog's RSS 2.0 feeds (/blog/rss.xml, /blog/enterprises/rss.xml): the
// newest posts with absolute links from configuration, never the Host header.
import type { FastifyInstance } from 'fastify';
import { BLOG_AUDIENCES, blogFeedPath, blogListPath, type BlogAudience } from '@talent/contracts/content';
import { escapeHtml } from '../../lib/html.ts';
import type { PagesService } from './pages.service.ts';

const FEED_SIZE = 20;

export async function renderFeed(pages: PagesService, audience: BlogAudience, publicUrl: string, brand: string) {
  const { results } = await pages.posts(audience, 1, FEED_SIZE);
  const abs = (path: string) => escapeHtml(new URL(path, `${publicUrl}/`).href);
  const title = audience === 'enterprises' ? `${brand} enterprise blog` : `${brand} blog`;
  const items = results
    .map(
      (post) => `    <item>
      <title>${escapeHtml(post.title)}</title>
      <link>${abs(post.url)}</link>
      <guid isPermaLink="true">${abs(post.url)}</guid>
      <pubDate>${new Date(post.published_at).toUTCString()}</pubDate>
      <description>${escapeHtml(post.summary)}</description>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeHtml(title)}</title>
    <link>${abs(blogListPath(audience))}</link>
    <atom:link href="${abs(blogFeedPath(audience))}" rel="self" type="application/rss+xml"/>
    <description>${escapeHtml(audience === 'enterprises' ? 'Hiring advice for companies.' : 'Career advice for professionals.')}</description>
    <language>en</language>
${items}
  </channel>
</rss>
`;
}

export async function blogFeedRoutesPlugin(
  app: FastifyInstance,
  { pages, publicUrl, brand }: { pages: PagesService; publicUrl: string; brand: string },
) {
  for (const audience of BLOG_AUDIENCES) {
    app.get(blogFeedPath(audience), { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(await renderFeed(pages, audience, publicUrl, brand)),
    );
  }
}
