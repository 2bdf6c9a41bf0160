// Operators' SEO templates (spec 02 §9). Read afresh for every HTML document
// the server renders (one small query), so a template an operator saves with
// the admin command applies to the next page; the copy kept in memory is what
// the same document's configuration carries to the client, so the head after
// navigation agrees with the one the server sent.
import { SEO_FIELDS, type SeoField, type SeoTemplate, type SeoTemplates } from '@talent/contracts/seo';
import type { Db } from '../../db/client.ts';
import * as repo from './seo.repo.ts';

/** Templates by page type, each with only the fields the operator filled. */
export async function readSeoTemplates(db: Db): Promise<Record<string, SeoTemplate>> {
  const rows = await repo.allSeoTemplates(db);
  return Object.fromEntries(
    rows.map((row) => [
      row.pageType,
      Object.fromEntries(SEO_FIELDS.filter((f) => row[f]).map((f) => [f, row[f]])) as SeoTemplate,
    ]),
  );
}

/** Saves a page type's template; a blank field is stored empty (null). */
export async function writeSeoTemplate(db: Db, pageType: string, template: SeoTemplate) {
  const value = (field: SeoField) => template[field]?.trim() || null;
  await repo.upsertSeoTemplate(db, pageType, {
    title: value('title'),
    description: value('description'),
    og_title: value('og_title'),
    og_description: value('og_description'),
    og_image: value('og_image'),
    twitter_title: value('twitter_title'),
    twitter_description: value('twitter_description'),
  });
}

export async function deleteSeoTemplate(db: Db, pageType: string): Promise<boolean> {
  return repo.deleteSeoTemplate(db, pageType);
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
