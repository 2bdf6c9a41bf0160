// Load: USERS simulated candidates at once on 127.0.0.1 for a bounded time,
// each signing in, then browsing, searching, saving, applying and editing the
// profile with a short think time. Prints requests per second, p50/p95/p99 per
// kind, 4xx refusals (already applied, …) and errors (5xx or no answer; goal 0).
// Run: npm run bench:load  (LOAD_USERS=200, LOAD_SECONDS=30, LOAD_ACCOUNTS=40,
// DATABASE_URL=postgres://… for PostgreSQL; port 18450)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBenchServer } from './server-process.ts';
import { percentile } from './stats.ts';

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const ACCOUNTS = Number(process.env.LOAD_ACCOUNTS ?? 40);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 250);
const PORT = Number(process.env.LOAD_PORT ?? 18450);
const PASSWORD = 'Load@12345';
const TERMS = ['engineer', 'react', 'data', 'manager', 'python', 'design', 'sales', 'java', 'cloud', 'analyst'];

type Kind = 'browse' | 'search' | 'signin' | 'apply' | 'save' | 'edit';
const samples: Record<Kind, number[]> = { browse: [], search: [], signin: [], apply: [], save: [], edit: [] };
const refusals: Record<Kind, number> = { browse: 0, search: 0, signin: 0, apply: 0, save: 0, edit: 0 };
const errors: string[] = [];

const dataDir = await mkdtemp(path.join(tmpdir(), 'talent-load-'));
const server = await startBenchServer(PORT, {
  DATA_DIR: dataDir,
  SEED_DEMO_DATA: 'true',
  SIGNIN_LIMIT_PER_ACCOUNT: '1000000',
  SIGNIN_LIMIT_PER_ADDRESS: '1000000',
  SIGNUP_LIMIT_PER_ADDRESS: '1000000',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { DATABASE_URL: '' }),
});
const base = server.baseUrl;

async function call(kind: Kind | null, method: string, url: string, token?: string, body?: unknown) {
  const started = performance.now();
  let status = 0;
  let json: unknown = null;
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    status = response.status;
    const text = await response.text();
    json = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
  } catch (error) {
    errors.push(`${method} ${url}: ${(error as Error).message}`);
    return { status: 0, json: null };
  }
  if (kind) {
    samples[kind].push(performance.now() - started);
    if (status >= 500) errors.push(`${method} ${url}: ${status}`);
    else if (status >= 400) refusals[kind] += 1;
  }
  return { status, json };
}

try {
  const runId = Date.now().toString(36);
  // accounts, signed up a few at a time (each an argon2id hash)
  const emails: string[] = [];
  for (let i = 0; i < ACCOUNTS; i += 4) {
    await Promise.all(
      Array.from({ length: Math.min(4, ACCOUNTS - i) }, async (_, j) => {
        const email = `load.${runId}.${i + j}@example.com`;
        const res = await call(null, 'POST', '/api/users/candidate/signup_v3/', undefined, {
          first_name: 'Load',
          last_name: `User${i + j}`,
          email,
          password: PASSWORD,
        });
        if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.json)}`);
        emails.push(email);
      }),
    );
  }
  const search = await call(null, 'GET', '/api/v5/jobs/search/?page=1');
  const results = ((search.json as { results?: { id: number; company_slug?: string; slug?: string }[] })?.results ??
    []) as { id: number }[];
  const jobIds = results.map((job) => job.id);
  if (!jobIds.length) throw new Error(`no jobs to browse: ${JSON.stringify(search.json).slice(0, 200)}`);

  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
  const deadline = Date.now() + SECONDS * 1000;
  const user = async (n: number) => {
    const email = emails[n % emails.length]!;
    const signin = async () =>
      (
        (await call('signin', 'POST', '/api/users/candidate/signin/', undefined, { email, password: PASSWORD }))
          .json as { token?: string } | null
      )?.token;
    let token = await signin();
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * THINK_MS));
      const roll = Math.random();
      if (roll < 0.3) await call('browse', 'GET', `/api/jobs/card/${pick(jobIds)}/`, token);
      else if (roll < 0.6) await call('search', 'GET', `/api/v5/jobs/search/?search_term=${pick(TERMS)}&page=1`);
      else if (roll < 0.72) await call('save', 'POST', '/api/save-or-update-job/', token, { job_id: pick(jobIds) });
      else if (roll < 0.82) await call('apply', 'POST', '/api/candidate_jobs/', token, { job: pick(jobIds) });
      else if (roll < 0.97) {
        await call('edit', 'PATCH', '/api/v2/users/candidate/', token, {
          current_location: pick(['Pune', 'Bengaluru', 'Chennai', 'Delhi']),
        });
      } else token = (await signin()) ?? token;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: USERS }, (_, n) => user(n)));
  const wallSeconds = (performance.now() - started) / 1000;

  const total = Object.values(samples).reduce((sum, list) => sum + list.length, 0);
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.info(
    `load: ${USERS} users, ${ACCOUNTS} accounts, ${SECONDS} s, think ${THINK_MS} ms avg, ${engine}, 127.0.0.1:${PORT}`,
  );
  console.info(`  ${total} requests in ${wallSeconds.toFixed(1)} s = ${(total / wallSeconds).toFixed(1)} req/s`);
  for (const kind of Object.keys(samples) as Kind[]) {
    const sorted = [...samples[kind]].sort((a, b) => a - b);
    if (!sorted.length) continue;
    console.info(
      `  ${kind.padEnd(7)} n=${String(sorted.length).padStart(6)}  p50 ${percentile(sorted, 50).toFixed(0).padStart(5)} ms` +
        `  p95 ${percentile(sorted, 95).toFixed(0).padStart(5)} ms  p99 ${percentile(sorted, 99).toFixed(0).padStart(5)} ms` +
        `  4xx ${refusals[kind]}`,
    );
  }
  console.info(`  errors (5xx or no answer): ${errors.length}`);
  for (const line of errors.slice(0, 10)) console.info(`    ${line}`);
  process.exitCode = errors.length ? 1 : 0;
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
