// Open event streams against the API's other answers (decision 032): the real
// server on a fresh data folder, one candidate; the p95 of ordinary calls (the
// candidate's unread count, profile and a job search) with no streams open,
// then with STREAMS_BENCH_N live notification streams held open (all of one
// other user; nothing is written to them, so 'events received' stays 0).
// Target: no more than 10 % slower at p95 with the streams open.
// Run: npm run bench:streams  (STREAMS_BENCH_N, STREAMS_BENCH_REQUESTS, DATABASE_URL to use PostgreSQL)
import http from 'node:http';
import { availableParallelism } from 'node:os';
import { startServer } from '../e2e/harness.ts';
import { percentile } from './stats.ts';

const STREAMS = Number(process.env.STREAMS_BENCH_N ?? 1000);
const REQUESTS = Number(process.env.STREAMS_BENCH_REQUESTS ?? 600);
const CONCURRENCY = 4;

const server = await startServer({
  LOG_LEVEL: 'error',
  SEED_DEMO_DATA: 'false',
  SIGNIN_LIMIT_PER_ACCOUNT: '1000000',
  SIGNIN_LIMIT_PER_ADDRESS: '1000000',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const { hostname, port } = new URL(server.baseUrl);

async function signUp(email: string) {
  const password = 'Bench@12345';
  const post = (path: string, body: unknown) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signup = await post('/api/users/candidate/signup_v3/', {
    first_name: 'Bench',
    last_name: 'Streams',
    email,
    password,
  });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
  const signin = await post('/api/users/candidate/signin/', { email, password });
  const body = (await signin.json()) as { token?: string };
  if (signin.status !== 200 || !body.token) throw new Error(`sign-in failed: ${signin.status}`);
  return body.token;
}

/** One stream on its own socket; resolves once the server answered 200. */
function openStream(token: string, onEvent: () => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { hostname, port, path: `/api/notifications/stream/?token=${token}`, agent: false },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`stream answered ${response.statusCode}`));
        response.on('data', (chunk: Buffer) => {
          if (chunk.includes('event: notification')) onEvent();
        });
        resolve(request);
      },
    );
    request.on('error', reject);
  });
}

async function measure(calls: (() => Promise<void>)[]) {
  const samples: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const call = calls[next % calls.length]!;
        next += 1;
        const started = performance.now();
        await call();
        samples.push(performance.now() - started);
      }
    }),
  );
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

const streams: http.ClientRequest[] = [];
try {
  const token = await signUp(`bench.streams.${Date.now()}@example.com`);
  const listener = await signUp(`bench.listener.${Date.now()}@example.com`);
  const auth = { authorization: `Bearer ${token}` };
  const get = (path: string) => async () => {
    const response = await fetch(`${server.baseUrl}${path}`, { headers: auth });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  };
  const calls = [
    get('/api/notifications/unread-count/'),
    get('/api/v3/users/candidate/'),
    get('/api/v5/jobs/search/?search=engineer'),
  ];
  await measure(calls); // warm-up
  const before = await measure(calls);

  let received = 0;
  const opened = performance.now();
  for (let i = 0; i < STREAMS; i += 50) {
    const batch = Array.from({ length: Math.min(50, STREAMS - i) }, () => openStream(listener, () => (received += 1)));
    streams.push(...(await Promise.all(batch)));
  }
  const openMs = performance.now() - opened;
  const during = await measure(calls);

  console.log(
    `event streams, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${availableParallelism()} CPUs, ${REQUESTS} calls at ${CONCURRENCY} in flight (unread count, profile, search)`,
  );
  console.log(`no streams            p50 ${before.p50.toFixed(1)} ms  p95 ${before.p95.toFixed(1)} ms`);
  console.log(
    `${String(STREAMS).padEnd(5)} streams open     p50 ${during.p50.toFixed(1)} ms  p95 ${during.p95.toFixed(1)} ms  (opened in ${openMs.toFixed(0)} ms)`,
  );
  const ratio = during.p95 / before.p95;
  console.log(`p95 with streams / without: ${ratio.toFixed(3)} (${((ratio - 1) * 100).toFixed(1)} %; target ≤ 10 %)`);
  console.log(`streams still open: ${streams.filter((s) => !s.destroyed).length}; events received: ${received}`);
} finally {
  for (const stream of streams) stream.destroy();
  await server.stop();
}
