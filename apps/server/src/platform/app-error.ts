/** A business error the client should show: HTTP status + envelope code + message. */
export class AppError extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly code = 400,
    readonly data: unknown = null,
    readonly url: string | null = null,
  ) {
    super(message);
  }
}
