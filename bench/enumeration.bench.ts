// Account enumeration by timing (decision 014): medians of N calls for a
// known and an unknown address, interleaved, through the real HTTP server
// (PGlite, fresh data folder): forgot-password, the public verification-link
// call and sign-up (a known address against a new one each time). The goal is
// known/unknown within 20 % of each other. Limits are raised for the run,
// since every call comes from one address.
// Run: npm run bench:enumeration  (ENUM_BENCH_N, DATABASE_URL to use PostgreSQL)
import { startServer } from '../e2e/harness.ts';
import { percentile } from './stats.ts';

const N = Number(process.env.ENUM_BENCH_N ?? 40);
const server = await startServer({
  LOG_LEVEL: 'error',
  SEED_DEMO_DATA: 'false',
  SIGNIN_LIMIT_PER_ACCOUNT: '1000000',
  SIGNIN_LIMIT_PER_ADDRESS: '1000000',
  SIGNUP_LIMIT_PER_ADDRESS: '1000000',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});

async function timed(path: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const median = (samples: number[]) => percentile([...samples].sort((a, b) => a - b), 50);
let counter = 0;
const fresh = () => `nobody.${Date.now()}.${counter++}@example.com`;

try {
  const known = `bench.known.${Date.now()}@example.com`;
  const signUp = (email: string) =>
    timed('/users/candidate/signup_v3/', {
      method: 'POST',
      body: JSON.stringify({ first_name: 'Bench', last_name: 'Mark', email, password: 'Bench@12345' }),
    });
  if ((await signUp(known)).status !== 201) throw new Error('sign-up failed');

  const cases: [string, (email: string) => Promise<{ ms: number; status: number }>][] = [
    ['forgot-password', (email) => timed(`/auth/forgot_password/?email_address=${encodeURIComponent(email)}`)],
    [
      'verification link',
      (email) => timed('/auth/send-email-verification-link/', { method: 'POST', body: JSON.stringify({ email }) }),
    ],
    ['sign-up', signUp],
  ];
  console.log(`${N} calls each, known and unknown interleaved, medians:`);
  for (const [label, call] of cases) {
    for (let i = 0; i < 5; i++) await call(fresh());
    const a: number[] = [];
    const b: number[] = [];
    const statuses = new Set<string>();
    for (let i = 0; i < N; i++) {
      const k = await call(known);
      const u = await call(fresh());
      a.push(k.ms);
      b.push(u.ms);
      statuses.add(`${k.status}/${u.status}`);
    }
    const ratio = median(a) / median(b);
    console.log(
      `${label.padEnd(18)} known ${median(a).toFixed(1)} ms  unknown ${median(b).toFixed(1)} ms  ratio ${ratio.toFixed(2)}  statuses ${[...statuses].join(' ')}  ${Math.abs(ratio - 1) <= 0.2 ? 'within 20 %' : 'OUTSIDE 20 %'}`,
    );
  }
} finally {
  await server.stop();
}
