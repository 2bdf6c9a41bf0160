// A sandbox for the operators' commands in tests: a fresh data folder with an
// embedded database, the environment the CLI reads, a recorder of what it
// prints, and one company with one imported job through the import commands.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { migratedPgliteDir } from '../../test/helpers.ts';
import { openDatabase } from '../db/client.ts';
import { runCli } from './cli.ts';

export interface CliSandbox {
  /** The data folder, set before the first test runs. */
  readonly dir: string;
  /** Every line the commands printed, in order. */
  readonly lines: string[];
  cli(...args: string[]): Promise<number>;
  /** Imports one company and one job through the CLI; answers the open database and the job's id. */
  importJob(job: { slug: string; company: string; code: string; title: string }): Promise<{
    database: Awaited<ReturnType<typeof openDatabase>>;
    jobId: number;
  }>;
}

/** Registers the hooks of a sandbox for one test file; `port` keeps PUBLIC_URL distinct per file. */
export function useCliSandbox(prefix: string, port: number): CliSandbox {
  const saved = { ...process.env };
  const lines: string[] = [];
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), prefix));
    // the commands open the data folder's database, already migrated
    await migratedPgliteDir(path.join(dir, 'pglite'));
    process.env.DATA_DIR = dir;
    process.env.DATABASE_URL = '';
    process.env.NODE_ENV = 'test';
    process.env.PUBLIC_URL = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    process.env = saved;
    await rm(dir, { recursive: true, force: true });
  });
  const cli = (...args: string[]) => runCli(args, (line) => lines.push(line));
  return {
    get dir() {
      return dir;
    },
    lines,
    cli,
    async importJob(job) {
      await writeFile(path.join(dir, 'companies.json'), JSON.stringify([{ slug: job.slug, name: job.company }]));
      await writeFile(
        path.join(dir, 'jobs.json'),
        JSON.stringify([
          {
            job_code: job.code,
            company: job.slug,
            title: job.title,
            description: `<p>${job.title}.</p>`,
            location: 'Pune, India',
          },
        ]),
      );
      expect(await cli('import-companies', path.join(dir, 'companies.json'))).toBe(0);
      expect(await cli('import-jobs', path.join(dir, 'jobs.json'))).toBe(0);
      const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
      const [row] = await database.query<{ id: number }>(`SELECT id FROM jobs WHERE job_code = $1`, [job.code]);
      return { database, jobId: row!.id };
    },
  };
}
