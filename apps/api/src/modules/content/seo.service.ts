// Operators' SEO templates (spec 02 §9). Read afresh for every HTML document
// the server renders (one small query), so a template an operator saves with
// the admin command applies to the next page; the copy kept in memory is what
// the same document's configuration carries to the client, so the head after
// navigation agrees with the one the server sent.
import { sql } from 'drizzle-orm';
import { SEO_FIELDS, type SeoTemplate, type SeoTemplates } from '@talent/contracts/seo';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-query.ts';

type Row = Record<string, string | null> & { page_type: string };

export async function readSeoTemplates(db: Db): Promise<Record<string, SeoTemplate>> {
  const rows = await rowsOf<Row>(db, sql`SELECT * FROM seo_templates ORDER BY page_type`);
  return Object.fromEntries(
    rows.map((row) => [
      row.page_type,
      Object.fromEntries(SEO_FIELDS.filter((f) => row[f]).map((f) => [f, row[f]])) as SeoTemplate,
    ]),
  );
}

export async function writeSeoTemplate(db: Db, pageType: string, template: SeoTemplate) {
  const value = (field: (typeof SEO_FIELDS)[number]) => template[field]?.trim() || null;
  await db.execute(sql`INSERT INTO seo_templates
      (page_type, title, description, og_title, og_description, og_image, twitter_title, twitter_description)
    VALUES (${pageType}, ${value('title')}, ${value('description')}, ${value('og_title')}, ${value('og_description')},
      ${value('og_image')}, ${value('twitter_title')}, ${value('twitter_description')})
    ON CONFLICT (page_type) DO UPDATE SET title = excluded.title, description = excluded.description,
      og_title = excluded.og_title, og_description = excluded.og_description, og_image = excluded.og_image,
      twitter_title = excluded.twitter_title, twitter_description = excluded.twitter_description, updated_at = now()`);
}

export async function deleteSeoTemplate(db: Db, pageType: string): Promise<boolean> {
  const rows = await rowsOf(db, sql`DELETE FROM seo_templates WHERE page_type = ${pageType} RETURNING page_type`);
  return rows.length > 0;
}

export function createSeoService({ db }: { db: Db }) {
  let templates: SeoTemplates = {};
  return {
    current: (): SeoTemplates => templates,
    async load(): Promise<SeoTemplates> {
      templates = await readSeoTemplates(db);
      return templates;
    },
    async set(pageType: string, template: SeoTemplate) {
      await writeSeoTemplate(db, pageType, template);
      templates = await readSeoTemplates(db);
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
