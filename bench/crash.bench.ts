// Crash: WRITERS concurrent writers add experience entries (one row each,
// acknowledged by 201) for a while, then the server is killed with SIGKILL in
// the middle of the burst, restarted on the same data, and every acknowledged
// write is looked for. Prints acknowledged, found, lost (goal 0) and how many
// unacknowledged in-flight writes were kept anyway.
// Run: npm run bench:crash  (CRASH_WRITERS=16, CRASH_AFTER_MS=3000, DATABASE_URL for PostgreSQL; port 18460)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBenchServer, type BenchServer } from './server-process.ts';

const WRITERS = Number(process.env.CRASH_WRITERS ?? 16);
const AFTER_MS = Number(process.env.CRASH_AFTER_MS ?? 3000);
const PORT = Number(process.env.CRASH_PORT ?? 18460);
const PASSWORD = 'Crash@12345';

const dataDir = await mkdtemp(path.join(tmpdir(), 'talent-crash-'));
const env = {
  DATA_DIR: dataDir,
  SEED_DEMO_DATA: 'false',
  SIGNIN_LIMIT_PER_ADDRESS: '1000000',
  SIGNUP_LIMIT_PER_ADDRESS: '1000000',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { DATABASE_URL: '' }),
};
let server: BenchServer | null = await startBenchServer(PORT, env);

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

try {
  const runId = Date.now().toString(36);
  const writers = await Promise.all(
    Array.from({ length: WRITERS }, async (_, n) => {
      const email = `crash.${runId}.${n}@example.com`;
      const response = await fetch(`${server!.baseUrl}/api/users/candidate/signup_v3/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ first_name: 'Crash', last_name: `Writer${n}`, email, password: PASSWORD }),
      });
      const body = await json(response);
      if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(body)}`);
      return { email, token: String(body.token), candidateId: 0 };
    }),
  );
  for (const writer of writers) {
    const me = await json(
      await fetch(`${server.baseUrl}/api/v3/users/candidate/`, {
        headers: { authorization: `Bearer ${writer.token}` },
      }),
    );
    writer.candidateId = Number(me.id);
  }
  if (!writers.every((w) => Number.isInteger(w.candidateId))) throw new Error('no candidate id in the profile');

  const acknowledged = new Map<number, Set<string>>();
  const attempted = new Map<number, Set<string>>();
  let killed = false;
  const burst = writers.map(async (writer) => {
    acknowledged.set(writer.candidateId, new Set());
    attempted.set(writer.candidateId, new Set());
    for (let i = 0; !killed; i++) {
      const title = `Role ${i} of ${writer.candidateId}`;
      attempted.get(writer.candidateId)!.add(title);
      try {
        const response = await fetch(`${server!.baseUrl}/api/users/candidate/${writer.candidateId}/experience/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${writer.token}` },
          body: JSON.stringify({ title, company_name: 'Crash Test Ltd', duration_start: '2020-01', is_current: true }),
        });
        if (response.status === 200 || response.status === 201) acknowledged.get(writer.candidateId)!.add(title);
        else if (!killed) throw new Error(`write refused: ${response.status} ${await response.text()}`);
      } catch (error) {
        if (!killed) throw error;
      }
    }
  });
  await new Promise((resolve) => setTimeout(resolve, AFTER_MS));
  killed = true;
  await server.kill9();
  server = null;
  await Promise.allSettled(burst);

  server = await startBenchServer(PORT, env);
  let found = 0;
  let lost = 0;
  let keptUnacknowledged = 0;
  for (const writer of writers) {
    const me = await json(
      await fetch(`${server.baseUrl}/api/v3/users/candidate/`, {
        headers: { authorization: `Bearer ${writer.token}` },
      }),
    );
    const titles = new Set(((me.experience ?? []) as { title: string }[]).map((item) => item.title));
    for (const title of acknowledged.get(writer.candidateId)!) {
      if (titles.has(title)) found += 1;
      else lost += 1;
    }
    for (const title of attempted.get(writer.candidateId)!) {
      if (titles.has(title) && !acknowledged.get(writer.candidateId)!.has(title)) keptUnacknowledged += 1;
    }
  }
  const total = [...acknowledged.values()].reduce((sum, set) => sum + set.size, 0);
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.info(`crash: ${WRITERS} writers, SIGKILL after ${AFTER_MS} ms of writes, ${engine}, 127.0.0.1:${PORT}`);
  console.info(`  acknowledged ${total}, found after restart ${found}, lost ${lost}`);
  console.info(`  in flight at the kill and kept anyway: ${keptUnacknowledged}`);
  process.exitCode = lost ? 1 : 0;
} finally {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
