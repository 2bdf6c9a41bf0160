// Builds the real dependencies from configuration: the database (PGlite in
// DATA_DIR or PostgreSQL), file storage, mailer, tokens and Redis.
import path from 'node:path';
import { Redis } from 'ioredis';
import type { AppDeps } from './app.ts';
import type { Config } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoData } from './db/seed.ts';
import { createMailer } from './lib/mail.ts';
import { createLocalStorage } from './lib/storage.ts';
import { createTokenService } from './lib/tokens.ts';

export async function createDeps(config: Config, options: { seed?: boolean } = {}): Promise<AppDeps> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'pglite'),
  });
  await migrate(database);
  if (options.seed ?? config.SEED_DEMO_DATA) await seedDemoData(database.db);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false }) : null;
  return {
    config,
    database,
    storage: createLocalStorage(path.join(config.DATA_DIR, 'files')),
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db: database.db }),
    tokens: createTokenService(config.JWT_SECRET, config.ACCESS_TOKEN_TTL_SECONDS),
    redis,
    now: () => new Date(),
  };
}

export async function closeDeps(deps: AppDeps) {
  deps.mailer.close();
  if (deps.redis) deps.redis.disconnect();
  await deps.database.close();
}
