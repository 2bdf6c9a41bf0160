import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import type { Reporter, TestModule } from 'vitest/node';

// Tests that need a server this machine may not have run only when CI (or you)
// name one; otherwise the run ends by saying what was not run and how to run
// it (docs/decisions/013-test-harness.md).
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const redis = Boolean(process.env.TEST_REDIS_URL);
// Node's compile cache for every worker this run starts (Vitest's processes
// and threads, and the threads the app starts: the search index, PGlite's):
// what they load through Node itself (dependencies; a thread's TypeScript,
// stripped by Node) is compiled once per content, not once per worker
// (decision 013). Set before any worker starts, so each inherits it.
process.env.NODE_COMPILE_CACHE ??= path.resolve('node_modules/.cache/node-compile-cache');

/** Tests against a real Redis: `*.redis.test.ts`. */
const REDIS_TESTS = '**/*.redis.test.ts';

const API_TESTS = ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'];

/**
 * The API test files that open a test database (`createTestApp`, directly or
 * through a `*.test-support.ts` they import): only these run again on
 * PostgreSQL. The rest (parsers, the operators' commands and backups, which
 * open their own PGlite data folder, the PGlite thread) do the same work on
 * either engine, so a second run would test nothing new (decision 013).
 */
function databaseTestFiles(): string[] {
  const opensDatabase = /\b(createTestApp|usePostgres)\b/;
  const files = ['apps/api/src', 'apps/api/test'].flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => path.join(root, file)),
  );
  return files.filter((file) => {
    if (!file.endsWith('.test.ts')) return false;
    const text = readFileSync(file, 'utf8');
    if (opensDatabase.test(text)) return true;
    const supports = [...text.matchAll(/from '(\.{1,2}\/[^']*\.test-support\.ts)'/g)].map((m) =>
      path.join(path.dirname(file), m[1]!),
    );
    return supports.some((support) => opensDatabase.test(readFileSync(support, 'utf8')));
  });
}

const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: db === 'postgres' ? databaseTestFiles() : API_TESTS,
    exclude: [...configDefaults.exclude, ...(redis ? [] : [REDIS_TESTS])],
    environment: 'node',
    env: { TEST_DB: db },
    // Files share a process per worker: each still opens its own app on its
    // own database, while the app's modules load and warm up once per worker
    // instead of once per file (decision 013).
    isolate: false,
    testTimeout: 30000,
    hookTimeout: 60000,
    globalSetup: ['apps/api/test/global-setup.ts'],
    setupFiles: ['apps/api/test/setup.ts'],
  },
});

const notRun: Reporter = {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    if (!testModules.some((m) => m.project.name === 'api')) return;
    const lines = [
      ...(redis
        ? []
        : [`Not run: the Redis tests (${REDIS_TESTS}). Set TEST_REDIS_URL=redis://127.0.0.1:6379/15 to run them.`]),
      ...(postgres
        ? []
        : [
            'Not run: the API tests on PostgreSQL (project api-postgres). Set TEST_DATABASE_URL=postgres://…/test to run them.',
          ]),
    ];
    if (lines.length) process.stdout.write(`\n${lines.join('\n')}\n`);
  },
};

export default defineConfig({
  test: {
    reporters: ['default', notRun],
    // a passing run is quiet: what a test logs is shown only when it fails
    // (figures are printed by the benchmarks under bench/)
    silent: 'passed-only',
    // Vitest leaves a core idle by default (one worker on two cores); every
    // core runs a file here. The browser journeys run on their own afterwards
    // (package.json `test`), so they never share the machine with these.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
          // a worker thread per file starts sooner than a process
          pool: 'threads',
        },
      },
      apiProject('api', 'pglite'),
      ...(postgres ? [apiProject('api-postgres', 'postgres')] : []),
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          pool: 'threads',
          // files share a worker thread; the setup file gives each fresh
          // modules and an empty document (decision 013)
          isolate: false,
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90000,
          hookTimeout: 120000,
          // a poll waits for what a person would see, as long as a loaded
          // machine takes to show it (Vitest's default gives up after 1 s)
          expect: { poll: { timeout: 10_000 } },
          // the two workers share no server, data folder or browser
          // (e2e/harness.ts), so files run side by side, one per core
          fileParallelism: true,
          // files share a worker process instead of starting one each, and
          // with it one Chromium and, for files without settings of their
          // own, one server (e2e/harness.ts, decision 013)
          isolate: false,
          globalSetup: ['e2e/global-setup.ts'],
        },
      },
    ],
  },
});
