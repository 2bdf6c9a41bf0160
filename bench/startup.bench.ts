// Cold start: a new data folder (migrate + seed) and a warm restart on the
// same folder, timed from spawn to the first successful readiness answer.
// Run: npm run bench:startup
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/harness.ts';

async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health/ready/`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not up yet
      }
      if (performance.now() - started > 120_000) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'talent-bench-start-'));
const cold = await timeStart(dataDir);
const warm = await timeStart(dataDir);
await rm(dataDir, { recursive: true, force: true });
console.log(`cold start (new data folder: migrate + seed): ${(cold / 1000).toFixed(2)} s`);
console.log(`warm start (existing data folder):            ${(warm / 1000).toFixed(2)} s`);
