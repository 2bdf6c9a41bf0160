// Account enumeration by timing (decision 014): medians of N calls for a
// known and an unknown address, interleaved (which goes first alternates), through the real HTTP server
// (PGlite, fresh data folder): forgot-password, the public verification-link
// call and sign-up (a known address against a new one each time) — sign-up in
// both modes: instant (the default: a known address answers 409, by design)
// and confirm-first (SIGNUP_CONFIRMATION=email: one 202 for every address),
// plus confirm-first's resend. The goal is known/unknown within 20 % of each
// other wherever the answers are alike. Limits are raised for the run, since
// every call comes from one address.
// Run: npm run bench:enumeration  (ENUM_BENCH_N, DATABASE_URL to use PostgreSQL)
import { startServer, type RunningServer } from '../e2e/harness.ts';
import { percentile } from './stats.ts';

const N = Number(process.env.ENUM_BENCH_N ?? 40);
const PASSWORD = 'Bench@12345';
const env = {
  LOG_LEVEL: 'error',
  SEED_DEMO_DATA: 'false',
  SIGNIN_LIMIT_PER_ACCOUNT: '1000000',
  SIGNIN_LIMIT_PER_ADDRESS: '1000000',
  SIGNUP_LIMIT_PER_ADDRESS: '1000000',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
};

type Call = (email: string) => Promise<{ ms: number; status: number }>;

async function timed(server: RunningServer, path: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const median = (samples: number[]) =>
  percentile(
    [...samples].sort((a, b) => a - b),
    50,
  );
let counter = 0;
const fresh = () => `nobody.${Date.now()}.${counter++}@example.com`;

const signUp =
  (server: RunningServer): Call =>
  (email) =>
    timed(server, '/users/candidate/signup_v3/', {
      method: 'POST',
      body: JSON.stringify({ first_name: 'Bench', last_name: 'Mark', email, password: PASSWORD }),
    });

/** Confirm-first: the link from the development outbox (the worker runs in the server) opened once. */
async function confirmedAccount(server: RunningServer, email: string) {
  if ((await signUp(server)(email)).status !== 202) throw new Error('confirm-first sign-up failed');
  const deadline = Date.now() + 30_000;
  for (;;) {
    const outbox = await (await fetch(`${server.baseUrl}/api/dev/outbox/?to=${encodeURIComponent(email)}`)).text();
    const token = /sa=confirm&(?:amp;)?token=([\w-]+)/.exec(outbox)?.[1];
    if (token) {
      const res = await timed(server, '/users/candidate/signup_v3/confirm/', {
        method: 'POST',
        body: JSON.stringify({ token }),
      });
      if (res.status !== 200) throw new Error(`confirming the sign-up failed: ${res.status}`);
      return;
    }
    if (Date.now() > deadline) throw new Error('no confirmation e-mail in the outbox');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function measure(cases: [string, Call][], known: string, alike: boolean) {
  for (const [label, call] of cases) {
    for (let i = 0; i < 5; i++) await call(fresh());
    const a: number[] = [];
    const b: number[] = [];
    const statuses = new Set<string>();
    for (let i = 0; i < N; i++) {
      // alternate which goes first, so that whatever the first call of a pair leaves
      // behind (worker, garbage collection) weighs on both sides alike
      let k: { ms: number; status: number };
      let u: { ms: number; status: number };
      if (i % 2 === 0) {
        k = await call(known);
        u = await call(fresh());
      } else {
        u = await call(fresh());
        k = await call(known);
      }
      a.push(k.ms);
      b.push(u.ms);
      statuses.add(`${k.status}/${u.status}`);
    }
    const ratio = median(a) / median(b);
    const verdict = Math.abs(ratio - 1) <= 0.2 ? 'within 20 %' : 'OUTSIDE 20 %';
    console.log(
      `${label.padEnd(26)} known ${median(a).toFixed(1)} ms  unknown ${median(b).toFixed(1)} ms  ratio ${ratio.toFixed(2)}  statuses ${[...statuses].join(' ')}  ${alike ? verdict : `${verdict} (answers differ by design)`}`,
    );
  }
}

console.log(`${N} calls each, known and unknown interleaved, medians:`);

const instant = await startServer(env);
try {
  const known = `bench.known.${Date.now()}@example.com`;
  if ((await signUp(instant)(known)).status !== 201) throw new Error('sign-up failed');
  await measure(
    [
      [
        'forgot-password',
        (email) => timed(instant, `/auth/forgot_password/?email_address=${encodeURIComponent(email)}`),
      ],
      [
        'verification link',
        (email) =>
          timed(instant, '/auth/send-email-verification-link/', { method: 'POST', body: JSON.stringify({ email }) }),
      ],
    ],
    known,
    true,
  );
  await measure([['sign-up (instant)', signUp(instant)]], known, false);
} finally {
  await instant.stop();
}

const confirmFirst = await startServer({ ...env, SIGNUP_CONFIRMATION: 'email' });
try {
  const known = `bench.confirmed.${Date.now()}@example.com`;
  await confirmedAccount(confirmFirst, known);
  await measure(
    [
      ['sign-up (confirm-first)', signUp(confirmFirst)],
      [
        'resend (confirm-first)',
        (email) =>
          timed(confirmFirst, '/users/candidate/signup_v3/resend/', {
            method: 'POST',
            body: JSON.stringify({ email }),
          }),
      ],
    ],
    known,
    true,
  );
} finally {
  await confirmFirst.stop();
}
