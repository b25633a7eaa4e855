import path from 'node:path';
import { z } from 'zod';
import { ZAccountsEnv } from './modules/accounts/accounts/accounts-env.ts';
import { ZTrustProxy } from './http/trust-proxy.ts';
import { ZPaymentsEnv, paymentsEnvProblems } from './adapters/payments/payments-env.ts';
import {
  ZNotificationsEnv,
  notificationsEnvProblems,
} from './modules/notifications/notifications/notifications-env.ts';
import { ZMixcloudEnv, mixcloudEnvProblems } from './modules/djs/mixcloud/mixcloud-env.ts';
import { ZAdminEnv } from './modules/admin/admin/admin-env.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = z.url().optional();

/** Every setting the server reads, parsed once at boot. Unset values fall back to the embedded defaults. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Unset: http://localhost:${PORT}, so e-mail links reach the port the server listens on. */
  PUBLIC_URL: z.url().optional(),
  /** Unset: info, or warn when stdout is a terminal (http/logger.ts). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** HMAC key of the newsletter/contact/bug-report captcha; generated under DATA_DIR when unset. */
  CAPTCHA_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CUEPOINT_SEED: z.enum(['demo', 'none']).default('demo'),
  SERVE_WEB: booleanFlag.optional(),
  WEB_DIST_DIR: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** Read tier: API GETs per minute per address (http/rate-limit-tiers.ts). Files and pages are never limited. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(1200),
  /** Write tier: API POST/PUT/PATCH/DELETE per minute per address, unless the route picks a stricter tier. */
  RATE_LIMIT_WRITE_MAX: z.coerce.number().int().min(1).default(120),
  /** How long a public read (home data, blog) may be served from the cache; 0 turns the cache off. */
  PUBLIC_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Cuepoint <hello@cuepoint.local>'),
  TEAM_INBOX: z.email().default('team@cuepoint.local'),
  /** Uploaded files go to this S3-compatible bucket when set; local disk under DATA_DIR/uploads otherwise. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** An S3-compatible service (MinIO, Cloudflare R2, …); unset: AWS. */
  S3_ENDPOINT: optionalUrl,
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /** Both or neither; unset: the AWS SDK's own credential chain. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Where the bucket (or a CDN) serves its objects publicly; unset: the server serves them under /uploads. */
  S3_PUBLIC_URL: optionalUrl,
  TRUST_PROXY: ZTrustProxy.default(false),
  CONTENT_DIR: z.string().min(1).optional(),
  ...ZAccountsEnv.shape,
  ...ZPaymentsEnv.shape,
  ...ZMixcloudEnv.shape,
  ...ZNotificationsEnv.shape,
  ...ZAdminEnv.shape,
});

export type TEnv = z.input<typeof ZEnv>;

export type Config = ReturnType<typeof toConfig>;

/** Relative paths are taken from where the user ran npm (INIT_CWD), not from the workspace npm switched to. */
function toConfig(env: z.output<typeof ZEnv>, baseDir: string) {
  const dataDir = path.resolve(baseDir, env.DATA_DIR);
  return {
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    uploadsDir: path.join(dataDir, 'uploads'),
    pgliteDir: path.join(dataDir, 'pglite'),
    isProduction: env.NODE_ENV === 'production',
    serveWeb: env.SERVE_WEB ?? env.NODE_ENV === 'production',
    contentDir: env.CONTENT_DIR ? path.resolve(baseDir, env.CONTENT_DIR) : undefined,
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value stops the boot with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant = Object.fromEntries(
    Object.keys(ZEnv.shape).flatMap((key) => {
      const value = env[key];
      return value === undefined || value === '' ? [] : [[key, value]];
    }),
  );
  const parsed = ZEnv.safeParse(relevant);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const conflicts = [
    ...paymentsEnvProblems(parsed.data),
    ...mixcloudEnvProblems(parsed.data),
    ...notificationsEnvProblems(parsed.data),
  ];
  if (conflicts.length > 0)
    throw new ConfigError(`Invalid configuration:\n${conflicts.map((line) => `  ${line}`).join('\n')}`);
  return toConfig(parsed.data, env['INIT_CWD'] || process.cwd());
}

/**
 * The configuration of an entry point (the server, `npm run seed`, the blog import's process): a bad value prints the
 * message naming the variable and ends the process with code 1.
 */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** How the configuration opens its database (embedded PGlite under DATA_DIR, or DATABASE_URL's pool). */
export function databaseOptionsOf(config: Config) {
  return {
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.pgliteDir,
    poolSize: config.DATABASE_POOL_SIZE,
  };
}
