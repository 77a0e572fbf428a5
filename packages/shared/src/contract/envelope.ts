import { z } from 'zod';

/**
 * Every business answer is wrapped in this envelope (docs/product.md §3 "generic response", docs/product.md §8).
 * `code` 200 is success; the other codes are in RESPONSE_CODE.
 */
export const RESPONSE_CODE = {
  OK: 200,
  /** With `data` containing NOT_LOGGED_IN_MARK: the session is gone. */
  NOT_LOGGED_IN: 400,
  /** Forced logout (account disabled, logged in elsewhere…): show msg, log out, reload. */
  FORCED_LOGOUT: 402,
  /** The client must navigate to `url`. */
  REDIRECT: 1303,
} as const;

/** Marker inside `data` of a code-400 envelope meaning the session is not logged in. */
export const NOT_LOGGED_IN_MARK = 'not logged in';

/**
 * Marker inside `data` of a code-403 envelope: the session's password is a preset one (a manager added or
 * reset the account) and must be changed first; every call but the change is refused until then.
 */
export const MUST_CHANGE_PASSWORD_MARK = 'must change password';

export type ResponseCode = (typeof RESPONSE_CODE)[keyof typeof RESPONSE_CODE] | number;

export interface Envelope<T> {
  code: ResponseCode;
  data: T;
  msg: string;
  url?: string | null;
  /** On a failure: the id of the request in the server's log lines (shown small under the message). */
  requestId?: string;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    data,
    msg: z.string(),
    url: z.string().nullable().optional(),
  });

export const ok = <T>(data: T, msg = 'success'): Envelope<T> => ({
  code: RESPONSE_CODE.OK,
  data,
  msg,
  url: null,
});

export const fail = (
  code: number,
  msg: string,
  data: unknown = null,
  url: string | null = null,
): Envelope<unknown> => ({
  code,
  data,
  msg,
  url,
});
