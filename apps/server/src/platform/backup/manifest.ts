/** What a backup archive holds, written as manifest.json at its root. */
export interface BackupManifest {
  format: 'zhuji-backup';
  formatVersion: 1;
  createdAt: string;
  appVersion: string;
  /** Migrations applied to the dumped database; a restore needs the same schema to load the rows into. */
  migrations: { count: number; lastTag: string | null };
  databaseMode: 'embedded' | 'external';
  /** PostgreSQL's server_version of the dumped database. */
  serverVersion: string;
  tables: ManifestTable[];
  sequences: { name: string; lastValue: string | null }[];
  storage: ManifestStorage;
  /** Things the backup noticed that do not stop it (a stored_file row whose bytes are missing…). */
  warnings: string[];
}

export interface ManifestTable {
  name: string;
  columns: string[];
  rows: number;
  /** db/<name>.copy, PostgreSQL COPY text format. */
  file: string;
  sha256: string;
}

export interface ManifestFile {
  /** Path under the files folder (the storage key). */
  path: string;
  size: number;
  sha256: string;
}

export type ManifestStorage =
  | { driver: 'local'; fileCount: number; files: ManifestFile[] }
  /** An S3 bucket is listed (its bytes stay in the bucket, which keeps its own versions). */
  | { driver: 's3'; bucket: string; fileCount: number; files: ManifestFile[] };

export const MANIFEST_NAME = 'manifest.json';
