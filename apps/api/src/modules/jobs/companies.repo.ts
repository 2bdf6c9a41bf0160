// Companies (with their count of open, non-anonymized jobs), banners,
// promotional cards and sub-category copy (spec 02 §7 catalogue).
import { and, asc, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Banner, Company, PromotionalCard } from '@talent/contracts/companies';
import type { DbOrTx } from '../../db/client.ts';
import { banners, jobSubCategoryMeta, promotionalCards } from '../../db/schema/jobs.ts';
import { companies } from '../../db/schema/platform.ts';

// written out in full: inside the sub-select Drizzle would render the column as a bare "id", i.e. the job's
const openJobs = sql<number>`(SELECT count(*)::int FROM jobs j
  WHERE j.company_id = "companies"."id" AND j.is_published AND NOT j.is_anonymized)`;

const companyColumns = {
  id: companies.id,
  slug: companies.slug,
  name: companies.name,
  logoUrl: companies.logoUrl,
  shortDescription: companies.shortDescription,
  about: companies.about,
  website: companies.website,
  industry: companies.industry,
  size: companies.size,
  founded: companies.founded,
  headquarters: companies.headquarters,
  priority: companies.priority,
  openJobs,
};

export interface CompanyRow {
  id: number;
  slug: string;
  name: string;
  logoUrl: string | null;
  shortDescription: string;
  about: string;
  website: string | null;
  industry: string | null;
  size: string | null;
  founded: number | null;
  headquarters: string | null;
  priority: number;
  openJobs: number;
}

function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    logo_url: row.logoUrl,
    short_description: row.shortDescription,
    about: row.about,
    website: row.website,
    industry: row.industry,
    size: row.size,
    founded: row.founded,
    headquarters: row.headquarters,
    priority: row.priority,
    open_jobs: Number(row.openJobs),
  };
}

export async function listCompanies(
  db: DbOrTx,
  options: { withPriority: boolean; page: number; pageSize: number },
): Promise<{ count: number; results: Company[] }> {
  const where = options.withPriority ? gt(companies.priority, 0) : undefined;
  const [rows, counted] = await Promise.all([
    db
      .select(companyColumns)
      .from(companies)
      .where(where)
      .orderBy(desc(companies.priority), asc(companies.name), asc(companies.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(companies)
      .where(where),
  ]);
  return { count: Number(counted[0]?.count ?? 0), results: rows.map(toCompany) };
}

export async function findCompany(db: DbOrTx, key: { id: number } | { slug: string }): Promise<Company | null> {
  const where = 'id' in key ? eq(companies.id, key.id) : eq(companies.slug, key.slug);
  const [row] = await db.select(companyColumns).from(companies).where(where).limit(1);
  return row ? toCompany(row) : null;
}

const isLive = (now: Date): SQL =>
  and(
    eq(banners.isActive, true),
    or(isNull(banners.startsAt), lte(banners.startsAt, now)),
    or(isNull(banners.endsAt), gt(banners.endsAt, now)),
  )!;

export async function activeBanners(db: DbOrTx, now: Date, placement?: string): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(placement ? and(isLive(now), eq(banners.placement, placement)) : isLive(now))
    .orderBy(desc(banners.priority), desc(banners.id))
    .limit(10);
  return rows.map((row) => ({
    id: row.id,
    placement: row.placement,
    title: row.title,
    body: row.body,
    link_url: row.linkUrl,
    link_text: row.linkText,
  }));
}

export async function activePromotionalCards(db: DbOrTx, placement?: string): Promise<PromotionalCard[]> {
  const live = eq(promotionalCards.isActive, true);
  const rows = await db
    .select()
    .from(promotionalCards)
    .where(placement ? and(live, eq(promotionalCards.placement, placement)) : live)
    .orderBy(desc(promotionalCards.priority), desc(promotionalCards.id))
    .limit(20);
  return rows.map((row) => ({
    id: row.id,
    placement: row.placement,
    title: row.title,
    body: row.body,
    image_url: row.imageUrl,
    link_url: row.linkUrl,
    link_text: row.linkText,
  }));
}

export async function findSubCategoryMeta(db: DbOrTx, subCategory: string) {
  const [row] = await db
    .select()
    .from(jobSubCategoryMeta)
    .where(eq(sql`lower(${jobSubCategoryMeta.jobSubCategory})`, subCategory.toLowerCase()))
    .limit(1);
  return row ?? null;
}
