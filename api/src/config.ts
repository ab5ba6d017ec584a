import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { sqliteFileFor, type PoolOptions } from './db/knexConfig.js';
import type { S3Options } from './services/storage/s3.js';

/** The repository root: api/src/config.ts -> ../.. */
export const ROOT_DIR = path.resolve(import.meta.dirname, '..', '..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** `mysql://user:pass@host:3306/db` for MySQL/MariaDB; empty means the embedded SQLite file. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  /** Comma-separated origins allowed to call the API from another site; empty means same origin. */
  CORS_ORIGINS: z.string().default(''),
  /** Seed the demo content (notices, demo admin) on a first run. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Where the two front-end builds live; the server serves them when present. */
  PUBLIC_SITE_DIR: z.string().optional(),
  /** The public site's server bundle, which renders its pages (`npm run build` writes it). */
  PUBLIC_SITE_SSR_DIR: z.string().optional(),
  CONSOLE_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['silent', 'error', 'info']).default('info'),
  /** `redis://127.0.0.1:6379`: shared rate-limit counters for several copies of the server. */
  REDIS_URL: z.string().optional(),
  /**
   * How many proxies (load balancer, CDN) stand in front of the server and append the address they
   * saw to `X-Forwarded-For`: the client's address is then the one that many entries from the right.
   * 0 (default) trusts no proxy and takes the connection's address; the header is ignored.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Login attempts per client address (all usernames), in 15 minutes. */
  LOGIN_MAX_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Wrong passwords for one username from one address, in 15 minutes; a correct login clears them. */
  LOGIN_MAX_PER_USERNAME: z.coerce.number().int().min(1).default(10),
  /**
   * Wrong passwords for one username from all addresses, in 15 minutes: past this, an address that
   * has failed on it even once is refused (one that has not may still try, so the owner gets in).
   */
  LOGIN_MAX_FAILURES_PER_USERNAME: z.coerce.number().int().min(1).default(100),
  /**
   * Once a username has more wrong passwords (all addresses) than LOGIN_MAX_PER_USERNAME, every login
   * to it waits this long per failure beyond that, up to LOGIN_DELAY_MAX_MS.
   */
  LOGIN_DELAY_STEP_MS: z.coerce.number().int().min(0).max(60_000).default(200),
  LOGIN_DELAY_MAX_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  /**
   * Pictures, judged from their header before anything is decoded: megapixels of all frames together
   * (width × height × frames) and frames of an animation. More is refused with 413.
   */
  IMAGE_MAX_MEGAPIXELS: z.coerce.number().positive().max(1000).default(50),
  IMAGE_MAX_FRAMES: z.coerce.number().int().min(1).max(10_000).default(100),
  /** Mail: `smtp://user:password@host:587`; without it mail only goes to the outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('서울하지정맥 흉부외과의원 <no-reply@example-vein-clinic.kr>'),
  /** SMS through SOLAPI: all three, or SMS only goes to the outbox. */
  SOLAPI_API_KEY: z.string().optional(),
  SOLAPI_API_SECRET: z.string().optional(),
  SOLAPI_SENDER: z.string().optional(),
  /** KakaoTalk 알림톡 through SOLAPI: the channel id (pfId); templates name their 알림톡 template code. */
  SOLAPI_KAKAO_PF_ID: z.string().optional(),
  /** Verification codes per phone/e-mail and per client address, per hour. */
  CODE_MAX_PER_TARGET: z.coerce.number().int().min(1).default(5),
  CODE_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
  /**
   * Pages rendered afresh (not from the page cache) per client address, per minute: past it the
   * address gets a 429 page until the minute is over. Cached pages are never counted.
   */
  RENDER_MAX_PER_IP: z.coerce.number().int().min(1).default(60),
  /**
   * On SIGTERM/SIGINT: how long open requests may take to finish before the server closes what is
   * left and exits (code 0). Meanwhile `/api/health` answers 503 and every answer closes its connection.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * Apply pending migrations when the server starts (the first run's default). A DBA who migrates
   * first (`npm run db:migrate`) sets it to false: a copy then refuses to start while any is pending.
   */
  MIGRATE_ON_START: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** How long a starting copy waits for another one (or a DBA's run) migrating or seeding, ms. */
  MIGRATE_LOCK_WAIT_MS: z.coerce.number().int().min(0).max(3_600_000).default(300_000),
  /** MySQL/MariaDB connections each copy may hold at once (the server's max_connections covers all copies). */
  DB_POOL_MAX: z.coerce.number().int().min(2).max(500).default(10),
  /**
   * Uploads in an S3-compatible bucket (several copies share it): S3_BUCKET and S3_REGION, with
   * S3_ENDPOINT for a service other than AWS (NCP Object Storage, MinIO), the keys (or the machine's
   * own AWS credentials when left out), an optional key prefix, and path-style addressing (most
   * non-AWS services). Without S3_BUCKET, uploads stay in DATA_DIR/uploads.
   */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('ap-northeast-2'),
  S3_ENDPOINT: z.string().url().optional().or(z.literal('')),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9][a-z0-9_.-]*\/)*$/, 'S3_PREFIX must be empty or end with / (e.g. clinic/)')
    .default(''),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * Days a consultation request (name, phone, health details, files) is kept after it came in; a
   * daily job erases older ones. The privacy policy and the request's consent say 1 year: change
   * them in the console when this changes.
   */
  REQUEST_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** How long a console list query (a search, a filter, an export) may run on MySQL/MariaDB, ms. */
  CONSOLE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** Console list queries running at once on a copy (default: half of DB_POOL_MAX). */
  CONSOLE_LIST_CONCURRENCY: z.coerce.number().int().min(1).max(500).optional(),
  /** How long a query waits for a free connection before the request answers 503, ms. */
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  sqliteFile: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  corsOrigins: string[];
  seedDemo: boolean;
  publicSiteDir: string;
  publicSiteSsrDir: string;
  consoleDir: string;
  logLevel: 'silent' | 'error' | 'info';
  redisUrl: string | undefined;
  /** Proxies in front of the server whose `X-Forwarded-For` entries are trusted (0: none). */
  trustProxyHops: number;
  loginLimits: {
    /** Attempts per client address. */
    perIp: number;
    /** Failures per (username, address). */
    perUsername: number;
    /** Failures per username from every address. */
    failuresPerUsername: number;
    /** Delay per failure of a username beyond `perUsername`, and its ceiling. */
    delayStepMs: number;
    delayMaxMs: number;
    windowMs: number;
  };
  codeLimits: { perTarget: number; perIp: number; windowMs: number };
  /** Upload limits of a decoded picture (services/images/limits.ts): pixels of all frames, frames. */
  images: { maxPixels: number; maxFrames: number };
  /** Fresh page renders per client address and window (the page cache's hits are not counted). */
  renderLimit: { perIp: number; windowMs: number };
  /** How long a shutdown waits for open requests. */
  shutdownDrainMs: number;
  /** Migrate on start, and how long to wait for another copy doing so. */
  migrateOnStart: boolean;
  migrateLockWaitMs: number;
  /** The MySQL/MariaDB connection pool. */
  dbPool: PoolOptions;
  /** The console's list reads on MySQL/MariaDB: their time limit and how many run at once. */
  consoleReads: { timeoutMs: number; concurrency: number };
  /** Days a consultation request is kept. */
  requestRetentionDays: number;
  /** The uploads' bucket, or undefined for the local folder. */
  s3: S3Options | undefined;
  messaging: {
    smtpUrl: string | undefined;
    mailFrom: string;
    solapi: { apiKey: string; apiSecret: string; sender: string; kakaoPfId?: string } | undefined;
    /** Outside production, where messages no provider sends are written, codes included (never the outbox). */
    devMailbox: string | undefined;
  };
}

/** Reads a secret kept under data/, creating it on first use, so restarts keep sessions valid. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(ROOT_DIR, e.DATA_DIR ?? 'data');
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET && e.DATABASE_URL) {
    // Several copies behind a load balancer must share one secret; a file per machine would not.
    throw new Error('JWT_SECRET is required in production with a shared database.');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir,
    sqliteFile: sqliteFileFor(ROOT_DIR, e.DATA_DIR),
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    seedDemo: e.SEED_DEMO,
    publicSiteDir: path.resolve(ROOT_DIR, e.PUBLIC_SITE_DIR ?? 'public-site/dist'),
    // Beside the browser build by default (`public-site/dist` and `public-site/dist-ssr`).
    publicSiteSsrDir: path.resolve(
      ROOT_DIR,
      e.PUBLIC_SITE_SSR_DIR ?? path.join(e.PUBLIC_SITE_DIR ?? 'public-site/dist', '..', 'dist-ssr'),
    ),
    consoleDir: path.resolve(ROOT_DIR, e.CONSOLE_DIR ?? 'console/dist'),
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL || undefined,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    loginLimits: {
      perIp: e.LOGIN_MAX_PER_IP,
      perUsername: e.LOGIN_MAX_PER_USERNAME,
      failuresPerUsername: e.LOGIN_MAX_FAILURES_PER_USERNAME,
      delayStepMs: e.LOGIN_DELAY_STEP_MS,
      delayMaxMs: e.LOGIN_DELAY_MAX_MS,
      windowMs: 15 * 60_000,
    },
    codeLimits: { perTarget: e.CODE_MAX_PER_TARGET, perIp: e.CODE_MAX_PER_IP, windowMs: 60 * 60_000 },
    images: { maxPixels: Math.round(e.IMAGE_MAX_MEGAPIXELS * 1_000_000), maxFrames: e.IMAGE_MAX_FRAMES },
    renderLimit: { perIp: e.RENDER_MAX_PER_IP, windowMs: 60_000 },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    migrateOnStart: e.MIGRATE_ON_START,
    migrateLockWaitMs: e.MIGRATE_LOCK_WAIT_MS,
    dbPool: { max: e.DB_POOL_MAX, acquireTimeoutMs: e.DB_ACQUIRE_TIMEOUT_MS },
    requestRetentionDays: e.REQUEST_RETENTION_DAYS,
    consoleReads: {
      timeoutMs: e.CONSOLE_QUERY_TIMEOUT_MS,
      concurrency: e.CONSOLE_LIST_CONCURRENCY ?? Math.max(1, Math.floor(e.DB_POOL_MAX / 2)),
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT || undefined,
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          prefix: e.S3_PREFIX,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    messaging: {
      smtpUrl: e.SMTP_URL || undefined,
      mailFrom: e.MAIL_FROM,
      solapi:
        e.SOLAPI_API_KEY && e.SOLAPI_API_SECRET && e.SOLAPI_SENDER
          ? {
              apiKey: e.SOLAPI_API_KEY,
              apiSecret: e.SOLAPI_API_SECRET,
              sender: e.SOLAPI_SENDER,
              ...(e.SOLAPI_KAKAO_PF_ID ? { kakaoPfId: e.SOLAPI_KAKAO_PF_ID } : {}),
            }
          : undefined,
      devMailbox: e.NODE_ENV === 'production' ? undefined : path.join(dataDir, 'dev-mailbox.jsonl'),
    },
  };
}
