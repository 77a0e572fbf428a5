import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-lock';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'zhuji-lock-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('when the folder is free, then the lock holds our pid and releasing removes it', async () => {
    const release = await lockDataDir(dir);
    expect(await readFile(join(dir, 'zhuji.pid'), 'utf8')).toBe(String(process.pid));
    await release();
    await expect(readFile(join(dir, 'zhuji.pid'), 'utf8')).rejects.toThrow();
  });

  it('when another live process holds the folder, then a second start is refused with a clear message', async () => {
    await writeFile(join(dir, 'zhuji.pid'), String(process.ppid));
    const attempt = lockDataDir(dir);
    await expect(attempt).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(attempt).rejects.toThrow(/正被另一个筑基进程/);
  });

  it('when the holder died without releasing, then the lock is taken over', async () => {
    await writeFile(join(dir, 'zhuji.pid'), '2147483646');
    const release = await lockDataDir(dir);
    expect(await readFile(join(dir, 'zhuji.pid'), 'utf8')).toBe(String(process.pid));
    await release();
  });
});
