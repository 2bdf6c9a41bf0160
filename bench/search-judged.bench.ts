// The harder judged query set of the job search (decisions 018 and 037): the
// 54 queries of search-judgments.ts plus company + role, aliases, seniority
// words, two-word skills, misspellings and queries that should find nothing,
// over the demo catalogue on PGlite, through the same search the page calls.
// Prints precision@10 and NDCG@10 (binary gains) per query, per kind and
// overall; a query that should find nothing scores 1 when it finds nothing.
//
//   npm run bench:search-judged
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { JobCard } from '@talent/contracts/jobs';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { seedDemoData } from '../apps/api/src/seeds/seed.ts';
import { JUDGMENTS, type Judgment } from '../apps/api/src/modules/jobs/search-judgments.ts';
import { searchJobs } from '../apps/api/src/modules/jobs/search.repo.ts';

type Job = Parameters<Judgment['relevant']>[0];
type Rule = (job: Job) => boolean;
type Kind = Judgment['kind'] | 'company + role' | 'alias' | 'two-word skill' | 'nothing';

const sub = (...names: string[]) => ((job) => names.includes(job.job_sub_category)) as Rule;
const skill = (...names: string[]) => ((job) => job.skills.some((s) => names.includes(s))) as Rule;
const title = (pattern: RegExp) => ((job) => pattern.test(job.title)) as Rule;
const company = (slug: string) => ((job) => job.company_slug === slug) as Rule;
const all =
  (...rules: Rule[]): Rule =>
  (job) =>
    rules.every((rule) => rule(job));
const any =
  (...rules: Rule[]): Rule =>
  (job) =>
    rules.some((rule) => rule(job));
const engineering: Rule = (job) =>
  job.job_category === 'Engineering' || /engineer|developer|architect/i.test(job.title);
const senior: Rule = (job) => /\b(senior|staff|lead|principal|head)\b/i.test(job.title) || job.experience_min >= 5;
const lead: Rule = (job) => /\b(staff|lead|principal|head|group)\b/i.test(job.title) || job.experience_min >= 8;
const junior: Rule = (job) => /\b(junior|associate|graduate|intern)\b/i.test(job.title) || job.experience_max <= 3;
const js = skill('JavaScript', 'React', 'Node.js', 'TypeScript', 'Next.js');
const nothing: Rule = () => false;

const HARDER: { query: string; kind: Kind; relevant: Rule }[] = [
  // company + role: that company's roles (first), a company's short name
  { query: 'saffron python', kind: 'company + role', relevant: all(company('saffron-foods'), skill('Python')) },
  { query: 'northwind backend', kind: 'company + role', relevant: all(company('northwind-labs'), sub('Backend')) },
  { query: 'meridian react', kind: 'company + role', relevant: all(company('meridian-retail'), skill('React')) },
  { query: 'fjord payments engineer', kind: 'company + role', relevant: all(company('fjord-payments'), engineering) },
  { query: 'saffron frontend', kind: 'company + role', relevant: company('saffron-foods') },
  { query: 'nimbus android', kind: 'company + role', relevant: all(company('nimbus-media'), title(/android/i)) },
  {
    query: 'orchid data scientist',
    kind: 'company + role',
    relevant: all(company('orchid-biotech'), sub('Data Science')),
  },
  { query: 'quartz ios', kind: 'company + role', relevant: all(company('quartz-devices'), title(/\bios\b/i)) },
  { query: 'pinnacle devops', kind: 'company + role', relevant: all(company('pinnacle-insurance'), sub('DevOps')) },
  { query: 'tidewater', kind: 'company + role', relevant: company('tidewater-travel') },
  // aliases from the shipped table
  { query: 'sde', kind: 'alias', relevant: engineering },
  { query: 'swe', kind: 'alias', relevant: engineering },
  { query: 'js developer', kind: 'alias', relevant: js },
  { query: 'ts', kind: 'alias', relevant: skill('TypeScript') },
  { query: 'pm', kind: 'alias', relevant: sub('Product Management') },
  { query: 'qa', kind: 'alias', relevant: sub('Quality') },
  { query: 'ml engineer', kind: 'alias', relevant: sub('Machine Learning') },
  { query: 'postgres', kind: 'alias', relevant: skill('PostgreSQL') },
  { query: 'golang developer', kind: 'alias', relevant: skill('Go') },
  { query: 'mle', kind: 'alias', relevant: sub('Machine Learning') },
  { query: 'sdet', kind: 'alias', relevant: sub('Quality') },
  { query: 'powerbi', kind: 'alias', relevant: skill('Power BI') },
  // seniority words
  { query: 'senior ios engineer', kind: 'seniority', relevant: all(title(/\bios\b/i), senior) },
  { query: 'junior data scientist', kind: 'seniority', relevant: all(sub('Data Science'), junior) },
  { query: 'principal engineer', kind: 'seniority', relevant: all(engineering, lead) },
  { query: 'sr backend', kind: 'seniority', relevant: all(sub('Backend'), senior) },
  { query: 'entry level frontend', kind: 'seniority', relevant: all(sub('Frontend'), junior) },
  { query: 'lead designer', kind: 'seniority', relevant: all(sub('UX Design'), lead) },
  // two-word skills
  {
    query: 'machine learning',
    kind: 'two-word skill',
    relevant: any(sub('Machine Learning'), skill('Machine Learning')),
  },
  { query: 'spring boot', kind: 'two-word skill', relevant: skill('Spring Boot') },
  { query: 'github actions', kind: 'two-word skill', relevant: skill('GitHub Actions') },
  { query: 'power bi', kind: 'two-word skill', relevant: skill('Power BI') },
  { query: 'next.js developer', kind: 'two-word skill', relevant: skill('Next.js') },
  // misspellings
  { query: 'kotiln', kind: 'misspelling', relevant: skill('Kotlin') },
  { query: 'terrafrom', kind: 'misspelling', relevant: skill('Terraform') },
  { query: 'figam', kind: 'misspelling', relevant: skill('Figma') },
  { query: 'salesfroce', kind: 'misspelling', relevant: sub('CRM') },
  { query: 'andriod', kind: 'misspelling', relevant: title(/android/i) },
  // should find nothing
  { query: 'cobol mainframe', kind: 'nothing', relevant: nothing },
  { query: 'underwater basket weaving', kind: 'nothing', relevant: nothing },
  { query: 'xyzzy', kind: 'nothing', relevant: nothing },
  { query: 'plumber', kind: 'nothing', relevant: nothing },
];

const QUERIES: { query: string; kind: Kind; relevant: Rule }[] = [...JUDGMENTS, ...HARDER];

function scores(results: Job[], relevant: Rule, kind: Kind) {
  if (kind === 'nothing') return { p10: results.length === 0 ? 1 : 0, ndcg: results.length === 0 ? 1 : 0 };
  const top = results.slice(0, 10);
  const gains = top.map((job) => (relevant(job) ? 1 : 0));
  const hits = gains.reduce<number>((sum, g) => sum + g, 0);
  const dcg = gains.reduce<number>((sum, g, i) => sum + g / Math.log2(i + 2), 0);
  // the ideal: as many relevant jobs as the catalogue has, up to ten, at the top
  const ideal = Array.from({ length: Math.min(10, Math.max(top.length, hits)) }, (_, i) => 1 / Math.log2(i + 2));
  const idcg = ideal.reduce((sum, g) => sum + g, 0);
  return { p10: top.length ? hits / top.length : 0, ndcg: idcg ? dcg / idcg : 0 };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'talent-judged-'));
try {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await migrate(database);
  await seedDemoData(database.db);
  const pct = (v: number) => `${(v * 100).toFixed(0)}%`.padStart(5);
  const rows: { query: string; kind: Kind; p10: number; ndcg: number; count: number; note: string }[] = [];
  for (const q of QUERIES) {
    const found = await searchJobs(database.db, { searchTerm: q.query }, { page: 1, pageSize: 10 }, null);
    const results = found.results.map((job: JobCard) => ({ ...job, company_slug: job.company?.slug ?? null }));
    const note = found.correctedTerm ? `searched as '${found.correctedTerm}'` : found.partialMatch ? 'some words' : '';
    rows.push({ query: q.query, kind: q.kind, ...scores(results, q.relevant, q.kind), count: found.count, note });
  }
  console.info(`Judged query set: ${rows.length} queries over the demo catalogue\n`);
  console.info(`${'query'.padEnd(28)} ${'kind'.padEnd(15)} count  P@10 NDCG@10`);
  for (const r of rows) {
    console.info(
      `${r.query.padEnd(28)} ${r.kind.padEnd(15)} ${String(r.count).padStart(5)} ${pct(r.p10)}  ${pct(r.ndcg)}  ${r.note}`,
    );
  }
  const mean = (list: typeof rows, pick: (r: (typeof rows)[number]) => number) =>
    list.reduce((sum, r) => sum + pick(r), 0) / list.length;
  console.info('\nBy kind:');
  for (const kind of [...new Set(rows.map((r) => r.kind))]) {
    const list = rows.filter((r) => r.kind === kind);
    console.info(
      `  ${kind.padEnd(15)} ${String(list.length).padStart(3)} queries  P@10 ${pct(mean(list, (r) => r.p10))}  NDCG@10 ${pct(mean(list, (r) => r.ndcg))}`,
    );
  }
  console.info(
    `\nAll ${rows.length} queries: mean P@10 ${pct(mean(rows, (r) => r.p10))}  mean NDCG@10 ${pct(mean(rows, (r) => r.ndcg))}`,
  );
  await database.close();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
