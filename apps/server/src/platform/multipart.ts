import { finished, PassThrough } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { t } from './i18n';

/**
 * The parts of a multipart request, like `req.parts()`, except that a form without a boundary, or
 * cut short before its closing delimiter, is refused with 400 instead of a 500 or silence:
 * @fastify/multipart ends the iteration quietly when the body stops mid-form, so a handler would
 * otherwise store half a file, or wait for the rest of one that never comes.
 */
export async function* formParts(
  req: FastifyRequest,
  options?: Parameters<FastifyRequest['parts']>[0],
): AsyncGenerator<Multipart> {
  const iterator = req.parts(options)[Symbol.asyncIterator]();
  // The first next() pipes the request into the parser synchronously (or fails: no boundary), so the
  // watcher below, attached in the same tick, sees every byte the parser sees.
  let next = iterator.next();
  const closing = closingDelimiter(req.headers['content-type']);
  let closed = false;
  let tail = Buffer.alloc(0);
  const watch = (chunk: Buffer | string) => {
    if (closed || !closing) return;
    const window = Buffer.concat([tail, Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)]);
    if (window.includes(closing)) closed = true;
    else tail = window.subarray(Math.max(0, window.length - closing.length + 1));
  };
  req.raw.on('data', watch);
  let done = false;
  try {
    for (;;) {
      // A parser error goes out as it is: the route may map it to a message of its own, else
      // the error handler does (multipartError).
      const result = await next;
      if (result.done) {
        done = true;
        break;
      }
      const part = result.value;
      if (part.type === 'file') part.file = guarded(part.file, req);
      yield part;
      next = iterator.next();
    }
  } finally {
    req.raw.off('data', watch);
    if (!done) await iterator.return?.(undefined);
  }
  if (!closed) throw new AppError(t('badMultipart', req.lang), 400, 400);
}

/**
 * The file's bytes through a stream of our own: the parser ends a part cut short with an 'error' or
 * by destroying its stream (a bare "Premature close"), and either reaches the reader as a 400.
 */
type FileStream = MultipartFile['file'];

function guarded(file: FileStream, req: FastifyRequest): FileStream {
  const out = new PassThrough();
  Object.defineProperty(out, 'truncated', { get: () => file.truncated });
  Object.defineProperty(out, 'bytesRead', { get: () => file.bytesRead });
  // A reader that gives up on the file (resume, then an error of its own) must not crash the process.
  out.on('error', () => {});
  const cut = () => out.destroy(new AppError(t('badMultipart', req.lang), 400, 400));
  // Already destroyed mid-part when handed over: finished() would call that a clean end.
  if (file.destroyed && !file.readableEnded) cut();
  else {
    file.pipe(out);
    finished(file, (err) => {
      if (err) cut();
    });
  }
  return out as unknown as FileStream;
}

/** `--boundary--`, or null when the content type names no usable boundary. */
function closingDelimiter(contentType: string | undefined): Buffer | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2];
  return boundary ? Buffer.from(`--${boundary}--`, 'latin1') : null;
}

/**
 * Multipart parser failures as client errors in the caller's language. A route may map some of them
 * to a message of its own first (a file too large names its limit).
 */
export function multipartError(err: unknown, req: FastifyRequest): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  const message = err instanceof Error ? err.message : '';
  switch (code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(t('notMultipart', req.lang), 415, 415);
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(t('multipartLimit', req.lang), 413, 413);
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new AppError(t('badFieldName', req.lang), 400, 400);
  }
  // busboy's own: "Multipart: Boundary not found", "Unexpected end of form", "Part terminated early…";
  // only for a multipart request, so a server fault with a like message stays a 500.
  const multipart = /^multipart\//i.test(req.headers['content-type'] ?? '');
  if (multipart && /^Multipart:|Unexpected end of|terminated early|Malformed/i.test(message))
    return new AppError(t('badMultipart', req.lang), 400, 400);
  return err;
}
