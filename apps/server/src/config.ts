import { resolve } from 'node:path';

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
  version: string;
}

const int = (raw: string | undefined, fallback: number, name: string): number => {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`${name} must be an integer port, got "${raw}"`);
  return n;
};

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
    version: APP_VERSION,
  };
}
