/** A refused or failed API request; `connection.ts` reads it without importing the fetch wrapper. */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    /** The HTTP status, or the status the body signalled when the HTTP status said 200; 0 when unreachable. */
    readonly status: number,
    message: string,
    readonly retryAfter: number | null = null,
  ) {
    super(message)
  }

  get isAuth(): boolean {
    return this.status === 401 || this.status === 403
  }

  get isRateLimit(): boolean {
    return this.status === 429
  }

  fieldOf<F extends string>(fields: readonly F[]): F | undefined {
    const first = /^[A-Za-z_][\w.]*/.exec(this.message)?.[0]
    return fields.find((f) => f === first)
  }
}
