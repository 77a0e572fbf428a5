import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { schema } from './schema';

const src = fileURLToPath(new URL('..', import.meta.url));

/** The files drizzle.config.ts names by glob: platform/**\/*.table.ts and modules/*\/*.table.ts. */
function tableFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string, depth: number, maxDepth: number) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory() && depth < maxDepth) walk(path, depth + 1, maxDepth);
      else if (e.isFile() && e.name.endsWith('.table.ts')) found.push(path);
    }
  };
  walk(join(src, 'platform'), 0, Number.POSITIVE_INFINITY);
  walk(join(src, 'modules'), 0, 1);
  return found;
}

const namesOf = (values: Iterable<unknown>) =>
  [...values].filter((v): v is PgTable => is(v, PgTable)).map((t) => getTableName(t));

describe('db/schema', () => {
  it('holds exactly the tables drizzle-kit reads from the table files', async () => {
    const fromFiles: string[] = [];
    for (const file of tableFiles()) {
      const exports: Record<string, unknown> = await import(file);
      const names = namesOf(Object.values(exports));
      expect(names.length, `${relative(src, file)} declares no table`).toBeGreaterThan(0);
      fromFiles.push(...names);
    }
    const fromManifests = namesOf(Object.values(schema));
    expect(fromManifests.sort()).toEqual(fromFiles.sort());
    expect(new Set(fromFiles).size).toBe(fromFiles.length);
  });
});
