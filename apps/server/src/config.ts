import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { canonicalTimeZone, DEFAULT_BUSINESS_TIME_ZONE, isTimeZone } from '@zhuji/shared';

export interface AppConfig {
  host: string;
  port: number;
  /** Root of everything the process writes: the embedded database, uploaded files. */
  dataDir: string;
  /** External PostgreSQL; absent means the embedded PostgreSQL in `dataDir/pg`. */
  databaseUrl: string | undefined;
  /** Folder of the built SPA; served with an index.html fallback when present. */
  webDist: string | undefined;
  /** Enables /api/test/* routes used only by browser tests. */
  testRoutes: boolean;
  logLevel: string;
  /** Per-IP limit of the login, code and password calls, per minute (brute-force protection). */
  authRatePerMinute: number;
  /** How often the server tells the configured roles of new early-warning items (预警通知); 0: never. */
  warningSweepMinutes: number;
  /** The IANA zone every "today", day count and month of the product is read in (BUSINESS_TIME_ZONE). */
  businessTimeZone: string;
  version: string;
  /** Where uploaded files live (docs/architecture.md#runtime): `<dataDir>/files` or an S3-compatible store. */
  storage: StorageConfig;
  /** Upload size limits in bytes (docs/product.md §7.8): images and other files. */
  upload: { imageMaxBytes: number; fileMaxBytes: number };
  /**
   * Which proxies may set X-Forwarded-For (Fastify's trustProxy): false trusts none, a number that many
   * hops, a list those addresses or CIDRs. Trusting every sender would let each forged header value count
   * as a new client and walk past the per-IP limits.
   */
  trustProxy: false | number | string[];
  /** HTTP server timeouts in ms, so a client trickling its request cannot hold a connection for long. */
  http: HttpTimeouts;
  /** Audit log entries younger than this are kept; at least 180 days. */
  auditRetentionDays: number;
  /**
   * The job queue (platform/queue, JOB_QUEUE): 'work' starts pg-boss and runs jobs, 'send' only queues
   * them (another process works), 'off' runs each job in this process without pg-boss (integration tests).
   */
  jobQueue: JobQueueMode;
}

export const JOB_QUEUE_MODES = ['work', 'send', 'off'] as const;
export type JobQueueMode = (typeof JOB_QUEUE_MODES)[number];

function jobQueueMode(raw: string | undefined): JobQueueMode {
  if (raw === undefined || raw === '') return 'work';
  if ((JOB_QUEUE_MODES as readonly string[]).includes(raw)) return raw as JobQueueMode;
  throw new Error(`JOB_QUEUE must be one of ${JOB_QUEUE_MODES.join(', ')}, not "${raw}"`);
}

export interface HttpTimeouts {
  /** The request line and headers must arrive within this (Node's headersTimeout). */
  headersMs: number;
  /** The whole request, body included, must arrive within this; sized for the largest upload. */
  requestMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
  /** A connection silent in both directions for this long is closed (Fastify's connectionTimeout). */
  idleMs: number;
}

export const STORAGE_DRIVERS = ['local', 's3'] as const;
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];

/** The S3 settings as read from the environment; which are missing is reported at start-up. */
export interface S3Settings {
  endpoint: string | undefined;
  region: string | undefined;
  bucket: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** MinIO and most self-hosted stores need path-style addressing. */
  forcePathStyle: boolean;
}

export interface StorageConfig {
  driver: StorageDriver;
  s3: S3Settings;
}

const int = (raw: string | undefined, fallback: number, name: string): number => {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`${name} must be an integer port, got "${raw}"`);
  return n;
};

const megabytes = (raw: string | undefined, fallback: number, name: string): number => {
  if (raw === undefined || raw === '') return fallback * 1024 * 1024;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0 || n > 1024)
    throw new Error(`${name} must be a size in MB (0–1024], got "${raw}"`);
  return Math.floor(n * 1024 * 1024);
};

const minutes = (raw: string | undefined, fallback: number, name: string): number => {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 1440)
    throw new Error(`${name} must be whole minutes (0–1440), got "${raw}"`);
  return n;
};

const seconds = (raw: string | undefined, fallback: number, name: string): number => {
  if (raw === undefined || raw === '') return fallback * 1000;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0 || n > 86_400)
    throw new Error(`${name} must be a number of seconds (0–86400], got "${raw}"`);
  return Math.round(n * 1000);
};

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY as Fastify accepts them. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isAddressOrCidr = (item: string): boolean => {
  if (PROXY_RANGE_NAMES.includes(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
};

/** TRUST_PROXY: empty = trust no proxy; a number = that many hops; else a comma list of addresses/CIDRs. */
export function trustProxyFrom(raw: string | undefined): false | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error(`TRUST_PROXY hop count must be 0–10, got "${raw}"`);
    return hops === 0 ? false : hops;
  }
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const bad = items.filter((item) => !isAddressOrCidr(item));
  if (bad.length || !items.length) {
    throw new Error(
      `TRUST_PROXY must be empty, a hop count or a comma list of proxy addresses/CIDRs (loopback, linklocal, uniquelocal allowed); not understood: "${bad.join(', ') || raw}"`,
    );
  }
  return items;
}

/** The audit log must cover at least 180 days (等保 2.0 level 3); a shorter setting is refused at start. */
export const AUDIT_RETENTION_MIN_DAYS = 180;

function auditRetentionDays(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return AUDIT_RETENTION_MIN_DAYS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < AUDIT_RETENTION_MIN_DAYS || n > 36_500) {
    throw new Error(
      `AUDIT_RETENTION_DAYS must be whole days, at least ${AUDIT_RETENTION_MIN_DAYS} (audit logs are kept 180 days or longer), got "${raw}"`,
    );
  }
  return n;
}

function httpTimeouts(env: NodeJS.ProcessEnv, largestUploadBytes: number): HttpTimeouts {
  // The largest upload must get through at 1 Mbit/s (128 KiB/s): 50 MB → 400 s; never under 60 s.
  const uploadSeconds = Math.max(60, Math.ceil(largestUploadBytes / (128 * 1024)));
  const headersMs = seconds(env.HTTP_HEADERS_TIMEOUT_S, 10, 'HTTP_HEADERS_TIMEOUT_S');
  const requestMs = seconds(env.HTTP_REQUEST_TIMEOUT_S, uploadSeconds, 'HTTP_REQUEST_TIMEOUT_S');
  if (headersMs > requestMs)
    throw new Error('HTTP_HEADERS_TIMEOUT_S must not be longer than HTTP_REQUEST_TIMEOUT_S');
  return {
    headersMs,
    requestMs,
    keepAliveMs: seconds(env.HTTP_KEEP_ALIVE_TIMEOUT_S, 5, 'HTTP_KEEP_ALIVE_TIMEOUT_S'),
    idleMs: seconds(env.HTTP_IDLE_TIMEOUT_S, 120, 'HTTP_IDLE_TIMEOUT_S'),
  };
}

function storageDriver(raw: string | undefined): StorageDriver {
  const value = (raw || 'local').toLowerCase();
  if (!(STORAGE_DRIVERS as readonly string[]).includes(value))
    throw new Error(`STORAGE_DRIVER must be one of ${STORAGE_DRIVERS.join(', ')}, got "${raw}"`);
  return value as StorageDriver;
}

function timeZone(raw: string | undefined): string {
  const zone = raw || DEFAULT_BUSINESS_TIME_ZONE;
  if (!isTimeZone(zone))
    throw new Error(`BUSINESS_TIME_ZONE must be an IANA time zone such as Asia/Shanghai, got "${raw}"`);
  return canonicalTimeZone(zone);
}

export const APP_VERSION = 'V0.1.0';

export function configFromEnv(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const upload = {
    imageMaxBytes: megabytes(env.UPLOAD_IMAGE_MAX_MB, 10, 'UPLOAD_IMAGE_MAX_MB'),
    fileMaxBytes: megabytes(env.UPLOAD_FILE_MAX_MB, 50, 'UPLOAD_FILE_MAX_MB'),
  };
  return {
    host: env.HOST || '127.0.0.1',
    port: int(env.PORT, 8080, 'PORT'),
    dataDir: resolve(cwd, env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webDist: env.WEB_DIST === '' ? undefined : resolve(cwd, env.WEB_DIST || 'apps/web/dist'),
    testRoutes: env.ZHUJI_TEST_ROUTES === '1',
    logLevel: env.LOG_LEVEL || 'info',
    authRatePerMinute: Number(env.AUTH_RATE_PER_MINUTE) > 0 ? Number(env.AUTH_RATE_PER_MINUTE) : 30,
    warningSweepMinutes: minutes(env.WARNING_SWEEP_MINUTES, 10, 'WARNING_SWEEP_MINUTES'),
    businessTimeZone: timeZone(env.BUSINESS_TIME_ZONE),
    version: APP_VERSION,
    storage: {
      driver: storageDriver(env.STORAGE_DRIVER),
      s3: {
        endpoint: env.S3_ENDPOINT || undefined,
        region: env.S3_REGION || undefined,
        bucket: env.S3_BUCKET || undefined,
        accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
      },
    },
    upload,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    http: httpTimeouts(env, Math.max(upload.imageMaxBytes, upload.fileMaxBytes)),
    auditRetentionDays: auditRetentionDays(env.AUDIT_RETENTION_DAYS),
    jobQueue: jobQueueMode(env.JOB_QUEUE),
  };
}
