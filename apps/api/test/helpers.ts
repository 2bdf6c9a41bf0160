// Test harness: a real app on its own migrated database — in-memory PGlite
// loaded from the migrated template, or a new PostgreSQL database copied from
// the template database when TEST_DB=postgres (apps/api/test/global-setup.ts,
// docs/decisions/013-test-harness.md).
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { HiringRole } from '@talent/contracts/hiring-roles';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig, testHashProfileAllowed, type Config } from '../src/config/env.ts';
import { createStorage } from '../src/runtime.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { candidates, hiringMembers, users } from '../src/db/schema/platform.ts';
import { seedDemoData } from '../src/seeds/seed.ts';
import { createMailer } from '../src/lib/mail.ts';
import { hashPassword } from '../src/lib/password.ts';
import { runDueJobs } from '../src/lib/queue.ts';
import { createTokenService } from '../src/lib/tokens.ts';
import {
  createDatabaseFromTemplate,
  pgliteTemplate,
  postgresTemplate,
  unpackPgliteTemplate,
} from './database-template.ts';

export const usePostgres = process.env.TEST_DB === 'postgres';

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return createDatabaseFromTemplate(adminUrl, inject('postgresTemplate') ?? (await postgresTemplate(adminUrl)));
}

let pgliteTarball: SharedArrayBuffer | undefined;

/**
 * The migrated template's tarball for `openDatabase({ loadDataDir })`: read
 * once per test process and shared with every database opened from it.
 */
export async function pgliteTemplateData(): Promise<SharedArrayBuffer> {
  if (!pgliteTarball) {
    const bytes = await readFile(inject('pgliteTemplate') ?? (await pgliteTemplate()));
    pgliteTarball = new SharedArrayBuffer(bytes.byteLength);
    new Uint8Array(pgliteTarball).set(bytes);
  }
  return pgliteTarball;
}

/** Puts the migrated database into `dir` for code that opens PGlite from a data folder itself (the admin CLI). */
export async function migratedPgliteDir(dir: string) {
  await unpackPgliteTemplate(inject('pgliteTemplate') ?? (await pgliteTemplate()), dir);
}

export interface TestContext {
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  config: Config;
  /** Settable clock: tests move time instead of sleeping. */
  clock: { now: Date; advance(ms: number): void };
  /** Runs every queued job that is due (e-mails, digests). */
  drainQueue(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  seed?: boolean;
  clientDir?: string;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'talent-test-'));
  const pgDb = usePostgres ? await createPostgresDatabase() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_ENV: 'TEST',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RUN_WORKER: 'false',
    // suites sign up many candidates from one test address; the limit has its own test
    SIGNUP_LIMIT_PER_ADDRESS: '100000',
    // the test setup's cheap password hashing (test/setup.ts, decision 013);
    // an app configured as production hashes as production does
    ...(testHashProfileAllowed({ NODE_ENV: 'test', APP_ENV: 'TEST', ...options.env })
      ? { PASSWORD_HASH_PROFILE: process.env.PASSWORD_HASH_PROFILE }
      : {}),
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...options.env,
  });
  const database = pgDb
    ? await openDatabase({ url: pgDb.url })
    : await openDatabase({ loadDataDir: await pgliteTemplateData(), thread: 'main' });
  // a no-op on a current template; keeps the database right if it is not
  await migrate(database);
  if (options.seed) await seedDemoData(database.db, { jobCount: 60 });
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const deps: AppDeps = {
    config,
    database,
    storage: createStorage(config),
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db: database.db }),
    tokens: createTokenService(config.JWT_SECRET, config.ACCESS_TOKEN_TTL_SECONDS),
    redis: null,
    now: () => clock.now,
  };
  const app = await buildApp(deps, { clientDir: options.clientDir ?? path.join(dataDir, 'no-client'), logger: false });
  await app.ready();
  return {
    app,
    deps,
    database,
    config,
    clock,
    async drainQueue() {
      while ((await runDueJobs(database.db, app.queueHandlers)) > 0);
    },
    async close() {
      await app.close();
      deps.mailer.close();
      await database.close();
      await pgDb?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestCandidate {
  userId: string;
  candidateId: number;
  email: string;
  password: string;
  token: string;
  /** Authorization header value. */
  auth: { authorization: string };
}

let counter = 0;
/** Every test candidate's password hashed once per process: argon2id costs about 15 ms a hash, by design. */
let testPasswordHash: Promise<string> | undefined;

/** Inserts a user with a candidate and mints an access token (no HTTP round trip). */
export async function createCandidate(
  ctx: TestContext,
  overrides: Partial<typeof users.$inferInsert> & { countryCode?: string } = {},
): Promise<TestCandidate> {
  counter += 1;
  const { countryCode, ...userOverrides } = overrides;
  const email = userOverrides.email ?? `candidate${counter}.${randomBytes(3).toString('hex')}@example.com`;
  const password = 'Secret@123';
  const [user] = await ctx.database.db
    .insert(users)
    .values({
      email,
      passwordHash: await (testPasswordHash ??= hashPassword(password)),
      firstName: 'Test',
      lastName: `Candidate${counter}`,
      ...userOverrides,
    })
    .returning({ id: users.id });
  const [candidate] = await ctx.database.db
    .insert(candidates)
    .values({ userId: user!.id, firstName: 'Test', lastName: `Candidate${counter}`, countryCode: countryCode ?? 'IN' })
    .returning({ id: candidates.id });
  const token = await ctx.deps.tokens.signAccess({ sub: user!.id, candidate_id: candidate!.id, email });
  return {
    userId: user!.id,
    candidateId: candidate!.id,
    email,
    password,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}

export interface TestHiringMember extends TestCandidate {
  memberId: number;
  companyId: number;
}

/** A user who is an active member of a company's hiring team (decision 010). */
export async function createHiringMember(
  ctx: TestContext,
  companyId: number,
  role: HiringRole = 'recruiter',
): Promise<TestHiringMember> {
  const user = await createCandidate(ctx);
  const [member] = await ctx.database.db
    .insert(hiringMembers)
    .values({ userId: user.userId, companyId, role })
    .returning({ id: hiringMembers.id });
  return { ...user, memberId: member!.id, companyId };
}
