import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level: the same content always gives the same bytes. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 (hex) of the canonical JSON of a record's content: what its signatures cover. */
export const contentHash = (content: unknown) =>
  createHash('sha256').update(canonicalJson(content), 'utf8').digest('hex');

export const sha256Hex = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/**
 * The paths where two contents differ (`groups[2].strengths`, `conclusion`), so a verification can say
 * where a record was altered. Arrays compare by index; at most `limit` paths.
 */
export function changedPaths(before: unknown, after: unknown, limit = 20, at = ''): string[] {
  if (canonicalJson(before) === canonicalJson(after)) return [];
  const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';
  if (Array.isArray(before) && Array.isArray(after)) {
    const out: string[] = [];
    for (let i = 0; i < Math.max(before.length, after.length) && out.length < limit; i++)
      out.push(...changedPaths(before[i], after[i], limit - out.length, `${at}[${i}]`));
    return out;
  }
  if (isObj(before) && isObj(after) && !Array.isArray(before) && !Array.isArray(after)) {
    const out: string[] = [];
    for (const k of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
      if (out.length >= limit) break;
      out.push(...changedPaths(before[k], after[k], limit - out.length, at ? `${at}.${k}` : k));
    }
    return out;
  }
  return [at || '(root)'];
}
