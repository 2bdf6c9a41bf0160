// Content pages and blog posts (decision 023): Markdown in the database,
// rendered and sanitised once when saved; the FAQ's questions come from its
// headings. The starting content is written on start where a page is missing,
// never over an operator's edit.
import {
  BLOG_PAGE_SIZE,
  blogPostPath,
  type BlogAudience,
  type BlogPost,
  type BlogPostList,
  type BlogPostSummary,
  type ContentPage,
  type ContentPageSummary,
} from '@talent/contracts/content';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { iso } from '../../lib/iso.ts';
import { extractFaq, renderMarkdown } from './markdown.ts';
import * as repo from './pages.repo.ts';
import type { PageRow, PostRow } from './pages.repo.ts';
import type { StartingContent } from './starting-content.ts';

export const FAQ_SLUG = 'faq';

export interface PageInput {
  slug: string;
  title: string;
  description: string;
  markdown: string;
}

export interface PostInput {
  audience: BlogAudience;
  slug: string;
  title: string;
  summary: string;
  author: string;
  markdown: string;
  publishedAt: Date | null;
}

const toPage = (row: PageRow): ContentPage => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  html: row.body_html,
  updated_at: iso(row.updated_at),
  faq: row.slug === FAQ_SLUG ? extractFaq(row.body_markdown) : [],
});

const toSummary = (row: PageRow): ContentPageSummary => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
});

const toPostSummary = (row: PostRow): BlogPostSummary => ({
  audience: row.audience,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  author: row.author,
  published_at: iso(row.published_at),
  url: blogPostPath(row.audience, row.slug),
});

export function createPagesService({ db, now }: { db: Db; now: () => Date }) {
  return {
    async page(slug: string): Promise<ContentPage> {
      const row = await repo.findPage(db, slug);
      if (!row) throw notFound();
      return toPage(row);
    },
    async pageOrNull(slug: string): Promise<ContentPage | null> {
      const row = await repo.findPage(db, slug);
      return row ? toPage(row) : null;
    },
    async pagesWithPrefix(prefix: string): Promise<ContentPageSummary[]> {
      return (await repo.pagesWithPrefix(db, prefix)).map(toSummary);
    },
    async posts(audience: BlogAudience, page: number, pageSize = BLOG_PAGE_SIZE) {
      const { rows, count } = await repo.publishedPosts(db, audience, pageSize, (page - 1) * pageSize);
      return { count, results: rows.map(toPostSummary) };
    },
    async postList(
      audience: BlogAudience,
      page: number,
      links: (count: number) => Pick<BlogPostList, 'next' | 'previous'>,
    ) {
      const { count, results } = await this.posts(audience, page);
      return { count, ...links(count), results };
    },
    async post(audience: BlogAudience, slug: string): Promise<BlogPost> {
      const row = await repo.findPost(db, audience, slug);
      // a draft (no publication date) or one set to appear later is not there yet
      if (!row || !row.published_at || new Date(row.published_at) > now()) throw notFound();
      return { ...toPostSummary(row), html: row.body_html, updated_at: iso(row.updated_at) };
    },
    async savePage(input: PageInput) {
      await repo.upsertPage(db, { ...input, html: renderMarkdown(input.markdown) });
    },
    async savePost(input: PostInput) {
      await repo.upsertPost(db, { ...input, html: renderMarkdown(input.markdown) });
    },
    deletePage: (slug: string) => repo.deletePage(db, slug),
    deletePost: (audience: BlogAudience, slug: string) => repo.deletePost(db, audience, slug),
    listPages: () => repo.allPages(db),
    listPosts: () => repo.allPosts(db),
    /** Writes each starting page and post that does not exist yet; answers how many were written. */
    async ensureStartingContent(content: StartingContent): Promise<number> {
      let written = 0;
      for (const page of content.pages) {
        if (await repo.upsertPage(db, { ...page, html: renderMarkdown(page.markdown) }, { keepExisting: true }))
          written++;
      }
      for (const post of content.posts) {
        const publishedAt = new Date(now().getTime() - post.daysAgo * 86_400_000);
        const saved = await repo.upsertPost(
          db,
          { ...post, publishedAt, html: renderMarkdown(post.markdown) },
          { keepExisting: true },
        );
        if (saved) written++;
      }
      return written;
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
