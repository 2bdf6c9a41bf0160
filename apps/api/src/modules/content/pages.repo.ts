// Content pages and blog posts: queries only.
import { sql } from 'drizzle-orm';
import type { BlogAudience } from '@talent/contracts/content';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-query.ts';

export interface PageRow extends Record<string, unknown> {
  slug: string;
  title: string;
  description: string;
  body_markdown: string;
  body_html: string;
  updated_at: Date | string;
}

export interface PostRow extends Record<string, unknown> {
  id: number;
  audience: BlogAudience;
  slug: string;
  title: string;
  summary: string;
  author: string;
  body_markdown: string;
  body_html: string;
  published_at: Date | string | null;
  updated_at: Date | string;
}

export async function findPage(db: DbOrTx, slug: string): Promise<PageRow | null> {
  const rows = await rowsOf<PageRow>(db, sql`SELECT * FROM content_pages WHERE slug = ${slug}`);
  return rows[0] ?? null;
}

export async function pagesWithPrefix(db: DbOrTx, prefix: string): Promise<PageRow[]> {
  return rowsOf<PageRow>(db, sql`SELECT * FROM content_pages WHERE starts_with(slug, ${prefix}) ORDER BY title`);
}

export async function allPages(db: DbOrTx): Promise<PageRow[]> {
  return rowsOf<PageRow>(db, sql`SELECT * FROM content_pages ORDER BY slug`);
}

export async function upsertPage(
  db: DbOrTx,
  page: { slug: string; title: string; description: string; markdown: string; html: string },
  options: { keepExisting?: boolean } = {},
): Promise<boolean> {
  const rows = await rowsOf<{ slug: string }>(
    db,
    options.keepExisting
      ? sql`INSERT INTO content_pages (slug, title, description, body_markdown, body_html)
            VALUES (${page.slug}, ${page.title}, ${page.description}, ${page.markdown}, ${page.html})
            ON CONFLICT (slug) DO NOTHING RETURNING slug`
      : sql`INSERT INTO content_pages (slug, title, description, body_markdown, body_html)
            VALUES (${page.slug}, ${page.title}, ${page.description}, ${page.markdown}, ${page.html})
            ON CONFLICT (slug) DO UPDATE SET title = excluded.title, description = excluded.description,
              body_markdown = excluded.body_markdown, body_html = excluded.body_html, updated_at = now()
            RETURNING slug`,
  );
  return rows.length > 0;
}

export async function deletePage(db: DbOrTx, slug: string): Promise<boolean> {
  const rows = await rowsOf(db, sql`DELETE FROM content_pages WHERE slug = ${slug} RETURNING slug`);
  return rows.length > 0;
}

export async function publishedPosts(
  db: DbOrTx,
  audience: BlogAudience,
  limit: number,
  offset: number,
): Promise<{ rows: PostRow[]; count: number }> {
  const [rows, counted] = await Promise.all([
    rowsOf<PostRow>(
      db,
      sql`SELECT * FROM blog_posts WHERE audience = ${audience} AND published_at IS NOT NULL
          ORDER BY published_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
    ),
    rowsOf<{ n: number | string }>(
      db,
      sql`SELECT count(*) AS n FROM blog_posts WHERE audience = ${audience} AND published_at IS NOT NULL`,
    ),
  ]);
  return { rows, count: Number(counted[0]?.n ?? 0) };
}

export async function findPost(db: DbOrTx, audience: BlogAudience, slug: string): Promise<PostRow | null> {
  const rows = await rowsOf<PostRow>(db, sql`SELECT * FROM blog_posts WHERE audience = ${audience} AND slug = ${slug}`);
  return rows[0] ?? null;
}

export async function allPosts(db: DbOrTx): Promise<PostRow[]> {
  return rowsOf<PostRow>(db, sql`SELECT * FROM blog_posts ORDER BY audience, published_at DESC NULLS FIRST, id DESC`);
}

export async function upsertPost(
  db: DbOrTx,
  post: {
    audience: BlogAudience;
    slug: string;
    title: string;
    summary: string;
    author: string;
    markdown: string;
    html: string;
    publishedAt: Date | null;
  },
  options: { keepExisting?: boolean } = {},
): Promise<boolean> {
  const values = sql`(${post.audience}, ${post.slug}, ${post.title}, ${post.summary}, ${post.author},
    ${post.markdown}, ${post.html}, ${post.publishedAt})`;
  const rows = await rowsOf(
    db,
    options.keepExisting
      ? sql`INSERT INTO blog_posts (audience, slug, title, summary, author, body_markdown, body_html, published_at)
            VALUES ${values} ON CONFLICT (audience, slug) DO NOTHING RETURNING id`
      : sql`INSERT INTO blog_posts (audience, slug, title, summary, author, body_markdown, body_html, published_at)
            VALUES ${values} ON CONFLICT (audience, slug) DO UPDATE SET title = excluded.title,
              summary = excluded.summary, author = excluded.author, body_markdown = excluded.body_markdown,
              body_html = excluded.body_html, published_at = excluded.published_at, updated_at = now()
            RETURNING id`,
  );
  return rows.length > 0;
}

export async function deletePost(db: DbOrTx, audience: BlogAudience, slug: string): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`DELETE FROM blog_posts WHERE audience = ${audience} AND slug = ${slug} RETURNING id`,
  );
  return rows.length > 0;
}
