// The analyzer as its own service (decision 007; spec 02 §7 calls it an external
// service): `npm run analyzer` listens on ANALYZER_PORT (default 8081) and
// allows the main site's origin by CORS. The main site then sets
// ANALYZER_BASE_URL so the client's `analyzerBase` points here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANALYSIS_RESUME_MAX_BYTES } from '@talent/contracts/constants';
import { ConfigError, loadConfig } from '../../config/env.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { AnalyzerPool } from './analyzer-pool.ts';
import { resumeAnalysisRoutesPlugin } from './resume-analysis.routes.ts';
import { publicUrlOf } from '../../lib/public-url.ts';

export interface AnalyzerAppOptions {
  /** Origins allowed to call the analyzer from a browser (the main site). */
  allowedOrigins: string[];
  logger?: FastifyServerOptions['logger'];
  pool?: AnalyzerPool;
}

export async function buildAnalyzerApp({
  allowedOrigins,
  logger = false,
  pool = new AnalyzerPool(),
}: AnalyzerAppOptions) {
  const app = Fastify({ logger, bodyLimit: 1024 * 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));

  // CORS: the spec's call is multipart with an Accept header (a simple request),
  // but a preflight is answered too for clients that add headers.
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    reply.header('vary', 'Origin');
    if (origin && allowed.has(origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-expose-headers', 'content-type');
    }
  });
  app.options('/v1/analyze_resume', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return reply.status(403).send({ detail: 'Origin not allowed.' });
    return reply
      .status(204)
      .header('access-control-allow-methods', 'POST, OPTIONS')
      .header('access-control-allow-headers', 'accept, content-type')
      .header('access-control-max-age', '600')
      .send();
  });
  app.get('/health/', async () => ({ status: 'ok' as const }));

  await app.register(multipart, {
    limits: { fileSize: ANALYSIS_RESUME_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  await app.register(resumeAnalysisRoutesPlugin, { pool });
  app.addHook('onClose', async () => pool.close());
  return app;
}

const StandaloneEnv = z.object({
  ANALYZER_ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
});

async function main() {
  let config;
  let extra;
  try {
    config = loadConfig();
    extra = StandaloneEnv.parse({ ANALYZER_ALLOWED_ORIGINS: process.env.ANALYZER_ALLOWED_ORIGINS || undefined });
  } catch (error) {
    if (error instanceof ConfigError || error instanceof z.ZodError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const mainSite = new URL(publicUrlOf(config)).origin;
  const allowedOrigins = [mainSite, ...extra.ANALYZER_ALLOWED_ORIGINS];
  const app = await buildAnalyzerApp({ allowedOrigins, logger: { level: config.LOG_LEVEL } });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'analyzer shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  const address = await app.listen({ port: config.ANALYZER_PORT, host: config.HOST });
  app.log.info({ address, allowedOrigins }, 'resume analyzer ready');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
