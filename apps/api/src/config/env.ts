// Configuration from the environment, parsed once at start; a bad value stops
// the process with a message naming the variable (conventions: fail fast, no
// default secrets: generated per install when not given).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_BRAND, setBrand } from '@talent/contracts/page-shell';
import { setPasswordHashProfile } from '../lib/password.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
const optionalUrl = z.url().optional();

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    APP_ENV: z.enum(['PRODUCTION', 'PREPROD', 'DEVELOPMENT', 'TEST', 'LOCAL']).default('LOCAL'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    PUBLIC_URL: z.url().optional(),
    // Which proxies may set X-Forwarded-For (the per-address rate limits read the
    // client address): 'false' (default), 'true' (any), or addresses/CIDRs.
    TRUST_PROXY: z
      .string()
      .transform((v): boolean | string[] =>
        v === 'true'
          ? true
          : v === 'false'
            ? false
            : v
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
      )
      .default(false),
    // Strict-Transport-Security max-age; 0 (default) sends none. Turn on behind HTTPS only.
    HSTS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(63072000).default(0),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // decision 034: /metrics answers this bearer token; without one, only this machine (no proxy in between)
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    // decision 034: OpenTelemetry traces over OTLP/HTTP, off by default
    OTEL_TRACES: bool.default(false),
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url().default('http://127.0.0.1:4318'),
    OTEL_SERVICE_NAME: z.string().min(1).default('talent-api'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86400).default(900),
    REFRESH_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(300)
      .default(60 * 60 * 24 * 30),
    FILE_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SEED_DEMO_DATA: bool.default(true),
    RUN_WORKER: bool.default(true),
    // global configuration for the client (spec 01 §7)
    COMPANY_SLUGS: csv.optional(),
    PAGE_IDS: z
      .string()
      .transform((v, ctx) => {
        try {
          const parsed = JSON.parse(v) as unknown;
          return z.record(z.string(), z.string()).parse(parsed);
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON object of strings' });
          return z.NEVER;
        }
      })
      .optional(),
    SHOW_CAREER_SOLUTIONS: bool.default(false),
    SHOW_REFER_AND_EARN: bool.default(false),
    MAINTENANCE_STRIP: bool.default(false),
    MAINTENANCE_TEXT: z.string().default('We are performing scheduled maintenance. Some features may be unavailable.'),
    AB_TESTING: bool.default(true),
    // spec 01 §3: candidate_onboarding_segmentation weights, variant i at index i (decision 024)
    AB_VARIANT_WEIGHTS: z
      .string()
      .regex(/^\s*\d+(\s*,\s*\d+){0,9}\s*$/, 'must be up to ten comma-separated whole numbers')
      .transform((v) => v.split(',').map((s) => Number(s.trim())))
      .default([50, 50]),
    // analytics (decision 024): collector rate per address and the Segment-compatible destination
    ANALYTICS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    ANALYTICS_FORWARD_URL: optionalUrl,
    ANALYTICS_WRITE_KEY: z.string().optional(),
    // the browser's tracker (decision 024): 'auto' sends in PRODUCTION, PREPROD and
    // DEVELOPMENT (spec 02 §9) and is a console-only dummy elsewhere; 'on'/'off' force it
    ANALYTICS_CLIENT: z.enum(['auto', 'on', 'off']).default('auto'),
    // where the browser sends its batches: the product's collector by default, or a
    // Segment-compatible batch URL (e.g. https://api.segment.io/v1/batch) with its write key
    ANALYTICS_CLIENT_URL: optionalUrl,
    ANALYTICS_CLIENT_WRITE_KEY: z.string().optional(),
    CAREER_SOLUTIONS_URL: z.url().default('https://talent500.com/career-solutions/'),
    BLOG_URL: z.string().default('/blog/'),
    ENTERPRISE_BLOG_URL: z.string().default('/blog/enterprises/'),
    ASSESSMENT_SITE_URL: z.string().default('/candidate/my-assessments/'),
    COOKIE_DOMAIN: z.string().optional(),
    ANALYZER_BASE_URL: z.string().default(''),
    ANALYZER_PORT: z.coerce.number().int().min(0).max(65535).default(8081),
    // e-mail
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    // the sender; by default the brand's name with a local address
    MAIL_FROM: z.string().optional(),
    // the public site (decision 023): where contact messages, enquiries and reports are announced
    OPERATOR_EMAIL: z.email().default('operators@talent500.local'),
    BRAND_NAME: z.string().trim().min(1).max(60).default(DEFAULT_BRAND),
    BRAND_LOGO_URL: z.string().max(2000).default(''),
    BRAND_CLAIM: z.string().max(120).default('1.6M+ professionals'),
    CONTACT_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
    // spec 01 §1: content-managed sites (origins) allowed to embed the application with /embed.js
    EMBED_ORIGINS: csv.default([]),
    // identity providers (spec 01 §7 one-tap and LinkedIn)
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    GOOGLE_ISSUERS: csv.default(['https://accounts.google.com', 'accounts.google.com']),
    LINKEDIN_CLIENT_ID: z.string().optional(),
    LINKEDIN_CLIENT_SECRET: z.string().optional(),
    LINKEDIN_AUTHORIZE_URL: z.url().default('https://www.linkedin.com/oauth/v2/authorization'),
    LINKEDIN_TOKEN_URL: z.url().default('https://www.linkedin.com/oauth/v2/accessToken'),
    LINKEDIN_USERINFO_URL: z.url().default('https://api.linkedin.com/v2/userinfo'),
    // rate limits
    SIGNIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    SIGNIN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
    // the longest a password check waits after repeated failures (progressive delay, decision 014)
    SIGNIN_DELAY_CAP_SECONDS: z.coerce.number().int().min(1).default(300),
    SIGNUP_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
    // argon2id's cost for new password hashes: 'owasp' (19 MiB, t=2); 'test' is a cheap
    // profile for test runs only (`testHashProfileAllowed`; lib/password.ts, decision 013)
    PASSWORD_HASH_PROFILE: z.enum(['owasp', 'test']).default('owasp'),
    // spec 01 §4 signs a new candidate in at once ('instant'); 'email' answers every sign-up
    // alike and creates the account when the e-mailed link is opened (decision 014)
    SIGNUP_CONFIRMATION: z.enum(['instant', 'email']).default('instant'),
    // storage: S3-compatible object storage when S3_BUCKET is set (decision 014)
    S3_BUCKET: z.string().optional(),
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.optional(),
  })
  .superRefine((env, ctx) => {
    if (isProductionLike(env)) {
      // no development secret may sign tokens, and e-mailed links must not be
      // built from a Host header a client chooses
      for (const key of ['JWT_SECRET', 'FILE_SIGNING_SECRET', 'PUBLIC_URL'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
      }
      if (env.PASSWORD_HASH_PROFILE !== 'owasp') {
        ctx.addIssue({ code: 'custom', path: ['PASSWORD_HASH_PROFILE'], message: 'must be owasp in production' });
      }
    } else if (env.PASSWORD_HASH_PROFILE !== 'owasp' && !testHashProfileAllowed(env)) {
      // a staging or development server with real users must not keep weak hashes either
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_PROFILE'],
        message: 'must be owasp unless NODE_ENV is test',
      });
    }
  });

/** Production and pre-production, whichever variable says so. */
export function isProductionLike(env: { NODE_ENV: string; APP_ENV: string }): boolean {
  return env.NODE_ENV === 'production' || env.APP_ENV === 'PRODUCTION' || env.APP_ENV === 'PREPROD';
}

/** Whether a configuration may hash with the cheap 'test' profile: a test run's, never a production-like one. */
export const testHashProfileAllowed = (env: { NODE_ENV: string; APP_ENV: string }): boolean =>
  env.NODE_ENV === 'test' && !isProductionLike(env);

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Omit<Env, 'JWT_SECRET' | 'FILE_SIGNING_SECRET' | 'MAIL_FROM'> {
  MAIL_FROM: string;
  JWT_SECRET: string;
  FILE_SIGNING_SECRET: string;
  COMPANY_SLUGS: string[];
  PAGE_IDS: Record<string, string>;
}

export class ConfigError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

/**
 * Secrets not given by the environment are generated once per install and
 * kept in DATA_DIR/secrets.json (mode 0600), so no key is written in the
 * source and a restart keeps sessions and signed links (decision 014).
 * Several instances must share them: production requires them set.
 */
export function installSecrets(dataDir: string): { JWT_SECRET: string; FILE_SIGNING_SECRET: string } {
  const file = path.join(dataDir, 'secrets.json');
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    if (
      typeof stored.JWT_SECRET === 'string' &&
      stored.JWT_SECRET.length >= 32 &&
      typeof stored.FILE_SIGNING_SECRET === 'string' &&
      stored.FILE_SIGNING_SECRET.length >= 32
    ) {
      return { JWT_SECRET: stored.JWT_SECRET, FILE_SIGNING_SECRET: stored.FILE_SIGNING_SECRET };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secrets = {
    JWT_SECRET: randomBytes(48).toString('base64url'),
    FILE_SIGNING_SECRET: randomBytes(48).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  // 'wx': two processes starting at once keep the first one's secrets
  try {
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return installSecrets(dataDir);
    throw error;
  }
  return secrets;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const input = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(input);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`),
    );
  }
  const env = parsed.data;
  setBrand(env.BRAND_NAME);
  setPasswordHashProfile(env.PASSWORD_HASH_PROFILE);
  const generated = env.JWT_SECRET && env.FILE_SIGNING_SECRET ? null : installSecrets(env.DATA_DIR);
  return {
    ...env,
    MAIL_FROM: env.MAIL_FROM ?? `${env.BRAND_NAME} <no-reply@localhost>`,
    JWT_SECRET: env.JWT_SECRET ?? generated!.JWT_SECRET,
    FILE_SIGNING_SECRET: env.FILE_SIGNING_SECRET ?? generated!.FILE_SIGNING_SECRET,
    COMPANY_SLUGS: env.COMPANY_SLUGS ?? [],
    PAGE_IDS: env.PAGE_IDS ?? {},
  };
}
