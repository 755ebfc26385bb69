import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { AUTH_LIMITS, CALENDAR_SYNC_LIMITS } from '@roamstead/contract';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { DEFAULT_POOL_LIMITS, type PoolLimits } from './db/client';

const isOrigin = (value: string) => URL.canParse(value) && new URL(value).origin === value;

/** An address of one machine or of a private network (not 0.0.0.0, which is every interface). */
const isPrivateInterface = (value: string) =>
  net.isIP(value) !== 0 &&
  ['loopback', 'private', 'uniqueLocal', 'linkLocal', 'carrierGradeNat'].includes(ipaddr.process(value).range());

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    /** Streaming replicas of DATABASE_URL (comma-separated) for reads that tolerate a little lag (ADR 0068). */
    DATABASE_REPLICA_URLS: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((u) => u.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^postgres(ql)?:\/\//, 'must be postgres:// URLs')))
      .default([]),
    /** A replica further behind the primary than this is left out until it catches up. */
    DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).default(5_000),
    /** Connections of each PostgreSQL pool (a process has two: ADR 0037). */
    DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(500).default(DEFAULT_POOL_LIMITS.max),
    /** How long a request waits for a free PostgreSQL connection before it is answered 503. */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_POOL_LIMITS.connectTimeoutMs),
    /** PostgreSQL cancels a statement running longer (the request gets a 503). */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_POOL_LIMITS.statementTimeoutMs),
    /** PostgreSQL ends a transaction idle for longer, so it cannot hold locks and a connection for good. */
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .default(DEFAULT_POOL_LIMITS.idleInTransactionTimeoutMs),
    /** Requests are shed (503) while the event loop lags more than this on average; 0 turns it off. */
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(200),
    /** Requests are shed while the JavaScript heap holds more; defaults to 90 % of the heap limit. */
    PRESSURE_MAX_HEAP_USED_BYTES: z.coerce.number().int().min(0).optional(),
    /** Requests are shed while the process's resident memory is larger; 0 (the default) turns it off. */
    PRESSURE_MAX_RSS_BYTES: z.coerce.number().int().min(0).default(0),
    /** Folder of the built web app served on the same port. */
    WEB_DIST: z
      .string()
      .min(1)
      .default(path.resolve(import.meta.dirname, '../../web/dist')),
    /** Address used in links sent by e-mail; defaults to http://localhost:$PORT. */
    PUBLIC_URL: z.url().optional(),
    /** Other web origins whose scripts may call the API with credentials (comma-separated). */
    CORS_ORIGINS: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().refine(isOrigin, 'must be origins like https://app.example.com')))
      .default([]),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('Roamstead <no-reply@roamstead.test>'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    /**
     * Which proxies may set X-Forwarded-For (the client IP behind per-IP limits): unset trusts
     * none, a number trusts that many hops, otherwise a comma-separated list of addresses/CIDRs.
     */
    TRUST_PROXY: z
      .string()
      .regex(/^(\d+|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$/, 'must be a hop count or a list of addresses')
      .transform((v) => (/^\d+$/.test(v) ? Number(v) : v.split(',')))
      .optional(),
    /** Codes one client address may request per hour (raise it for many users behind one address). */
    OTP_MAX_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(AUTH_LIMITS.otpMaxPerIpPerHour),
    /** When set, GET /metrics answers only requests with `Authorization: Bearer <token>`. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** When set, /metrics is served on this port of METRICS_HOST instead of the app's port. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** Interface of METRICS_PORT: a loopback or private address, never one the public can reach. */
    METRICS_HOST: z
      .string()
      .refine(isPrivateInterface, 'must be a loopback or private address such as 127.0.0.1 or 10.0.0.5')
      .default('127.0.0.1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Map tiles for the web client ({z}/{x}/{y} template); `none` draws maps without tiles. */
    MAP_TILE_URL: z
      .string()
      .regex(/^(none|https?:\/\/\S*\{z\}\S*|\/\S*\{z\}\S*)$/, 'must be a tile URL template with {z}/{x}/{y}, or none')
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_ATTRIBUTION: z.string().default('&copy; OpenStreetMap contributors'),
    /** Minutes between two polls of an imported calendar. */
    CALENDAR_SYNC_INTERVAL_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(CALENDAR_SYNC_LIMITS.defaultIntervalMinutes),
    /** Lets imported calendars live on private or loopback addresses: only for tests serving local feeds. */
    ICAL_ALLOW_PRIVATE_HOSTS: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** Uploads go to this bucket of an S3-compatible service; unset keeps them in DATA_DIR/uploads. */
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3–63 lower-case letters, digits, dots, hyphens)',
      )
      .optional(),
    /** The service's address (MinIO, R2, a local server…); unset means AWS S3 in S3_REGION. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region name like eu-west-1')
      .default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Bucket in the path rather than the host name; defaults to true when S3_ENDPOINT is set. */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  })
  .refine((env) => !!env.S3_ACCESS_KEY_ID === !!env.S3_SECRET_ACCESS_KEY, {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'and S3_ACCESS_KEY_ID must be set together',
  })
  .refine(
    (env) => env.S3_BUCKET || !(env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_FORCE_PATH_STYLE !== undefined),
    {
      path: ['S3_BUCKET'],
      message: 'is required when other S3_ variables are set',
    },
  )
  .refine((env) => env.DATABASE_REPLICA_URLS.length === 0 || env.DATABASE_URL, {
    path: ['DATABASE_REPLICA_URLS'],
    message: 'needs DATABASE_URL (replicas are of a PostgreSQL server)',
  })
  .refine((env) => env.METRICS_PORT === undefined || env.METRICS_PORT !== env.PORT, {
    path: ['METRICS_PORT'],
    message: 'must differ from PORT',
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET, {
    path: ['JWT_SECRET'],
    message: 'is required in production',
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
  }));

export type Config = z.infer<typeof schema>;

/** Variables naming a folder: relative ones are resolved against the working directory. */
const FOLDERS = ['DATA_DIR', 'WEB_DIST'] as const;

/**
 * Parses the environment; a bad value throws one line naming the variable. Relative folders are
 * resolved against `cwd` (where npm was started, otherwise the process's directory), and something
 * there that is not a folder is refused.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = env.INIT_CWD ?? process.cwd()): Config {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(clean);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid environment variable ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const config = parsed.data;
  for (const name of FOLDERS) {
    config[name] = path.resolve(cwd, config[name]);
    if (fs.existsSync(config[name]) && !fs.statSync(config[name]).isDirectory()) {
      throw new ConfigError(`Invalid environment variable ${name}: ${config[name]} is not a folder`);
    }
  }
  return config;
}

export class ConfigError extends Error {}

/** The PostgreSQL pools' limits the configuration asks for. */
/** The replicas openDatabase reads from, when configured. */
export const replicaOptions = (config: Config) =>
  config.DATABASE_REPLICA_URLS.length
    ? { urls: config.DATABASE_REPLICA_URLS, maxLagMs: config.DATABASE_REPLICA_MAX_LAG_MS }
    : undefined;

export const poolLimits = (config: Config): PoolLimits => ({
  max: config.DATABASE_POOL_MAX,
  connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  idleInTransactionTimeoutMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
});
