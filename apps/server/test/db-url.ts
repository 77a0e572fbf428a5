export const TEMPLATE_DB = 'zhuji_test_template';
/** The migrated template with the demo data seeded in it (see per-file-db.ts). */
export const SEEDED_TEMPLATE_DB = 'zhuji_test_template_seeded';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
