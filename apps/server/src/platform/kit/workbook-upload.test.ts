import { existsSync } from 'node:fs';
import { rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeStaleUploads } from './workbook-upload';

describe('removeStaleUploads', () => {
  it('when an earlier run left an import upload, then one older than a day is removed and a fresh one kept', async () => {
    const old = join(tmpdir(), 'zhuji-import-stale-test.xlsx');
    const fresh = join(tmpdir(), 'zhuji-import-fresh-test.xlsx');
    const other = join(tmpdir(), 'zhuji-other-stale-test.xlsx');
    for (const file of [old, fresh, other]) await writeFile(file, 'PK');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await utimes(old, twoDaysAgo, twoDaysAgo);
    await utimes(other, twoDaysAgo, twoDaysAgo);
    expect(await removeStaleUploads()).toBeGreaterThanOrEqual(1);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(other)).toBe(true);
    for (const file of [fresh, other]) await rm(file, { force: true });
  });
});
