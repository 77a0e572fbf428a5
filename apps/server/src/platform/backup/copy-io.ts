import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Counts bytes, newlines and the SHA-256 of what flows through. */
export function meter() {
  const hash = createHash('sha256');
  const totals = { bytes: 0, lines: 0, sha256: '' };
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      totals.bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) totals.lines++;
      done(null, chunk);
    },
    flush(done) {
      totals.sha256 = hash.digest('hex');
      done();
    },
  });
  return { stream, totals };
}

/** Copies a file, answering its size and SHA-256 as read. */
export async function copyFileHashed(from: string, to: string): Promise<{ size: number; sha256: string }> {
  await mkdir(dirname(to), { recursive: true });
  const m = meter();
  await pipeline(createReadStream(from), m.stream, createWriteStream(to, { flags: 'wx' }));
  return { size: m.totals.bytes, sha256: m.totals.sha256 };
}

export async function hashFile(path: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Every file under `root` as a '/'-separated relative path, sorted; a missing root has none. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((e) => {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}
