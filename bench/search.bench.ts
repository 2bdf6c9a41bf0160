// Job search under load (decision 009, search speed): 100,000 jobs, loaded through
// the same catalogue service as the admin command line, searched through the
// real HTTP server (a child process, so the load generator does not share its
// event loop) on PGlite and on PostgreSQL. For each kind of query — keyword,
// keyword + filters, filters only, deep page, and the facet counts of a
// search — it prints p50/p95 of sequential
// requests and the requests per second at 32 concurrent connections. The same
// run compares the full-text statements with a plain ILIKE baseline at the SQL
// level, measures relevance (precision@10 of queries whose right answers the
// generator knows) and prints EXPLAIN ANALYZE excerpts showing the indexes used.
// Last, whether searches hold the rest of the server (decision 029): p50/p95 of
// /api/health/ and of a job's details, one request at a time, alone and while
// 32 connections run keyword searches that the public cache cannot answer.
// It ends with the figures of decision 055 for answers no cache holds, both
// engines side by side against their targets: a keyword search (page + count,
// through the search itself, not the HTTP cache), facet counts (the repo's,
// not the service's memo), searches per second at 32 connections with a
// parameter of their own each, and /api/health/ and job details meanwhile.
//
//   npm run bench:search                         # PGlite, and PostgreSQL when it answers
//   BENCH_JOBS=20000 npm run bench:search        # a smaller run
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:search
//   BENCH_ILIKE=1 npm run bench:search           # also the plain ILIKE baseline (minutes at 100,000 jobs)
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { closeSearchIndex, searchIndexReady } from '../apps/api/src/modules/jobs/search-index.ts';
import { rowsOf } from '../apps/api/src/db/raw-query.ts';
import type { JobCard } from '@talent/contracts/jobs';
import {
  facetCounts,
  searchJobs,
  searchStatements,
  type SearchCriteria,
} from '../apps/api/src/modules/jobs/search.repo.ts';
import { EXPERIENCE_RANGES, parseExperienceRange } from '@talent/contracts/job-query';
import { freePort } from '../e2e/harness.ts';
import { COMPANIES, loadCatalogue, prng } from './catalogue.ts';
import { runLoad } from './http-load.ts';
import { percentile } from './stats.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 200);
const WARMUP = 20;
const CONCURRENCY = 32;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 6);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** pglite,postgres (default both); BENCH_KEEP_PG=1 keeps the database (BENCH_PG_DB) and reuses it next time. */
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const KEEP_PG = process.env.BENCH_KEEP_PG === '1';
/** The PostgreSQL database the run creates (BENCH_PG_DB, default bench_search), so parallel runs do not clash. */
const PG_DB = process.env.BENCH_PG_DB ?? 'bench_search';
const ILIKE = process.env.BENCH_ILIKE === '1';
/** The load's requests ask for a compressed answer as a browser does; the generator does not decode it. */
const AS_A_BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** Decision 055's figures of one engine, for the summary. */
interface Uncached {
  keyword: number[];
  facets: number[];
  searchesPerSecond: number;
  health: number[];
  details: number[];
}
const summary = new Map<string, Uncached>();

// ------------------------------------------------------------------ query kinds

const TERMS = [
  'python',
  'react developer',
  'data engineer',
  'kubernetes',
  'product manager',
  'java spring',
  'machine learning',
  'golang',
  'devops',
  'ios swift',
  'salesforce',
  'security engineer',
  'node.js',
  'payments',
  'flutter',
];
const CITIES = ['Bengaluru', 'Pune', 'Berlin', 'London', 'Remote', 'Hyderabad', 'Singapore', 'Austin'];
const RANGES = ['0-2', '2-5', '5-8', '8-12', '12+'];
const SUBS = ['Backend', 'Frontend', 'Data Engineering', 'DevOps', 'Mobile', 'Data Science', 'Product Management'];

type Kind = 'keyword' | 'keyword + filters' | 'filters only' | 'deep page' | 'facets';
const KINDS: Kind[] = ['keyword', 'keyword + filters', 'filters only', 'deep page', 'facets'];

function queriesOf(kind: Kind, n: number): Record<string, string>[] {
  const random = prng(kind.length * 7919);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: n }, (): Record<string, string> => {
    switch (kind) {
      case 'keyword':
        return { search_term: pick(TERMS) };
      case 'keyword + filters':
        return {
          search_term: pick(TERMS),
          ...(random() < 0.6 ? { location: pick(CITIES) } : {}),
          experience_range: pick(RANGES),
          ...(random() < 0.3 ? { remote: 'true' } : {}),
        };
      case 'filters only':
        return {
          job_sub_category: pick(SUBS),
          ...(random() < 0.5 ? { location: pick(CITIES) } : {}),
          ...(random() < 0.5 ? { experience_range: pick(RANGES) } : {}),
          ...(random() < 0.3 ? { company: `bench-company-${Math.floor(random() * COMPANIES)}` } : {}),
        };
      case 'facets':
        // the filter counts of a search (decision 018): keyword, keyword + filters, or filters only
        return random() < 0.4
          ? { search_term: pick(TERMS) }
          : random() < 0.5
            ? { search_term: pick(TERMS), location: pick(CITIES), experience_range: pick(RANGES) }
            : { job_sub_category: pick(SUBS), ...(random() < 0.5 ? { location: pick(CITIES) } : {}) };
      case 'deep page':
        return random() < 0.5
          ? { page: String(150 + Math.floor(random() * 100)) }
          : { search_term: pick(['engineer', 'developer']), page: String(50 + Math.floor(random() * 50)) };
    }
  });
}

const criteriaOf = (q: Record<string, string>): SearchCriteria => {
  const range = q.experience_range?.match(/^(\d+)(?:-(\d+)|\+)$/);
  return {
    searchTerm: q.search_term,
    location: q.location,
    subCategories: q.job_sub_category ? [q.job_sub_category] : [],
    companySlugs: q.company ? [q.company] : [],
    remote: q.remote === 'true' || undefined,
    experience: range ? { min: Number(range[1]), max: range[2] ? Number(range[2]) : 99 } : undefined,
  };
};

// ------------------------------------------------------------------ relevance

/**
 * Queries over the generated catalogue with the rule that says which jobs
 * should come back, from the fields the generator set (decision 018): the
 * first page's precision@10 and the match count, per query.
 */
type BenchJob = Pick<JobCard, 'title' | 'skills' | 'job_sub_category' | 'experience_min'>;
const hasSkill =
  (...names: string[]) =>
  (job: BenchJob) =>
    names.every((name) => job.skills.includes(name));
const inSub = (name: string) => (job: BenchJob) => job.job_sub_category === name;
const RELEVANCE: [string, (job: BenchJob) => boolean][] = [
  ['python', hasSkill('Python')],
  ['react developer', (job) => job.skills.includes('React') && /developer|engineer/i.test(job.title)],
  ['data engineer', inSub('Data Engineering')],
  ['kubernetes', hasSkill('Kubernetes')],
  ['k8s', hasSkill('Kubernetes')],
  ['product manager', inSub('Product Management')],
  ['java spring', hasSkill('Java', 'Spring')],
  ['machine learning', inSub('Machine Learning')],
  ['golang', hasSkill('Go')],
  ['devops', inSub('DevOps')],
  ['sre', (job) => /site reliability/i.test(job.title)],
  ['ios swift', hasSkill('Swift')],
  ['salesforce', hasSkill('Salesforce')],
  ['security engineer', inSub('Security')],
  ['node.js', hasSkill('Node.js')],
  [
    'senior python',
    (job) =>
      job.skills.includes('Python') && (/senior|lead|staff|principal/i.test(job.title) || job.experience_min >= 5),
  ],
  ['frontend', inSub('Frontend')],
  ['designer', inSub('UX Design')],
  ['pyhton', hasSkill('Python')],
  ['kubernetis', hasSkill('Kubernetes')],
];

async function relevanceLevel(database: Database) {
  const lines: string[] = [];
  let sum = 0;
  for (const [term, relevant] of RELEVANCE) {
    const found = await searchJobs(database.db, { searchTerm: term }, { page: 1, pageSize: 10 }, null);
    const top = found.results;
    const precision = top.length ? top.filter(relevant).length / top.length : 0;
    sum += precision;
    lines.push(
      `    ${term.padEnd(18)} ${String(found.count).padStart(6)}${found.countIsEstimate ? '~' : ' '} results  P@10 ${(precision * 100).toFixed(0).padStart(3)}%`,
    );
  }
  lines.unshift(
    `  Relevance (first page precision@10, ${RELEVANCE.length} queries): mean ${((sum / RELEVANCE.length) * 100).toFixed(0)}%`,
  );
  return lines;
}

// ------------------------------------------------------------------ measuring

const ms = (value: number) => `${value.toFixed(1)} ms`;

const BANDS = EXPERIENCE_RANGES.map((range) => ({ value: range.value, ...parseExperienceRange(range.value)! }));

/**
 * The database's part of answers no cache holds (decision 055), one at a
 * time: a keyword search as the service runs it (the term's analysis, the
 * planner's estimate, the page and its count) and the facet counts of the
 * facet queries (the repo's, below the service's memo); then the statements
 * alone, and the ILIKE baseline when asked.
 */
async function sqlLevel(database: Database, uncached: Pick<Uncached, 'keyword' | 'facets'>) {
  const lines: string[] = [];
  const keyword = queriesOf('keyword', SEQUENTIAL + WARMUP);
  const time = async (fn: () => Promise<unknown>) => {
    const t = performance.now();
    await fn();
    return performance.now() - t;
  };
  for (const [i, q] of keyword.entries()) {
    const took = await time(() => searchJobs(database.db, criteriaOf(q), { page: 1, pageSize: 20 }, null));
    if (i >= WARMUP) uncached.keyword.push(took);
  }
  for (const [i, q] of queriesOf('facets', SEQUENTIAL + WARMUP).entries()) {
    const took = await time(() => facetCounts(database.db, criteriaOf(q), BANDS));
    if (i >= WARMUP) uncached.facets.push(took);
  }
  const fts: number[] = [];
  const ilike: number[] = [];
  for (const [i, q] of keyword.slice(0, 60).entries()) {
    const statements = (await searchStatements(database.db, criteriaOf(q), { page: 1, pageSize: 20 }, null))!;
    const pattern = `%${q.search_term}%`;
    const a = await time(async () => {
      await rowsOf(database.db, statements.page);
      if (statements.count) await rowsOf(database.db, statements.count);
    });
    const b = ILIKE
      ? await time(async () => {
          await database.query(
            `SELECT j.id, j.title FROM jobs j WHERE j.is_published AND (j.title ILIKE $1 OR j.description ILIKE $1)
         ORDER BY j.published_at DESC, j.id DESC LIMIT 20`,
            [pattern],
          );
          await database.query(
            'SELECT count(*)::int FROM jobs j WHERE j.is_published AND (j.title ILIKE $1 OR j.description ILIKE $1)',
            [pattern],
          );
        })
      : 0;
    if (i >= 5) {
      fts.push(a);
      ilike.push(b);
    }
  }
  lines.push(
    `  Not cached, one at a time: keyword search (analysis, estimate, page + count) p50 ${ms(percentile(uncached.keyword, 50))}  p95 ${ms(percentile(uncached.keyword, 95))}` +
      `;  facet counts p50 ${ms(percentile(uncached.facets, 50))}  p95 ${ms(percentile(uncached.facets, 95))}`,
  );
  lines.push(
    `  SQL, keyword page + count   full-text: p50 ${ms(percentile(fts, 50))}  p95 ${ms(percentile(fts, 95))}` +
      (ILIKE
        ? `   |  ILIKE baseline: p50 ${ms(percentile(ilike, 50))}  p95 ${ms(percentile(ilike, 95))}`
        : '   (ILIKE baseline: BENCH_ILIKE=1)'),
  );
  return lines;
}

async function explains(database: Database) {
  const out: string[] = [];
  const samples: [Kind, Record<string, string>][] = [
    ['keyword', { search_term: 'data engineer' }],
    ['keyword + filters', { search_term: 'python', location: 'Bengaluru', experience_range: '2-5' }],
    ['filters only', { job_sub_category: 'DevOps', location: 'Pune' }],
    ['deep page', { page: '200' }],
  ];
  for (const [kind, q] of samples) {
    const page = Number(q.page ?? 1);
    const statements = (await searchStatements(database.db, criteriaOf(q), { page, pageSize: 20 }, null))!;
    for (const [name, statement] of [
      ['page', statements.page],
      ...(statements.count ? ([['count', statements.count]] as const) : []),
    ] as const) {
      const plan = await rowsOf<{ 'QUERY PLAN': string }>(
        database.db,
        sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${statement}`,
      );
      const lines = plan.map((row) => row['QUERY PLAN']);
      const interesting = lines.filter((line) =>
        /Index|Bitmap|Seq Scan|Limit|Sort|Execution Time|Recheck|Aggregate/.test(line),
      );
      out.push(`  -- ${kind} (${new URLSearchParams(q).toString()}), ${name}:`);
      out.push(...interesting.slice(0, 10).map((line) => `     ${line}`));
    }
  }
  return out;
}

async function startApi(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_ENV: 'PRODUCTION',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      FILE_SIGNING_SECRET: 'bench-files-bench-files-bench-files-0123',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'error',
      SEED_DEMO_DATA: 'false',
      RUN_WORKER: 'false',
      DATABASE_POOL_SIZE: '16',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health/ready/`)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // a running server answers from its search index, which it builds after it starts (decision 055)
  const started = performance.now();
  for (let i = 0; i < 1200; i++) {
    const metrics = await (await fetch(`${base}/metrics`)).text();
    if (Number(/^search_index_jobs (\d+)/m.exec(metrics)?.[1] ?? 0) > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.info(
    `  The server built its search index ${((performance.now() - started) / 1000).toFixed(1)} s after it was ready`,
  );
  return {
    base,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function httpLevel(base: string) {
  const lines: string[] = [];
  for (const kind of KINDS) {
    const path = kind === 'facets' ? '/api/jobs/job_filters/' : '/api/v5/jobs/search/';
    const urls = queriesOf(kind, SEQUENTIAL + WARMUP).map((q) => `${base}${path}?${new URLSearchParams(q).toString()}`);
    const latencies: number[] = [];
    let results = 0;
    for (const [i, url] of urls.entries()) {
      const t = performance.now();
      const response = await fetch(url);
      const body = (await response.json()) as { count?: number; job_sub_categories?: unknown[] };
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      if (i >= WARMUP) latencies.push(performance.now() - t);
      results += (body.count ?? body.job_sub_categories?.length ?? 0) > 0 ? 1 : 0;
    }
    const loaded = await runLoad({
      baseUrl: base,
      connections: CONCURRENCY,
      seconds: LOAD_SECONDS,
      next: (i) => ({
        path: urls[i % urls.length]!.slice(base.length),
        headers: AS_A_BROWSER,
      }),
    });
    if (loaded.failures) throw new Error(`${kind}: ${loaded.failures} requests failed under load`);
    lines.push(
      `  ${kind.padEnd(18)} p50 ${ms(percentile(latencies, 50)).padStart(9)}  p95 ${ms(percentile(latencies, 95)).padStart(9)}` +
        `   ${loaded.rps.toFixed(0).padStart(5)} req/s at ${CONCURRENCY} connections` +
        ` (p95 under load ${ms(loaded.p95)}; ${results}/${latencies.length + WARMUP} with results)`,
    );
  }
  return lines;
}

/** Requests one after another, `pause` ms apart, until `until`; their latencies. */
async function probe(url: () => string, until: () => boolean, pause = 0) {
  const latencies: number[] = [];
  while (!until()) {
    const t = performance.now();
    const response = await fetch(url());
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url()}: ${response.status}`);
    latencies.push(performance.now() - t);
    if (pause) await new Promise((resolve) => setTimeout(resolve, pause));
  }
  return latencies;
}

/**
 * /api/health/ and a job's details while searches run: PGlite computes on the
 * thread that calls it, so in the server's own thread one search holds every
 * other request (decision 029). The searches carry a parameter of their own
 * so that each one reaches the database (the public cache keys on the URL);
 * the job's details are probed as a visitor gets them (kept by the public
 * cache after the first answer) and with such a parameter (a database query
 * that waits its turn behind the searches). The probes pause between
 * requests, as a load balancer's health check does, so that they do not take
 * the machine's cores from the searches.
 */
async function responsiveness(base: string, uncached: Omit<Uncached, 'keyword' | 'facets'>) {
  const first = (await (await fetch(`${base}/api/v5/jobs/search/?page_size=1`)).json()) as {
    results: { url: string }[];
  };
  const [, , company, job] = new URL(first.results[0]!.url, base).pathname.split('/');
  const details = `${base}/api/jobs/details/${company}/${job}/`;
  let unique = 0;
  const probes = [
    ['/api/health/', () => `${base}/api/health/`],
    ['job details (cached)', () => details],
    ['job details (not cached)', () => `${details}?bench=${unique++}`],
  ] as const;
  const idle: number[][] = [];
  for (const [, url] of probes) {
    let n = 0;
    idle.push((await probe(url, () => n++ >= 50)).slice(10));
  }
  const terms = queriesOf('keyword', 200);
  // node:http, not fetch: the generator shares the two cores with the server (bench/http-load.ts)
  const load = runLoad({
    baseUrl: base,
    connections: CONCURRENCY,
    warmupSeconds: 1,
    seconds: LOAD_SECONDS,
    next: (i) => ({
      path: `/api/v5/jobs/search/?${new URLSearchParams({ ...terms[i % terms.length]!, bench: String(i) }).toString()}`,
      headers: AS_A_BROWSER,
    }),
  });
  // the searches fill the database's queue (the load's warm-up) before the probes start
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const deadline = performance.now() + LOAD_SECONDS * 1000;
  const busy = await Promise.all(probes.map(([, url]) => probe(url, () => performance.now() > deadline, 20)));
  const searched = await load;
  if (searched.failures) throw new Error(`search: ${searched.failures} requests failed`);
  const lines = [
    `  Other requests while ${CONCURRENCY} connections search (keyword, not cached), one at a time per kind:`,
  ];
  for (const [k, [name]] of probes.entries()) {
    const under = busy[k]!;
    lines.push(
      `    ${name.padEnd(25)} alone p95 ${ms(percentile(idle[k]!, 95)).padStart(9)}` +
        `   while searching p50 ${ms(percentile(under, 50)).padStart(9)}  p95 ${ms(percentile(under, 95)).padStart(9)}` +
        `  max ${ms(Math.max(...under)).padStart(9)}  (${under.length} requests)`,
    );
  }
  lines.push(`    searches meanwhile: ${searched.rps.toFixed(0)} req/s`);
  uncached.searchesPerSecond = searched.rps;
  uncached.health = busy[0]!;
  uncached.details = busy[2]!;
  return lines;
}

async function run(engine: 'PGlite' | 'PostgreSQL') {
  let databaseUrl: string | undefined;
  let dataDir: string | undefined;
  let dropPostgres: (() => Promise<void>) | undefined;
  let reuse = false;
  if (engine === 'PostgreSQL') {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [PG_DB])).rowCount;
    reuse = KEEP_PG && Boolean(exists);
    if (!reuse) {
      await admin.query(`DROP DATABASE IF EXISTS ${PG_DB} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${PG_DB}`);
    }
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${PG_DB}`;
    databaseUrl = url.toString();
    dropPostgres = async () => {
      if (KEEP_PG) return;
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${PG_DB} WITH (FORCE)`);
      await client.end();
    };
  } else {
    dataDir = await mkdtemp(path.join(tmpdir(), 'talent-bench-'));
  }
  try {
    const database = await openDatabase({ url: databaseUrl, dataDir: dataDir && path.join(dataDir, 'pglite') });
    const seconds = reuse ? (await migrate(database), 0) : await loadCatalogue(database, JOBS);
    // a bulk load leaves no visibility map or statistics; autovacuum would provide both in a running system
    await database.query('VACUUM ANALYZE');
    const [{ count }] = (await database.query<{ count: number }>('SELECT count(*)::int AS count FROM jobs')) as [
      { count: number },
    ];
    console.info(`\n${engine}: ${count} jobs loaded through the catalogue service in ${seconds.toFixed(0)} s`);
    const uncached: Uncached = { keyword: [], facets: [], searchesPerSecond: 0, health: [], details: [] };
    summary.set(engine, uncached);
    // with --expose-gc (npm run bench:search), the heap is measured after a full collection
    const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
    collect();
    const resident = process.memoryUsage().rss;
    const cpu = process.cpuUsage();
    const building = performance.now();
    const index = await searchIndexReady(database.db);
    const used = process.cpuUsage(cpu);
    collect();
    // the index lives in a thread of its own (decision 055): the process's resident memory counts both heaps,
    // and the thread's garbage that its collector has not yet reclaimed
    console.info(
      `  Search index (decision 055): ${index.jobs} jobs in ${((performance.now() - building) / 1000).toFixed(1)} s ` +
        `(${((used.user + used.system) / 1e6).toFixed(1)} s of this process's CPU, both threads), ` +
        `${((process.memoryUsage().rss - resident) / 1e6).toFixed(0)} MB more resident memory`,
    );
    const sqlLines = await sqlLevel(database, uncached);
    const relevanceLines = await relevanceLevel(database);
    const planLines = await explains(database);
    // PGlite is single-process: the bench lets go before the server opens the same folder
    closeSearchIndex(database.db);
    await database.close();
    const api = await startApi(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir! });
    try {
      console.info(
        '  HTTP GET /api/v5/jobs/search/ and /api/jobs/job_filters/ (facets) (sequential p50/p95, then 32 concurrent connections):',
      );
      for (const line of await httpLevel(api.base)) console.info(line);
      for (const line of await responsiveness(api.base, uncached)) console.info(line);
    } finally {
      await api.stop();
    }
    for (const line of sqlLines) console.info(line);
    for (const line of relevanceLines) console.info(line);
    console.info('  EXPLAIN ANALYZE excerpts:');
    for (const line of planLines) console.info(line);
  } finally {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await dropPostgres?.();
  }
}

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

console.info(
  `Job search benchmark: ${JOBS} jobs, ${SEQUENTIAL} sequential requests per kind, ${LOAD_SECONDS} s at ${CONCURRENCY} connections`,
);
if (ENGINES.includes('pglite')) await run('PGlite');
if (ENGINES.includes('postgres')) {
  if (await postgresAnswers()) await run('PostgreSQL');
  else console.info(`\nPostgreSQL: not reachable at ${PG_ADMIN_URL}; skipped`);
}

/** Decision 055's targets for answers no cache holds, both engines side by side. */
function printSummary() {
  if (summary.size === 0) return;
  const engines = [...summary.keys()];
  const p95 = (list: number[]) => percentile(list, 95);
  const rows: [
    string,
    (u: Uncached) => number,
    (engine: string) => string,
    (value: number, engine: string) => boolean,
  ][] = [
    [
      'keyword search p95 (ms)',
      (u) => p95(u.keyword),
      (e) => (e === 'PostgreSQL' ? '<= 15' : '<= 35'),
      (v, e) => v <= (e === 'PostgreSQL' ? 15 : 35),
    ],
    ['facet counts p95 (ms)', (u) => p95(u.facets), () => '<= 60', (v) => v <= 60],
    [
      'searches/s at 32 connections',
      (u) => u.searchesPerSecond,
      (e) => (e === 'PostgreSQL' ? '>= 200' : '-'),
      (v, e) => e !== 'PostgreSQL' || v >= 200,
    ],
    ['/api/health/ p95 meanwhile (ms)', (u) => p95(u.health), () => '< 10', (v) => v < 10],
    ['job details p95 meanwhile (ms)', (u) => p95(u.details), () => '(reported)', () => true],
  ];
  console.info(
    `\nNot cached (decision 055), ${JOBS} jobs, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}:`,
  );
  console.info(`  ${''.padEnd(34)}${engines.map((e) => `${e.padStart(12)} ${'target'.padStart(10)}  `).join('')}`);
  for (const [label, value, target, met] of rows) {
    const cells = engines.map((engine) => {
      const v = value(summary.get(engine)!);
      return `${v.toFixed(1).padStart(12)} ${target(engine).padStart(10)} ${met(v, engine) ? ' ' : '!'}`;
    });
    console.info(`  ${label.padEnd(34)}${cells.join(' ')}`);
  }
  console.info("  (! = target not met on this run; timings depend on the machine's load)");
}
printSummary();
