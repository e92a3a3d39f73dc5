import type { z } from 'zod'
import { isSuccessFlag } from '@contract/wire'
import type { Page } from '@contract/envelope'
import { expireSession, getSession, type Session } from './auth'
import { ApiError } from './api-error'
import { connectionFailed, connectionWorked, isOffline } from './connection'
import { logRequest } from './api-log'
import { getRateLimit, pauseRemaining, recordRateHeaders, recordRateLimited, waitForPause } from './rate-limit'

export { ApiError }

const AUTH_MESSAGE = /api key|unauthori[sz]ed|authenticat|not logged in/i
const MISSING_MESSAGE = /\bnot found\b|\bdoes(?: not|n't) exist\b/i

function statusFromBody(httpStatus: number, errorFlag: unknown, message: string): number {
  if (httpStatus >= 400) return httpStatus
  const code = Number(errorFlag)
  if (Number.isInteger(code) && code >= 400 && code < 600) return code
  if (AUTH_MESSAGE.test(message)) return 401
  // The live service says "… not found" with HTTP 200 and error 1: pages then say it does not exist.
  return MISSING_MESSAGE.test(message) ? 404 : 400
}

function fallbackMessage(status: number): string {
  if (status === 401 || status === 403) return 'The API key was not accepted.'
  if (status === 404) return 'Not found.'
  if (status === 429) return 'Too many requests. Wait a moment and try again.'
  if (status >= 500) return 'The server had a problem. Try again in a moment.'
  return `The request failed (HTTP ${status}).`
}

function parseRetryAfter(value: unknown, now = Date.now()): number | null {
  if (value === null || value === undefined || value === '') return null
  const n = Number(value)
  if (Number.isFinite(n)) return Math.max(0, Math.ceil(n))
  const date = Date.parse(String(value))
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000))
}

/** What a write would send: thrown instead of sending it while `captureRequest` runs ("Copy as curl" on a form). */
export class CapturedRequest extends Error {
  override readonly name = 'CapturedRequest'
  constructor(readonly request: { method: string; path: string; baseUrl: string; body?: unknown }) {
    super('Not sent: captured for "Copy as curl".')
  }
}

let capturing = false
let captured: CapturedRequest['request'] | null = null

/** Runs a form's submit without sending its write: returns the first non-GET request (null if the form refused its values). */
export async function captureRequest(submit: () => Promise<unknown>): Promise<CapturedRequest['request'] | null> {
  capturing = true
  captured = null
  try {
    await submit()
  } catch (error) {
    if (!(error instanceof CapturedRequest)) throw error
  } finally {
    capturing = false
  }
  return captured
}

export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.message
  return 'Something went wrong. Try again.'
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
type Query = Record<string, string | number | boolean | undefined>

export interface RequestOptions {
  method?: Method
  query?: Query
  json?: unknown
  body?: Blob | ArrayBuffer | Uint8Array<ArrayBuffer>
  signal?: AbortSignal
  session?: Session
}

export interface PageParams {
  page: number
  limit: number
}

export const hide = (text: string, key: string) => (key ? text.split(key).join('•••') : text)

function pathWithQuery(path: string, query?: Query): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(name, String(value))
  const text = params.toString()
  return text ? `${path}?${text}` : path
}

function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path)
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value))
  }
  return url.toString()
}

function rateLimited(waitMs: number): ApiError {
  const seconds = Math.ceil(waitMs / 1000)
  return new ApiError(429, `Too many requests. Try again in ${seconds} seconds.`, seconds)
}

async function send(url: string, init: RequestInit, session: Session): Promise<Response> {
  try {
    return await fetch(url, init)
  } catch (error) {
    if (init.signal?.aborted) throw error
    connectionFailed()
    throw new ApiError(0, hide(`Cannot reach the API at ${session.baseUrl}. Check the address and your connection.`, session.apiKey))
  }
}

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const body: unknown = JSON.parse(text)
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null
  } catch {
    return null
  }
}

function failure(status: number, headers: Headers, body: Record<string, unknown>, apiKey: string): ApiError {
  const raw = typeof body.message === 'string' && body.message.trim() ? body.message : ''
  const code = statusFromBody(status, body.error, raw)
  // The live service sends error:429 with HTTP 200 and the wait under a body key "Retry-After".
  const retryAfter = code === 429 ? parseRetryAfter(headers.get('Retry-After') ?? body['Retry-After']) : null
  return new ApiError(code, hide(raw || fallbackMessage(code), apiKey), retryAfter)
}

export interface Answer {
  status: number
  headers: Headers
  text: string
}

/** An answer for the account the user switched away from never reaches the next one's cache, rate limit or log. */
function dropIfSwitched(session: Session) {
  if (session.id !== getSession()?.id) throw new ApiError(409, 'You switched accounts before the answer came: it was not used.')
}

export function readAnswer<S extends z.ZodType>(
  answer: Answer,
  schema: S,
  path: string,
  session: Session,
  { signOutOnAuth = true, tooLarge = 'The request is too large for the server (HTTP 413).' } = {},
): z.output<S> {
  if (signOutOnAuth) dropIfSwitched(session)
  recordRateHeaders(answer.headers)
  connectionWorked()
  const json = jsonObject(answer.text)
  const httpOk = answer.status >= 200 && answer.status < 300
  if (!json) {
    // A proxy in front of the live service answers 413 with its own HTML page.
    if (answer.status === 413) throw new ApiError(413, tooLarge)
    const status = httpOk ? 502 : answer.status
    throw new ApiError(status, hide(`${session.baseUrl} did not answer like the API (HTTP ${answer.status}).`, session.apiKey))
  }
  if (!httpOk || ('error' in json && !isSuccessFlag(json.error))) {
    const error = failure(answer.status, answer.headers, json, session.apiKey)
    if (error.isRateLimit) recordRateLimited(error.retryAfter)
    if (error.isAuth && signOutOnAuth) expireSession(session.apiKey, error.message)
    throw error
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    console.warn(`Unexpected answer from ${path}:`, parsed.error.issues.map((i) => i.path.join('.')).join(', '))
    throw new ApiError(502, 'The server sent an answer the dashboard could not read.')
  }
  return parsed.data
}

/** Refuses a write while a rate-limit pause runs, so nothing is sent only to be refused, and while offline. */
export function refuseDuringPause() {
  if (isOffline()) throw new ApiError(0, 'You are offline: nothing was sent. Try again when the connection is back.')
  if (pauseRemaining() > 0) throw rateLimited(pauseRemaining())
}

export async function request<S extends z.ZodType>(path: string, schema: S, options: RequestOptions = {}): Promise<z.output<S>> {
  const session = options.session ?? getSession()
  if (!session) throw new ApiError(401, 'You are signed out. Sign in to continue.')
  const method = options.method ?? 'GET'
  const logged = { at: Date.now(), method, path: pathWithQuery(path, options.query), baseUrl: session.baseUrl, body: options.json }
  if (capturing && method !== 'GET') {
    captured = logged
    throw new CapturedRequest(logged)
  }
  if (method === 'GET') {
    await waitForPause(options.signal)
    if (!options.session) dropIfSwitched(session)
  } else {
    try {
      refuseDuringPause()
    } catch (error) {
      logRequest({ ...logged, status: null, ms: 0, remaining: 0, limit: getRateLimit().limit })
      throw error
    }
  }

  const headers: Record<string, string> = { Authorization: `Bearer ${session.apiKey}`, Accept: 'application/json' }
  let body: BodyInit | undefined = options.body
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.json)
  } else if (body !== undefined) headers['Content-Type'] = 'application/octet-stream'

  const url = buildUrl(session.baseUrl, path, options.query)
  const started = performance.now()
  let res: Response
  try {
    res = await send(url, { method, headers, body, signal: options.signal }, session)
  } catch (error) {
    if (error instanceof ApiError) logRequest({ ...logged, status: 0, ms: performance.now() - started, remaining: null, limit: null })
    throw error
  }
  const answer = { status: res.status, headers: res.headers, text: await res.text() }
  if (!options.session) dropIfSwitched(session)
  recordRateHeaders(answer.headers)
  const rate = getRateLimit()
  logRequest({ ...logged, status: res.status, ms: performance.now() - started, remaining: rate.remaining, limit: rate.limit })
  // A request made with an explicit session (the sign-in check) does not sign anyone out.
  return readAnswer(answer, schema, path, session, { signOutOnAuth: !options.session })
}

export function list<T>(path: string, schema: z.ZodType<Page<T>>, { page, limit }: PageParams, signal?: AbortSignal) {
  return request(path, schema, { query: { page, limit }, signal })
}
