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
  /** Where uploaded files live (ARCHITECTURE §1): `<dataDir>/files` or an S3-compatible store. */
  storage: StorageConfig;
  /** Upload size limits in bytes (spec §7.8): images and other files. */
  upload: { imageMaxBytes: number; fileMaxBytes: number };
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
    upload: {
      imageMaxBytes: megabytes(env.UPLOAD_IMAGE_MAX_MB, 10, 'UPLOAD_IMAGE_MAX_MB'),
      fileMaxBytes: megabytes(env.UPLOAD_FILE_MAX_MB, 50, 'UPLOAD_FILE_MAX_MB'),
    },
  };
}
