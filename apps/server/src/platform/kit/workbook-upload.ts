import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { Language } from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../envelope';
import { formParts } from '../multipart';
import { XLSX_TYPE } from './excel';
import { kitMessage } from './messages';

/** An upload saved to a temporary file; `remove` deletes it (safe to call twice). */
export interface SavedWorkbook {
  path: string;
  remove(): Promise<void>;
}

class TooLarge extends Error {}

/** Passes bytes through until there are more than `max`, then fails the pipeline. */
const capped = (max: number) => {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      done(seen > max ? new TooLarge() : null, chunk);
    },
  });
};

/**
 * Lets the routes of this plugin scope take a workbook either way a client sends one: as the raw
 * .xlsx body, or as the `file` part of a multipart form (docs/domains/specimen.md: display is multipart). The raw
 * body is left a stream, so receiveWorkbook writes it to disk without holding it.
 */
export async function acceptWorkbookUploads(app: FastifyInstance, maxBytes: number) {
  await app.register(multipart, { limits: { files: 1, fields: 10, parts: 12, fileSize: maxBytes } });
  app.addContentTypeParser([XLSX_TYPE, 'application/octet-stream'], (_req, payload, done) =>
    done(null, payload),
  );
}

/**
 * Streams the request's workbook to a temporary file, at most `maxBytes` (413 beyond, 422 with no
 * file), so a large import never sits in memory. The caller removes the file when done with it.
 */
export async function receiveWorkbook(
  req: FastifyRequest,
  maxBytes: number,
  lang: Language,
): Promise<SavedWorkbook> {
  const path = join(tmpdir(), `${UPLOAD_PREFIX}${randomUUID()}.xlsx`);
  const remove = () => rm(path, { force: true });
  let source: Readable | undefined;
  if (req.isMultipart()) {
    for await (const part of formParts(req)) {
      if (part.type === 'file') {
        if (source) {
          part.file.resume();
          continue;
        }
        source = part.file;
        // A multipart file must be consumed before the next part is read.
        await save(part.file, path, maxBytes, lang, remove);
        if (part.file.truncated) {
          await remove();
          throw new AppError(kitMessage('fileTooLarge', lang, { max: megabytes(maxBytes) }), 413, 413);
        }
      }
    }
  } else if (req.body instanceof Readable) {
    source = req.body;
    await save(req.body, path, maxBytes, lang, remove);
  }
  if (!source) throw new AppError(kitMessage('noFile', lang), 422, 422);
  return { path, remove };
}

async function save(
  input: Readable,
  path: string,
  maxBytes: number,
  lang: Language,
  remove: () => Promise<void>,
) {
  try {
    await pipeline(input, capped(maxBytes), createWriteStream(path));
  } catch (err) {
    await remove();
    if (err instanceof TooLarge || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(kitMessage('fileTooLarge', lang, { max: megabytes(maxBytes) }), 413, 413);
    throw err;
  }
}

const UPLOAD_PREFIX = 'zhuji-import-';

/**
 * Removes uploads a previous run left behind (the process stopped during an import, before the job's
 * cleanup ran). Only files older than a day: a running import's file is minutes old.
 */
export async function removeStaleUploads(now = Date.now()): Promise<number> {
  const dir = tmpdir();
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith(UPLOAD_PREFIX) || !name.endsWith('.xlsx')) continue;
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info && now - info.mtimeMs > 24 * 60 * 60 * 1000) {
      await rm(path, { force: true });
      removed++;
    }
  }
  return removed;
}

const megabytes = (bytes: number) => String(Math.round(bytes / 1024 / 1024));
