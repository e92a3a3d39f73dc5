type DriverError = { code?: unknown; constraint?: unknown; message?: unknown }

function* causes(e: unknown): Generator<DriverError> {
  for (let cur: unknown = e; cur && typeof cur === 'object'; cur = (cur as { cause?: unknown }).cause) yield cur as DriverError
}

/** The constraint of a unique violation, at any depth of `cause` (drizzle nests the driver's error). */
export function uniqueViolation(e: unknown): string | null {
  for (const err of causes(e)) if (err.code === '23505') return typeof err.constraint === 'string' ? err.constraint : ''
  return null
}

export const isUniqueViolation = (e: unknown) => uniqueViolation(e) !== null

export const isForeignKeyViolation = (e: unknown) => [...causes(e)].some((err) => err.code === '23503')

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', '57P01', '57P02', '57P03'])
const UNAVAILABLE_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|is not queryable|Client was closed/i

/** O3: not the request's fault, and worth a retry (503). */
export function databaseUnavailable(e: unknown): boolean {
  for (const err of causes(e)) {
    if (typeof err.code === 'string' && (UNAVAILABLE_CODES.has(err.code) || err.code.startsWith('08'))) return true
    if (typeof err.message === 'string' && UNAVAILABLE_MESSAGE.test(err.message)) return true
  }
  return false
}
