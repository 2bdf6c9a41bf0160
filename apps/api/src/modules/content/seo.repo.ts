// Operators' SEO templates (spec 02 §9), one row a page type: queries only.
import { sql } from 'drizzle-orm';
import type { SeoField } from '@talent/contracts/seo';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-query.ts';

/** A stored template: every field, null where the operator left it empty. */
export type SeoTemplateFields = Record<SeoField, string | null>;

export interface SeoTemplateRow extends SeoTemplateFields {
  pageType: string;
}

export async function allSeoTemplates(db: DbOrTx): Promise<SeoTemplateRow[]> {
  const rows = await rowsOf<SeoTemplateFields & { page_type: string }>(
    db,
    sql`SELECT page_type, title, description, og_title, og_description, og_image, twitter_title, twitter_description
        FROM seo_templates ORDER BY page_type`,
  );
  return rows.map((row) => ({
    pageType: row.page_type,
    title: row.title,
    description: row.description,
    og_title: row.og_title,
    og_description: row.og_description,
    og_image: row.og_image,
    twitter_title: row.twitter_title,
    twitter_description: row.twitter_description,
  }));
}

export async function upsertSeoTemplate(db: DbOrTx, pageType: string, fields: SeoTemplateFields): Promise<void> {
  await db.execute(sql`INSERT INTO seo_templates
      (page_type, title, description, og_title, og_description, og_image, twitter_title, twitter_description)
    VALUES (${pageType}, ${fields.title}, ${fields.description}, ${fields.og_title}, ${fields.og_description},
      ${fields.og_image}, ${fields.twitter_title}, ${fields.twitter_description})
    ON CONFLICT (page_type) DO UPDATE SET title = excluded.title, description = excluded.description,
      og_title = excluded.og_title, og_description = excluded.og_description, og_image = excluded.og_image,
      twitter_title = excluded.twitter_title, twitter_description = excluded.twitter_description, updated_at = now()`);
}

/** False when there was no template for the page type. */
export async function deleteSeoTemplate(db: DbOrTx, pageType: string): Promise<boolean> {
  const rows = await rowsOf(db, sql`DELETE FROM seo_templates WHERE page_type = ${pageType} RETURNING page_type`);
  return rows.length > 0;
}
