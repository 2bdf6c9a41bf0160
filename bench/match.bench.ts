// The judged profile set of 'Jobs for you' (decision 038): 35 profiles from
// fresher to principal, in seven fields and five places, each given the jobs
// the demo catalogue has for them through the same service the dashboard
// calls. A job is right for a profile when it is in the profile's field and
// its range of years is not a seniority mismatch (gain 1), and more so when
// it is also where the person works or remote (gain 2). Prints NDCG@10 per
// profile and overall, and the seniority mismatches in each top 10 (target 0).
// Then the speed of one 'Jobs for you' (the service the route calls, without
// HTTP) against the bench catalogue of 100,000 jobs (bench/catalogue.ts) on
// PGlite and on PostgreSQL, with the plan of the pool's statement. Each list
// is kept ranked under the version of its inputs (decision 038), so three
// reads are timed, one at a time and at 32 connections: cold (a candidate's
// first read, or the first after their profile or the catalogue changed: the
// pool is retrieved and ranked; every read a different candidate), warm (the
// list is kept: the inputs' statement and the page's cards), and cold at 32
// connections (every connection a different candidate, as when every
// dashboard is first read at once). Then a job changes (one published, then
// the same one closed) and every kept list is read again, one at a time and at
// 32 connections: each read folds the change into its kept list (decision
// 038, 'A job change folded in'); a sample of those lists is compared with a
// fresh ranking. Targets (p95): 100 ms on PostgreSQL, 250 ms on PGlite, one at
// a time and at 32 connections.
//
//   npm run bench:match
//   BENCH_JOBS=20000 npm run bench:match          # a smaller catalogue
//   BENCH_ENGINES=postgres BENCH_KEEP_PG=1 npm run bench:match   # keep bench_match and reuse it next time
//   BENCH_PG_DB=my_db npm run bench:match          # another database name on the server
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { experienceMismatch } from '@talent/contracts/fit';
import { openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { seedDemoData } from '../apps/api/src/seeds/seed.ts';
import { createJobFit } from '../apps/api/src/modules/jobs/job-fit.service.ts';
import { rankJobsForYou, type RankedJobsForYou } from '../apps/api/src/modules/jobs/jobs-for-you.ts';
import { createCatalogueService } from '../apps/api/src/modules/jobs/catalogue.service.ts';
import { createComputedCache } from '../apps/api/src/lib/computed-cache.ts';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/api/src/db/raw-query.ts';
import { jobsForYouInputsOf, jobsForYouPoolQuery } from '../apps/api/src/modules/jobs/fit.repo.ts';
import { loadCatalogue } from './catalogue.ts';
import { percentile } from './stats.ts';

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DB = process.env.BENCH_PG_DB ?? 'bench_match';
const KEEP_PG = process.env.BENCH_KEEP_PG === '1';

const FIELDS = [
  { sub: 'Frontend', role: 'Frontend developer', skills: ['React', 'TypeScript', 'CSS'] },
  { sub: 'Backend', role: 'Backend engineer', skills: ['Node.js', 'PostgreSQL', 'Go'] },
  { sub: 'Data Science', role: 'Data scientist', skills: ['Python', 'SQL', 'Statistics'] },
  { sub: 'DevOps', role: 'DevOps engineer', skills: ['Kubernetes', 'Terraform', 'AWS'] },
  { sub: 'UX Design', role: 'Product designer', skills: ['Figma', 'Prototyping', 'User research'] },
  { sub: 'Data Engineering', role: 'Data engineer', skills: ['Spark', 'SQL', 'Airflow'] },
  { sub: 'Machine Learning', role: 'ML engineer', skills: ['Python', 'PyTorch', 'MLOps'] },
];
const LEVELS = [
  { name: 'fresher', years: 0 },
  { name: 'junior', years: 2 },
  { name: 'mid', years: 5 },
  { name: 'senior', years: 8.5 },
  { name: 'principal', years: 14 },
];
const PLACES = [
  { city: 'Bengaluru, India', country: 'IN' },
  { city: 'Pune, India', country: 'IN' },
  { city: 'Berlin, Germany', country: 'DE' },
  { city: 'London, United Kingdom', country: 'GB' },
  { city: 'Hyderabad, India', country: 'IN' },
];

interface Profile {
  label: string;
  field: (typeof FIELDS)[number];
  years: number;
  place: (typeof PLACES)[number];
}
const PROFILES: Profile[] = FIELDS.flatMap((field, f) =>
  LEVELS.map((level, l) => ({
    label: `${level.name} ${field.sub.toLowerCase()}, ${PLACES[(f + l) % PLACES.length]!.city.split(',')[0]}`,
    field,
    years: level.years,
    place: PLACES[(f + l) % PLACES.length]!,
  })),
);

async function addProfile(database: Database, profile: Profile, n: number): Promise<number> {
  const [user] = await database.query<{ id: string }>(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [
    `match-bench-${n}-${Date.now()}@example.com`,
  ]);
  const [candidate] = await database.query<{ id: number }>(
    `INSERT INTO candidates (user_id, country_code, skills, experience_years, is_fresher, current_location,
       open_to_remote_work, job_profile_preference)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, true, $7) RETURNING id`,
    [
      user!.id,
      profile.place.country,
      JSON.stringify(
        profile.field.skills.map((name) => ({ name, exp_years: String(Math.min(9, Math.round(profile.years))) })),
      ),
      profile.years,
      profile.years === 0,
      profile.place.city,
      profile.field.role,
    ],
  );
  return candidate!.id;
}

const fitService = (database: Database, countRead?: (list: 'kept' | 'folded' | 'ranked') => void) =>
  createJobFit({
    db: database.db,
    jobsForYouCache: createComputedCache<RankedJobsForYou>({ prefix: 'bench:', maxEntries: 5000 }),
    countRead,
  });

/** A job most frontend and backend profiles' pools take in: the change folded into their kept lists. */
const CHANGED_JOB = {
  job_code: 'MATCH-BENCH-CHANGE',
  company: 'bench-company-0',
  title: 'Senior React Node.js Developer',
  description: '<p>React, TypeScript, CSS, Node.js, PostgreSQL and Go on one team.</p>',
  location: 'Bengaluru, Karnataka, India',
  country_code: 'IN',
  job_category: 'Engineering',
  job_sub_category: 'Frontend',
  skills: ['React', 'TypeScript', 'Node.js'],
  experience_min: 3,
  experience_max: 9,
};

async function quality(database: Database) {
  const fit = fitService(database);
  const jobs = await database.query<{
    id: number;
    job_sub_category: string;
    experience_min: number;
    experience_max: number;
    location: string;
    is_remote: boolean;
  }>('SELECT id, job_sub_category, experience_min, experience_max, location, is_remote FROM jobs WHERE is_published');
  const byId = new Map(jobs.map((job) => [Number(job.id), job]));
  const lines: string[] = [];
  let ndcgSum = 0;
  let mismatches = 0;
  for (const [n, profile] of PROFILES.entries()) {
    const candidateId = await addProfile(database, profile, n);
    const gain = (id: number) => {
      const job = byId.get(id)!;
      if (job.job_sub_category !== profile.field.sub) return 0 as number;
      if (experienceMismatch(profile.years, job.experience_min, job.experience_max)) return 0;
      return job.is_remote || job.location.split(',')[0] === profile.place.city.split(',')[0] ? 2 : 1;
    };
    const { results } = await fit.jobsForYou(candidateId, { page: 1, pageSize: 10 });
    const top = results.map((job) => job.id);
    const dcg = top.reduce((sum, id, i) => sum + (2 ** gain(id) - 1) / Math.log2(i + 2), 0);
    const ideal = jobs
      .map((job) => gain(Number(job.id)))
      .sort((a, b) => b - a)
      .slice(0, 10)
      .reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
    const ndcg = ideal ? dcg / ideal : 1;
    const wrongSeniority = top.filter((id) => {
      const job = byId.get(id)!;
      return experienceMismatch(profile.years, job.experience_min, job.experience_max);
    }).length;
    ndcgSum += ndcg;
    mismatches += wrongSeniority;
    lines.push(
      `  ${profile.label.padEnd(36)} ${String(profile.years).padStart(4)} yrs  NDCG@10 ${(ndcg * 100).toFixed(0).padStart(3)}%` +
        `  seniority mismatches in top 10: ${wrongSeniority}`,
    );
  }
  lines.push(
    `  ${PROFILES.length} profiles: mean NDCG@10 ${((ndcgSum / PROFILES.length) * 100).toFixed(1)}%,` +
      ` seniority mismatches in all top 10s: ${mismatches}`,
  );
  return lines;
}

/** Cold, warm and after a job change, each one at a time and at 32 connections: p50/p95 of each. */
async function speed(database: Database, label: string) {
  const reads = { kept: 0, folded: 0, ranked: 0 };
  const fit = fitService(database, (list) => (reads[list] += 1));
  let n = 1000;
  const candidates = async (count: number) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) ids.push(await addProfile(database, PROFILES[i % PROFILES.length]!, (n += 1)));
    return ids;
  };
  const time = async (id: number) => {
    const t = performance.now();
    await fit.jobsForYou(id, { page: 1, pageSize: 10 });
    return performance.now() - t;
  };
  const sequentially = async (ids: readonly number[]) => {
    const out: number[] = [];
    for (const id of ids) out.push(await time(id));
    return out;
  };
  const at32 = async (ids: readonly number[]) => {
    const out: number[] = [];
    await Promise.all(
      Array.from({ length: 32 }, async (_, worker) => {
        for (let i = worker; i < ids.length; i += 32) out.push(await time(ids[i]!));
      }),
    );
    return out;
  };
  const counted = async (run: () => Promise<number[]>) => {
    const before = { ...reads };
    const samples = await run();
    const how = (Object.keys(reads) as (keyof typeof reads)[])
      .filter((list) => reads[list] > before[list])
      .map((list) => `${reads[list] - before[list]} ${list}`)
      .join(', ');
    return { samples, how };
  };
  // the engine's own caches warmed on other candidates, as in a running system: every pooled
  // connection has run each statement, and PostgreSQL plans a kept statement for its parameters
  // five times on each connection before it keeps a generic plan (decision 038)
  await at32(await candidates(96));
  const first = await candidates(105);
  const cold = await counted(() => sequentially(first));
  const warm = await counted(() => sequentially(first));
  const warm32 = await counted(() => at32(Array.from({ length: 192 }, (_, i) => first[i % first.length]!)));
  const second = await candidates(192);
  const cold32 = await counted(() => at32(second));
  // a job published: every kept list folds it in on its next read
  await database.query('DELETE FROM jobs WHERE job_code = $1', [CHANGED_JOB.job_code]);
  await sequentially([...first, ...second]);
  await createCatalogueService({ db: database.db, now: () => new Date() }).importJobs([CHANGED_JOB]);
  const changed = await counted(() => sequentially(first));
  // the same job closed: lists holding it drop it and take the next job in
  await createCatalogueService({ db: database.db, now: () => new Date() }).setJobPublished(CHANGED_JOB.job_code, false);
  const changed32 = await counted(() => at32(second));
  // folded lists against a fresh ranking of the same inputs
  let same = 0;
  const sample = [...first.slice(0, 8), ...second.slice(0, 8)];
  for (const id of sample) {
    const kept = await fit.jobsForYou(id, { page: 1, pageSize: 100 });
    const fresh = await rankJobsForYou(database.db, (await jobsForYouInputsOf(database.db, id))!);
    if (kept.count === fresh.ids.length && kept.results.every((job, i) => job.id === fresh.ids[i])) same += 1;
  }
  await database.query('DELETE FROM jobs WHERE job_code = $1', [CHANGED_JOB.job_code]);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const line = (name: string, { samples, how }: { samples: number[]; how: string }) =>
    `    ${name.padEnd(34)} p50 ${ms(percentile(samples, 50)).padStart(9)}  p95 ${ms(percentile(samples, 95)).padStart(9)}  (${how})`;
  return [
    `  ${label}:`,
    line('cold, one at a time', cold),
    line('cold, 32 connections', cold32),
    line('warm, one at a time', warm),
    line('warm, 32 connections', warm32),
    line('after a job change, one at a time', changed),
    line('after a job change, 32 connections', changed32),
    `    folded lists equal to a fresh ranking: ${same} of ${sample.length}`,
  ];
}

/** The pool statement's plan for one profile: which indexes answer it, and how long it ran. */
async function plan(database: Database) {
  const id = await addProfile(database, PROFILES[0]!, 2000);
  const inputs = (await jobsForYouInputsOf(database.db, id))!;
  const rows = await rowsOf<Record<string, string>>(
    database.db,
    sql`EXPLAIN (ANALYZE, COSTS OFF) ${jobsForYouPoolQuery(inputs)}`,
  );
  return rows
    .map((row) => Object.values(row)[0]!)
    .filter((line) => /Scan|Limit|Execution Time/.test(line))
    .map((line) => `    ${line.trim()}`);
}

async function catalogueSpeed(database: Database, engine: string, reuse: boolean) {
  await migrate(database);
  const seconds = reuse ? 0 : await loadCatalogue(database, JOBS);
  // a bulk load leaves no statistics; autovacuum would provide them in a running system
  await database.query('VACUUM ANALYZE');
  const [{ jobs }] = (await database.query<{ jobs: number }>(
    'SELECT count(*)::int AS jobs FROM jobs WHERE is_published',
  )) as [{ jobs: number }];
  if (seconds) console.info(`  ${engine}: bench catalogue loaded in ${seconds.toFixed(0)} s`);
  for (const line of await speed(database, `${engine}, ${jobs} open jobs`)) console.info(line);
  for (const line of await plan(database)) console.info(line);
  await database.query("DELETE FROM users WHERE email LIKE 'match-bench-%'");
}

async function postgresDatabase(): Promise<{ url: string; reuse: boolean; drop: () => Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [PG_DB])).rowCount;
  const reuse = KEEP_PG && Boolean(exists);
  if (!reuse) {
    await admin.query(`DROP DATABASE IF EXISTS ${PG_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_DB}`);
  }
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${PG_DB}`;
  return {
    url: url.toString(),
    reuse,
    drop: async () => {
      if (KEEP_PG) return;
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${PG_DB} WITH (FORCE)`);
      await client.end();
    },
  };
}

const demoDir = await mkdtemp(path.join(tmpdir(), 'talent-match-'));
try {
  const database = await openDatabase({ dataDir: path.join(demoDir, 'pglite') });
  await migrate(database);
  await seedDemoData(database.db);
  const [{ count }] = (await database.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM jobs WHERE is_published',
  )) as [{ count: number }];
  console.info(`'Jobs for you' judged profiles over the demo catalogue (${count} open jobs):`);
  for (const line of await quality(database)) console.info(line);
  await database.close();
} finally {
  await rm(demoDir, { recursive: true, force: true });
}

console.info(
  `\nSpeed of one 'Jobs for you' against ${JOBS} bench jobs (cold: retrieve through the search index and rank;` +
    ` warm: the kept ranking; after a job change: the change folded into the kept ranking).` +
    ` Targets p95: PostgreSQL 100 ms, PGlite 250 ms, one at a time and at 32 connections:`,
);
if (ENGINES.includes('pglite')) {
  const dir = await mkdtemp(path.join(tmpdir(), 'talent-match-'));
  try {
    const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    await catalogueSpeed(database, 'PGlite', false);
    await database.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
if (ENGINES.includes('postgres')) {
  const target = await postgresDatabase();
  if (!target) console.info(`  PostgreSQL: not reachable at ${PG_ADMIN_URL}; skipped`);
  else {
    try {
      const database = await openDatabase({ url: target.url });
      await catalogueSpeed(database, 'PostgreSQL', target.reuse);
      await database.close();
    } finally {
      await target.drop();
    }
  }
}
