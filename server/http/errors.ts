import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { databaseUnavailable } from '../db/errors.ts'
import { json } from './json.ts'

export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

export const notFound = (what: string) => new ApiFailure(404, `${what} not found.`)

export const UNAVAILABLE_RETRY_AFTER = 5
let unavailableLoggedAt = 0

export function answerError(err: Error, c: Context) {
  const isApi = c.req.path.startsWith('/api/') || c.req.path === '/api'
  if (err instanceof ApiFailure) {
    const res = isApi ? json(c, { error: 1, message: err.message }, err.status) : c.text(err.message, err.status)
    for (const [k, v] of Object.entries(err.headers)) res.headers.set(k, v)
    return res
  }
  if (err instanceof HTTPException && err.status < 500) {
    const message = err.status === 413 ? 'The request body is too large.' : 'The request could not be read.'
    return isApi ? json(c, { error: 1, message }, err.status) : c.text(message, err.status)
  }
  if (databaseUnavailable(err)) {
    if (Date.now() - unavailableLoggedAt > UNAVAILABLE_RETRY_AFTER * 1000) {
      unavailableLoggedAt = Date.now()
      console.error(`The database is unavailable; answering 503 meanwhile (${err.message || (err as { code?: string }).code})`)
    }
    const message = `The service is briefly unavailable. Please try again in ${UNAVAILABLE_RETRY_AFTER} seconds.`
    const res = isApi ? json(c, { error: 1, message }, 503) : c.text(message, 503)
    res.headers.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER))
    return res
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, err)
  const message = 'Something went wrong on our side. Please try again.'
  return isApi ? json(c, { error: 1, message }, 500) : c.text(message, 500)
}
