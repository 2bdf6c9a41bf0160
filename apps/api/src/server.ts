// Entry point: configuration, dependencies, listen, worker, graceful shutdown.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { startWorker } from './lib/queue.ts';
import { closeDeps, createDeps } from './runtime.ts';
import { recordServerAddress } from './admin/public-url.ts';
import { searchIndexReady } from './modules/jobs/search-index.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const started = performance.now();
  const deps = await createDeps(config);
  const app = await buildApp(deps);
  const worker = config.RUN_WORKER ? startWorker(deps.database.db, app.queueHandlers, app.log) : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 15000);
    force.unref();
    try {
      // app.close stops accepting connections and waits for in-flight requests
      await app.close();
      await worker?.stop();
      await closeDeps(deps);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  await recordServerAddress(config, address);
  app.log.info(
    { address, database: deps.database.engine, startupMs: Math.round(performance.now() - started) },
    'server ready',
  );
  // the first searches are answered from the search index (decision 055, 'The search index in memory')
  const building = performance.now();
  searchIndexReady(deps.database.db).then(
    ({ jobs }) => app.log.info({ jobs, ms: Math.round(performance.now() - building) }, 'search index built'),
    (error: unknown) => app.log.warn({ err: error }, 'search index not built: the database answers searches'),
  );
}

void main();
