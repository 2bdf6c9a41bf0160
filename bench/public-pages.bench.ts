// Public data under load, in one run per engine: requests per second of
// /api/health/, a job's details (API), the job's page (server-rendered HTML)
// and a keyword search, each at 10 connections for a few seconds, and each as
// a share of /api/health/ measured in the same run (a ratio holds on a busy
// machine where absolute figures do not). Anonymous requests, as a visitor or
// a CDN makes them (decision 026).
// Run: npm run build && npm run bench:public
//   (PUBLIC_SECONDS=5, PUBLIC_CONNECTIONS=10, BENCH_ENGINES=pglite,postgres,
//    BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres; ports 18470-18471)
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startBenchServer } from './server-process.ts';
import { percentile } from './stats.ts';

const SECONDS = Number(process.env.PUBLIC_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.PUBLIC_CONNECTIONS ?? 10);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function hammer(url: string) {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) {
        const started = performance.now();
        try {
          const response = await fetch(url);
          await response.arrayBuffer();
          if (response.status !== 200) failures += 1;
        } catch {
          failures += 1;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  return { rps: latencies.length / SECONDS, p95: percentile(latencies, 95), failures };
}

async function run(engine: string, port: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'talent-public-'));
  let dbName: string | null = null;
  let databaseUrl = '';
  if (engine === 'postgres') {
    dbName = `bench_public_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.href;
  }
  const server = await startBenchServer(port, { DATA_DIR: dataDir, SEED_DEMO_DATA: 'true', DATABASE_URL: databaseUrl });
  try {
    const base = server.baseUrl;
    const search = (await (await fetch(`${base}/api/v5/jobs/search/?page_size=1`)).json()) as {
      results: { url: string }[];
    };
    const jobPath = new URL(search.results[0]!.url, base).pathname;
    const [, , company, job] = jobPath.split('/');
    const targets = [
      ['/api/health/', `${base}/api/health/`],
      ['job details (API)', `${base}/api/jobs/details/${company}/${job}/`],
      ['job page (HTML)', `${base}${jobPath}`],
      ['keyword search (API)', `${base}/api/v5/jobs/search/?search_term=engineer`],
    ] as const;
    // one warm-up pass: the first render and the first query plans are not the steady state
    for (const [, url] of targets) await fetch(url).then((r) => r.arrayBuffer());
    const results = [];
    for (const [name, url] of targets) results.push({ name, ...(await hammer(url)) });
    const health = results[0]!.rps;
    console.log(
      `${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${CONNECTIONS} connections, ${SECONDS} s each, load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    for (const r of results)
      console.log(
        `  ${r.name.padEnd(22)} ${r.rps.toFixed(0).padStart(6)} req/s  p95 ${r.p95.toFixed(1).padStart(7)} ms  ${((r.rps / health) * 100).toFixed(0).padStart(4)} % of /api/health/${r.failures ? `  (${r.failures} failed)` : ''}`,
      );
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

for (const [i, engine] of ENGINES.entries()) await run(engine, 18470 + i);
