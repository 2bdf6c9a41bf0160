// Test data for the jobs and applications tests, put in through the same
// catalogue service the admin command line uses.
import type { TestContext } from '../../../test/helpers.ts';
import type { CompanyImport, JobImport } from './catalogue-import.ts';
import { createCatalogueService } from './catalogue.service.ts';

/** The operators' catalogue service over the test app's database and clock. */
export const catalogueOf = (ctx: TestContext) => createCatalogueService({ db: ctx.database.db, now: ctx.deps.now });

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

export async function addCompany(ctx: TestContext, overrides: Partial<CompanyImport> = {}) {
  const slug = overrides.slug ?? `acme-${unique()}`;
  await catalogueOf(ctx).importCompanies([
    { slug, name: overrides.name ?? `Acme ${slug}`, short_description: 'We make things.', ...overrides },
  ]);
  await ctx.app.refreshCompanySlugs();
  return slug;
}

/** The ids of the new jobs, in the order given (a tuple as long as the input). */
export async function addJobs<const T extends readonly Partial<JobImport>[]>(
  ctx: TestContext,
  company: string,
  jobs: T,
): Promise<{ -readonly [K in keyof T]: number }> {
  const rows = jobs.map((job) => ({
    job_code: `TJ-${unique()}`,
    company,
    title: 'Software Engineer',
    description: '<p>Build things.</p>',
    location: 'Pune, Maharashtra, India',
    job_category: 'Engineering',
    job_sub_category: 'Backend',
    experience_min: 2,
    experience_max: 5,
    ...job,
  }));
  await catalogueOf(ctx).importJobs(rows);
  const ids = await ctx.database.query<{ id: number; job_code: string }>(
    'SELECT id, job_code FROM jobs WHERE job_code = ANY($1)',
    [rows.map((row) => row.job_code)],
  );
  const byCode = new Map(ids.map((row) => [row.job_code, row.id]));
  return rows.map((row) => byCode.get(row.job_code)!) as { -readonly [K in keyof T]: number };
}
