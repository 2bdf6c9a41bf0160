// Builds the real dependencies from configuration: the database (PGlite in
// DATA_DIR or PostgreSQL), file storage, mailer, tokens and Redis.
import path from 'node:path';
import { Redis } from 'ioredis';
import type { AppDeps } from './composition.ts';
import { isProductionLike, type Config } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedOnStart } from './seeds/seed.ts';
import { publicUrlOf } from './lib/public-url.ts';
import { createMailer } from './lib/mail.ts';
import { createS3Storage } from './lib/s3-storage.ts';
import { createLocalStorage, type Storage } from './lib/storage.ts';
import { createTokenService } from './lib/tokens.ts';

export async function createDeps(config: Config, options: { seed?: boolean } = {}): Promise<AppDeps> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'pglite'),
  });
  await migrate(database);
  const storage = createStorage(config);
  if (options.seed ?? config.SEED_DEMO_DATA)
    await seedOnStart(database, {
      publicUrl: publicUrlOf(config),
      signingSecret: config.FILE_SIGNING_SECRET,
      storage,
      demoOperator: !isProductionLike(config),
    });
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false }) : null;
  return {
    config,
    database,
    storage,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db: database.db }),
    tokens: createTokenService(config.JWT_SECRET, config.ACCESS_TOKEN_TTL_SECONDS),
    redis,
    now: () => new Date(),
  };
}

/** S3-compatible storage when S3_BUCKET is set, else DATA_DIR/files. */
export function createStorage(config: Config): Storage {
  if (!config.S3_BUCKET) return createLocalStorage(path.join(config.DATA_DIR, 'files'));
  return createS3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
  });
}

export async function closeDeps(deps: AppDeps) {
  deps.mailer.close();
  if (deps.redis) deps.redis.disconnect();
  await deps.database.close();
}
