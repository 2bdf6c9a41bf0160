// The figures of the server under load, on PGlite and PostgreSQL side by side
// in one run, so that the next change can be compared with one command. Per
// engine, one production server (a child process on 127.0.0.1) with the demo
// data and SIGNED_IN_USERS candidates (40 signed up here, each with three
// applications, three saved and three viewed jobs, and the demo candidate):
//   1. signed-in reads: the candidate's profile (v3), applied jobs, saved and
//      recently viewed jobs, round robin over the users, at 100 connections;
//      then /api/health/ at 100 connections; the mix as a share of health;
//   2. server rendering: public pages the page cache cannot answer (each
//      address asked once) at 32 connections;
//   3. a mixed load of 200 simulated candidates (browse, search, save, apply,
//      edit, profile) with think time;
//   4. the job search figures of bench/search.bench.ts (a child process; its
//      own 100,000-job data set), when LOAD_SEARCH=1.
// Ratios to /api/health/ measured in the same run hold on a busy machine where
// absolute figures do not; the load average is printed.
// Run: npm run build && npm run bench:load
//   (LOAD_ENGINES=pglite,postgres  LOAD_PG_URL=postgres://postgres@127.0.0.1:5432/postgres
//    LOAD_SECONDS=10 (each phase)  LOAD_CONNECTIONS=100  LOAD_RENDER_CONNECTIONS=32
//    LOAD_USERS=200  LOAD_MIXED_SECONDS=15  LOAD_SEARCH=1  BENCH_JOBS=…; ports 18450-18451)
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runLoad, type LoadResult } from './http-load.ts';
import { mixedLoad, type MixedLoadResult } from './mixed-load.ts';
import { startBenchServer } from './server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENGINES = (process.env.LOAD_ENGINES ?? 'pglite,postgres').split(',');
const PG_ADMIN_URL = process.env.LOAD_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const RENDER_CONNECTIONS = Number(process.env.LOAD_RENDER_CONNECTIONS ?? 32);
const MIXED_USERS = Number(process.env.LOAD_USERS ?? 200);
const MIXED_SECONDS = Number(process.env.LOAD_MIXED_SECONDS ?? 15);
const SEARCH = process.env.LOAD_SEARCH === '1';
const ACCOUNTS = 40;
const PASSWORD = 'Load@12345';
const DEMO = { email: 'demo@talent500.dev', password: 'Demo@12345' };

interface EngineFigures {
  engine: string;
  load: string;
  signedIn: LoadResult;
  health: LoadResult;
  render: LoadResult;
  mixed: MixedLoadResult;
}

async function json(base: string, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null };
}

/** 40 candidates with applications, saved and viewed jobs, and the demo candidate: their tokens. */
async function prepareUsers(base: string, jobIds: number[]) {
  const runId = Date.now().toString(36);
  const accounts: { email: string; password: string }[] = [];
  const tokens: string[] = [];
  for (let i = 0; i < ACCOUNTS; i += 4) {
    await Promise.all(
      Array.from({ length: Math.min(4, ACCOUNTS - i) }, async (_, j) => {
        const n = i + j;
        const email = `load.${runId}.${n}@example.com`;
        const signup = await json(base, 'POST', '/api/users/candidate/signup_v3/', undefined, {
          first_name: 'Load',
          last_name: `User${n}`,
          email,
          password: PASSWORD,
        });
        if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${JSON.stringify(signup.body)}`);
        const signin = await json(base, 'POST', '/api/users/candidate/signin/', undefined, {
          email,
          password: PASSWORD,
        });
        const token = signin.body?.token as string;
        for (let k = 0; k < 3; k++) {
          const job = jobIds[(n * 3 + k) % jobIds.length]!;
          await json(base, 'POST', '/api/candidate_jobs/', token, { job });
          await json(base, 'POST', '/api/save-or-update-job/', token, {
            job_id: jobIds[(n * 3 + k + 1) % jobIds.length],
          });
          await json(base, 'GET', `/api/candidate_jobs/${jobIds[(n * 3 + k + 2) % jobIds.length]}/`, token);
        }
        accounts.push({ email, password: PASSWORD });
        tokens.push(token);
      }),
    );
  }
  const demo = await json(base, 'POST', '/api/users/candidate/signin/', undefined, DEMO);
  if (typeof demo.body?.token === 'string') {
    tokens.push(demo.body.token);
    accounts.push(DEMO);
  }
  return { accounts, tokens };
}

const SIGNED_IN_READS = [
  ['profile', '/api/v3/users/candidate/'],
  ['applied', '/api/applied_jobs/'],
  ['saved', '/api/active-saved-or-recently-viewed-jobs/?type=saved'],
  ['recent', '/api/active-saved-or-recently-viewed-jobs/?type=recently_viewed'],
] as const;

async function runEngine(engine: string, port: number): Promise<EngineFigures> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'talent-load-'));
  let dbName: string | null = null;
  let databaseUrl = '';
  if (engine === 'postgres') {
    dbName = `bench_load_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.href;
  }
  const server = await startBenchServer(port, {
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'true',
    SIGNIN_LIMIT_PER_ACCOUNT: '1000000',
    SIGNIN_LIMIT_PER_ADDRESS: '1000000',
    SIGNUP_LIMIT_PER_ADDRESS: '1000000',
    DATABASE_URL: databaseUrl,
  });
  try {
    const base = server.baseUrl;
    const search = await json(base, 'GET', '/api/v5/jobs/search/?page=1&page_size=30');
    const results = (search.body?.results ?? []) as { id: number; url: string }[];
    const jobIds = results.map((job) => job.id);
    if (!jobIds.length) throw new Error('no jobs to browse');
    const { accounts, tokens } = await prepareUsers(base, jobIds);

    // 1. signed-in reads, then /api/health/ on the same server
    const signedIn = await runLoad({
      baseUrl: base,
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      next: (i) => {
        const [kind, url] = SIGNED_IN_READS[i % SIGNED_IN_READS.length]!;
        const token = tokens[Math.floor(i / SIGNED_IN_READS.length) % tokens.length]!;
        return { path: url, kind, headers: { authorization: `Bearer ${token}` } };
      },
    });
    const health = await runLoad({
      baseUrl: base,
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      next: () => ({ path: '/api/health/' }),
    });

    // 2. server rendering: every address once, so the page cache never answers
    const jobPath = new URL(results[0]!.url, base).pathname;
    const company = jobPath.split('/')[2]!;
    const pages = ['/', '/talent/', '/jobs/', jobPath, `/${company}/`, `/jobs/${company}/`, '/blog/', '/about/'];
    const probe = await fetch(`${base}${jobPath}`).then((r) => r.text());
    if (!probe.includes('id="ssr-state"')) {
      console.warn('  (the pages are not rendered on the server: run `npm run build` first)');
    }
    const render = await runLoad({
      baseUrl: base,
      connections: RENDER_CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      next: (i) => {
        const page = pages[i % pages.length]!;
        return { path: `${page}?bench=${i}`, kind: page, headers: { accept: 'text/html' } };
      },
    });

    // 3. the mixed load of many candidates with think time
    const mixed = await mixedLoad({
      baseUrl: base,
      accounts,
      jobIds,
      users: MIXED_USERS,
      seconds: MIXED_SECONDS,
      thinkMs: 250,
    });
    const figures: EngineFigures = {
      engine: engine === 'postgres' ? 'PostgreSQL' : 'PGlite',
      load: loadavg()
        .map((n) => n.toFixed(1))
        .join(' '),
      signedIn,
      health,
      render,
      mixed,
    };
    return figures;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
}

const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const rps = (n: number) => `${n.toFixed(0)} req/s`;

function table(figures: EngineFigures[]) {
  const rows: [string, (f: EngineFigures) => string][] = [
    ['load average (1, 5, 15 min) after', (f) => f.load],
    [
      `signed-in reads, ${CONNECTIONS} connections`,
      (f) => `${rps(f.signedIn.rps)}, p50 ${ms(f.signedIn.p50)}, p99 ${ms(f.signedIn.p99)}`,
    ],
    ...SIGNED_IN_READS.map(
      ([kind]) =>
        [
          `  ${kind}`,
          (f: EngineFigures) =>
            `p50 ${ms(f.signedIn.kinds[kind]?.p50 ?? NaN)}, p99 ${ms(f.signedIn.kinds[kind]?.p99 ?? NaN)}`,
        ] as [string, (f: EngineFigures) => string],
    ),
    [`/api/health/, ${CONNECTIONS} connections`, (f) => `${rps(f.health.rps)}, p99 ${ms(f.health.p99)}`],
    ['signed-in reads as a share of health', (f) => `${((f.signedIn.rps / f.health.rps) * 100).toFixed(1)} %`],
    [
      `uncached page renders, ${RENDER_CONNECTIONS} connections`,
      (f) => `${rps(f.render.rps)}, p50 ${ms(f.render.p50)}, p99 ${ms(f.render.p99)}`,
    ],
    ['uncached page renders as a share of health', (f) => `${((f.render.rps / f.health.rps) * 100).toFixed(1)} %`],
    [
      `mixed load, ${MIXED_USERS} candidates`,
      (f) => `${rps(f.mixed.rps)}, p50 ${ms(f.mixed.p50)}, p99 ${ms(f.mixed.p99)}`,
    ],
    ['  mixed: profile reads', (f) => `p50 ${ms(f.mixed.kinds.profile.p50)}, p99 ${ms(f.mixed.kinds.profile.p99)}`],
    [
      '  mixed: errors (5xx, no answer) / failed reads',
      (f) =>
        `${f.mixed.errors.length} / ${f.signedIn.failures + f.health.failures + f.render.failures} of ${f.signedIn.requests + f.health.requests + f.render.requests}`,
    ],
  ];
  const width = Math.max(...rows.map(([name]) => name.length)) + 2;
  const columns = figures.map((f) => Math.max(f.engine.length, ...rows.map(([, value]) => value(f).length)) + 2);
  console.info(`${'figure'.padEnd(width)}${figures.map((f, i) => f.engine.padEnd(columns[i]!)).join('')}`);
  for (const [name, value] of rows) {
    console.info(`${name.padEnd(width)}${figures.map((f, i) => value(f).padEnd(columns[i]!)).join('')}`);
  }
  for (const f of figures) for (const line of f.mixed.errors.slice(0, 5)) console.info(`  ${f.engine}: ${line}`);
}

/** bench/search.bench.ts as it is, in a child process: its figures printed after the table. */
function searchFigures(): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/search.bench.ts'], {
      cwd: root,
      env: { ...process.env, BENCH_ENGINES: ENGINES.join(','), BENCH_PG_URL: PG_ADMIN_URL },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve(code === 0 ? output : `${output}\n(search benchmark exited with ${code})`));
  });
}

console.info(
  `bench:load: ${ACCOUNTS + 1} signed-in users, ${SECONDS} s per phase after ${WARMUP_SECONDS} s of warm-up, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} at start`,
);
const figures: EngineFigures[] = [];
for (const [i, engine] of ENGINES.entries()) figures.push(await runEngine(engine, 18450 + i));
console.info('');
table(figures);
if (SEARCH) {
  console.info('\nJob search (bench/search.bench.ts):');
  console.info(await searchFigures());
}
process.exitCode = figures.some((f) => f.mixed.errors.length) ? 1 : 0;
