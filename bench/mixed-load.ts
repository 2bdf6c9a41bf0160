// Mixed load (a part of `npm run bench:load`): `users` simulated candidates at
// once, each browsing, searching, saving, applying and editing the profile
// with a short think time, signed in as one of the accounts given. Reports
// requests per second, p50/p95/p99 per kind, 4xx refusals (already applied,
// …) and errors (5xx or no answer; goal 0).
import { percentile } from './stats.ts';

const TERMS = ['engineer', 'react', 'data', 'manager', 'python', 'design', 'sales', 'java', 'cloud', 'analyst'];

export type MixedKind = 'browse' | 'search' | 'signin' | 'apply' | 'save' | 'edit' | 'profile';
const KINDS: MixedKind[] = ['browse', 'search', 'signin', 'apply', 'save', 'edit', 'profile'];

export interface MixedLoadResult {
  users: number;
  rps: number;
  p50: number;
  p99: number;
  kinds: Record<MixedKind, { n: number; p50: number; p95: number; p99: number; refused: number }>;
  errors: string[];
}

export async function mixedLoad(options: {
  baseUrl: string;
  accounts: readonly { email: string; password: string }[];
  jobIds: readonly number[];
  users: number;
  seconds: number;
  thinkMs: number;
}): Promise<MixedLoadResult> {
  const { baseUrl, accounts, jobIds } = options;
  const samples = Object.fromEntries(KINDS.map((kind) => [kind, [] as number[]])) as Record<MixedKind, number[]>;
  const refusals = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<MixedKind, number>;
  const errors: string[] = [];

  async function call(kind: MixedKind, method: string, url: string, token?: string, body?: unknown) {
    const started = performance.now();
    let status = 0;
    let json: unknown = null;
    try {
      const response = await fetch(`${baseUrl}${url}`, {
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
    samples[kind].push(performance.now() - started);
    if (status >= 500) errors.push(`${method} ${url}: ${status}`);
    else if (status >= 400) refusals[kind] += 1;
    return { status, json };
  }

  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
  const deadline = Date.now() + options.seconds * 1000;
  const user = async (n: number) => {
    const { email, password } = accounts[n % accounts.length]!;
    const signin = async () =>
      (
        (await call('signin', 'POST', '/api/users/candidate/signin/', undefined, { email, password })).json as {
          token?: string;
        } | null
      )?.token;
    let token = await signin();
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * options.thinkMs));
      const roll = Math.random();
      if (roll < 0.25) await call('browse', 'GET', `/api/jobs/card/${pick(jobIds)}/`, token);
      else if (roll < 0.5) await call('search', 'GET', `/api/v5/jobs/search/?search_term=${pick(TERMS)}&page=1`);
      else if (roll < 0.6) await call('profile', 'GET', '/api/v3/users/candidate/', token);
      else if (roll < 0.7) await call('save', 'POST', '/api/save-or-update-job/', token, { job_id: pick(jobIds) });
      else if (roll < 0.8) await call('apply', 'POST', '/api/candidate_jobs/', token, { job: pick(jobIds) });
      else if (roll < 0.97) {
        await call('edit', 'PATCH', '/api/v2/users/candidate/', token, {
          current_location: pick(['Pune', 'Bengaluru', 'Chennai', 'Delhi']),
        });
      } else token = (await signin()) ?? token;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.users }, (_, n) => user(n)));
  const wallSeconds = (performance.now() - started) / 1000;
  const all = KINDS.flatMap((kind) => samples[kind]).sort((a, b) => a - b);
  const kinds = Object.fromEntries(
    KINDS.map((kind) => {
      const sorted = [...samples[kind]].sort((a, b) => a - b);
      return [
        kind,
        {
          n: sorted.length,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          refused: refusals[kind],
        },
      ];
    }),
  ) as MixedLoadResult['kinds'];
  return {
    users: options.users,
    rps: all.length / wallSeconds,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    kinds,
    errors,
  };
}
