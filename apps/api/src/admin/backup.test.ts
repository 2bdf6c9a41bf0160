// Backup and restore of one DATA_DIR (decision 014): restored into a new data
// folder, the account signs in with its password and its resume link still opens.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { closeDeps, createDeps } from '../runtime.ts';
import { migratedPgliteDir } from '../../test/helpers.ts';
import { makePdf, multipart } from '../modules/candidates/files.test-support.ts';
import { runCli } from './cli.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'talent-backup-'));
});
afterAll(async () => rm(root, { recursive: true, force: true }));

const envFor = (dataDir: string) => ({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  RUN_WORKER: 'false',
  SEED_DEMO_DATA: 'false',
});

async function openApp(dataDir: string) {
  const deps = await createDeps(loadConfig(envFor(dataDir)), { seed: false });
  const app = await buildApp(deps, { clientDir: path.join(dataDir, 'no-client'), logger: false });
  return { app, close: async () => (await app.close(), await closeDeps(deps)) };
}

describe('npm run admin -- backup / restore', () => {
  it(
    'restores the database, files and secrets into a new data folder, where the account signs in',
    { timeout: 150_000 },
    async () => {
      const original = path.join(root, 'original');
      await migratedPgliteDir(path.join(original, 'pglite'));
      const credentials = { email: 'backup.owner@example.com', password: 'Backup@12345' };
      const first = await openApp(original);
      const signup = await first.app.inject({
        method: 'POST',
        url: '/api/users/candidate/signup_v3/',
        payload: { first_name: 'Asha', last_name: 'Verma', ...credentials },
      });
      expect(signup.statusCode).toBe(201);
      const { payload, headers } = multipart([{ name: 'resume', filename: 'cv.pdf', content: await makePdf() }]);
      const uploaded = await first.app.inject({
        method: 'POST',
        url: '/api/v2/users/candidate/document/',
        headers: { authorization: `Bearer ${signup.json().token}`, ...headers },
        payload,
      });
      expect(uploaded.statusCode).toBe(200);
      const resumeLink = uploaded.json().resume_link as string;
      await first.close();

      const file = path.join(root, 'site.backup');
      const lines: string[] = [];
      expect(await runCli(['backup', file], (line) => lines.push(line), envFor(original))).toBe(0);
      expect(lines.join('\n')).toMatch(/1 file\(s\)/);

      const restored = path.join(root, 'restored');
      expect(await runCli(['restore', file], (line) => lines.push(line), envFor(restored))).toBe(0);
      // a second restore into a folder that holds a database is refused
      expect(await runCli(['restore', file], (line) => lines.push(line), envFor(restored))).toBe(2);
      expect(lines.at(-1)).toMatch(/already holds a database/);

      const second = await openApp(restored);
      try {
        const signin = await second.app.inject({
          method: 'POST',
          url: '/api/users/candidate/signin/',
          payload: credentials,
        });
        expect(signin.statusCode).toBe(200);
        const resume = await second.app.inject({ method: 'GET', url: resumeLink });
        expect(resume.statusCode).toBe(200);
        expect(resume.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      } finally {
        await second.close();
      }
    },
  );

  it('refuses a file that is not a backup and leaves no database behind', async () => {
    const bogus = path.join(root, 'bogus.backup');
    const { writeFile } = await import('node:fs/promises');
    const { gzipSync } = await import('node:zlib');
    await writeFile(bogus, gzipSync('hello'));
    const lines: string[] = [];
    const target = path.join(root, 'never');
    expect(await runCli(['restore', bogus], (line) => lines.push(line), envFor(target))).toBe(2);
    expect(lines.join('\n')).toMatch(/Not a backup file|incomplete/);
    const { stat } = await import('node:fs/promises');
    expect(await stat(path.join(target, 'pglite')).catch(() => null)).toBeNull();
  });
});
