import {
  type AnyCall,
  type CallBody,
  type CallData,
  type CallParams,
  type CallQuery,
  type FileCall,
  fillPath,
  type JsonCall,
  KIT_IMPORT,
  TIMING,
  type UploadCall,
} from '@zhuji/shared';
import {
  type ApiClient,
  buildUrl,
  type Download,
  download as downloadFile,
  type Query,
  request,
} from './request';

type Transport = Pick<ApiClient, 'request' | 'download'>;

/**
 * The one typed client (docs/architecture.md#layers): a page names a catalogue entry (`pileCalls.list`) and gets the
 * answer typed by its response schema; path, method and service come from the declaration, and errors,
 * the envelope, timeouts and effects from request.ts.
 */

type Extra = Omit<Parameters<ApiClient['request']>[0], 'url' | 'method' | 'params' | 'data' | 'service'>;

type QueryPart<C extends AnyCall> = C['query'] extends undefined
  ? { query?: undefined }
  : { query: CallQuery<C> };
type BodyPart<C extends AnyCall> = C['body'] extends undefined ? { body?: undefined } : { body: CallBody<C> };
type ParamsPart<C extends AnyCall> = C['params'] extends undefined
  ? { params?: undefined }
  : { params: CallParams<C> };
export type CallInput<C extends AnyCall> = ParamsPart<C> & QueryPart<C> & BodyPart<C>;

/** The input may be left out only when the call takes neither a query nor a body. */
type InputArgs<C extends AnyCall> = [C['params'], C['query'], C['body']] extends [
  undefined,
  undefined,
  undefined,
]
  ? [input?: CallInput<C>, extra?: Extra]
  : [input: CallInput<C>, extra?: Extra];

/** The typed calls over one transport (request.ts's client; tests hand in their own). */
export function createCalls(transport: Transport) {
  /** Calls a JSON call: `call(pileCalls.detail, { query: { id } })` resolves the envelope's typed data. */
  function call<C extends JsonCall>(target: C, ...[input, extra]: InputArgs<C>): Promise<CallData<C>> {
    const { params, query, body } = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: unknown;
      body?: unknown;
    };
    return transport.request<CallData<C>>({
      ...extra,
      method: target.method,
      url: fillPath(target.path, params),
      service: target.service,
      params: query as Query | undefined,
      data: body,
    });
  }

  /** Fetches a file call (export, template, PDF): the file and the name the server suggested. */
  function download<C extends FileCall>(
    target: C,
    ...[query, extra]: C['query'] extends undefined
      ? [query?: undefined, extra?: Extra]
      : [query: CallQuery<C>, extra?: Extra]
  ): Promise<Download> {
    return transport.download({
      ...extra,
      method: target.method,
      url: target.path,
      service: target.service,
      params: query as Query | undefined,
    });
  }

  /**
   * Sends a file to an upload call: a raw workbook (`body: 'xlsx'`, with the import's content type and
   * longer timeout) or a multipart form (`body: 'multipart'`; a bare file goes as its `file` field).
   */
  function upload<C extends UploadCall>(
    target: C,
    file: Blob | FormData,
    ...[query, extra]: C['query'] extends undefined
      ? [query?: undefined, extra?: Extra]
      : [query: CallQuery<C>, extra?: Extra]
  ): Promise<CallData<C>> {
    let data: Blob | FormData = file;
    const headers: Record<string, string> = { ...extra?.headers };
    if (target.body === 'xlsx') {
      headers['Content-Type'] = KIT_IMPORT.CONTENT_TYPE;
    } else if (!(file instanceof FormData)) {
      data = new FormData();
      data.append('file', file);
    }
    return transport.request<CallData<C>>({
      timeout: target.body === 'xlsx' ? TIMING.IMPORT_TIMEOUT_MS : undefined,
      ...extra,
      headers,
      method: target.method,
      url: target.path,
      service: target.service,
      params: query as Query | undefined,
      data,
    });
  }

  return { call, download, upload };
}

export const { call, download, upload } = createCalls({ request, download: downloadFile });

/** The address of a file call for the browser itself to load (an <img src>, a link): no client involved. */
export function href<C extends FileCall>(target: C, query: CallQuery<C>): string {
  return buildUrl(target.service, target.path, query as Query | undefined);
}
