/**
 * Every database of one integration run starts with the run's prefix, `zhuji_test_<started>_<random>_`
 * (the start in base-36 seconds): several runs may share one PostgreSQL — CI's, or a developer's with two
 * checkouts — and each creates, copies and drops only its own databases (global-setup.ts).
 */
export function runPrefix(startedAtMs: number, random: string): string {
  return `zhuji_test_${Math.floor(startedAtMs / 1000).toString(36)}_${random}_`;
}

/** When the run whose prefix this is started, or undefined for a name that is not a run's. */
export function runStartedAtMs(databaseName: string): number | undefined {
  const match = /^zhuji_test_([0-9a-z]+)_[0-9a-f]+_/.exec(databaseName);
  return match?.[1] ? Number.parseInt(match[1], 36) * 1000 : undefined;
}

/** The migrated template, and the same with the demo data seeded in it (see per-file-db.ts). */
export const templateDb = (prefix: string) => `${prefix}template`;
export const seededTemplateDb = (prefix: string) => `${prefix}seeded`;

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
