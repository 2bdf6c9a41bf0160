// Sign-in latency through the real HTTP server (decision 006): the
// built server on a fresh data folder (PGlite), one account, then N sign-ins
// one after another and N more with C in flight at once. Each sign-in is an
// argon2id verification (19 MiB, t=2, p=1; apps/api/src/lib/password.ts) plus
// a login-count update and a refresh token insert. The rate limits are raised
// for the run, since every attempt comes from one address.
// Run: npm run bench:signin  (SIGNIN_BENCH_N, SIGNIN_BENCH_CONCURRENCY, DATABASE_URL to use PostgreSQL)
import { availableParallelism } from 'node:os';
import { startServer } from '../e2e/harness.ts';
import { percentile } from './stats.ts';

const N = Number(process.env.SIGNIN_BENCH_N ?? 200);
const CONCURRENCY = Number(process.env.SIGNIN_BENCH_CONCURRENCY ?? 4);
const WARMUP = 10;

const server = await startServer({
  LOG_LEVEL: 'error',
  SEED_DEMO_DATA: 'false',
  SIGNIN_LIMIT_PER_ACCOUNT: '1000000',
  SIGNIN_LIMIT_PER_ADDRESS: '1000000',
  SIGNUP_LIMIT_PER_ADDRESS: '1000000',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});

function report(label: string, samples: number[], wallMs: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  const line = [
    `p50 ${percentile(sorted, 50).toFixed(1)} ms`,
    `p95 ${percentile(sorted, 95).toFixed(1)} ms`,
    `p99 ${percentile(sorted, 99).toFixed(1)} ms`,
    `max ${sorted.at(-1)!.toFixed(1)} ms`,
    `${((samples.length / wallMs) * 1000).toFixed(1)} sign-ins/s`,
  ].join('  ');
  console.log(`${label.padEnd(28)} ${line}`);
}

try {
  const email = `bench.${Date.now()}@example.com`;
  const password = 'Bench@12345';
  const signup = await fetch(`${server.baseUrl}/api/users/candidate/signup_v3/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Bench', last_name: 'Mark', email, password }),
  });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);

  const signIn = async () => {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/users/candidate/signin/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const body = (await response.json()) as { token?: string };
    if (response.status !== 200 || !body.token) throw new Error(`sign-in failed: ${response.status}`);
    return performance.now() - started;
  };

  for (let i = 0; i < WARMUP; i++) await signIn();

  const sequential: number[] = [];
  let wall = performance.now();
  for (let i = 0; i < N; i++) sequential.push(await signIn());
  const sequentialWall = performance.now() - wall;

  const concurrent: number[] = [];
  let next = 0;
  wall = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < N) {
        next += 1;
        concurrent.push(await signIn());
      }
    }),
  );
  const concurrentWall = performance.now() - wall;

  console.log(
    `sign-in through HTTP, argon2id m=19456 KiB t=2 p=1, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${availableParallelism()} CPUs, ${N} sign-ins each`,
  );
  report('one at a time', sequential, sequentialWall);
  report(`${CONCURRENCY} in flight`, concurrent, concurrentWall);
} finally {
  await server.stop();
}
