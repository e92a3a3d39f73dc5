import { expect, it } from 'vitest'
import type { z } from 'zod'
import { links } from '../../server/db/schema.ts'
import type { TestServer } from './harness.ts'

export interface Answer {
  status: number
  headers: Headers
  /** The parsed JSON body (undefined when the body is not JSON). */
  body: unknown
  text: string
}

/** A string or bytes are sent as they are, anything else as JSON. */
export async function call(
  s: TestServer,
  p: string,
  init: { method?: string; body?: unknown; key?: string | null; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { body, ...rest } = init
  const raw = body === undefined || typeof body === 'string' || body instanceof Uint8Array
  const res = await s.api(p, { ...rest, body: raw ? (body as BodyInit | undefined) : JSON.stringify(body) })
  const text = await res.text()
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = undefined
  }
  return { status: res.status, headers: res.headers, body: parsed, text }
}

/**
 * Parses `body` with a strict contract schema and also fails on keys the schema does not know
 * (zod objects strip unknown keys silently, so the parsed value must equal the input).
 */
export function strict<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body)
  if (!result.success) {
    throw new Error(`Response does not match the contract: ${JSON.stringify(result.error.issues)}\n${JSON.stringify(body)}`)
  }
  expect(result.data, 'the response carries exactly the contract keys').toStrictEqual(body)
  return result.data
}

export function ok<S extends z.ZodType>(a: Answer, schema: S, status = 200): z.output<S> {
  expect(a.status, a.text).toBe(status)
  expect(a.headers.get('content-type')).toBe('application/json; charset=utf-8')
  return strict(schema, a.body)
}

/** A failure answer: exactly `{ error: 1, message }` with this status and message. */
export function failed(a: Answer, status: number, message: string | RegExp) {
  expect(a.status, a.text).toBe(status)
  expect(a.headers.get('content-type')).toBe('application/json; charset=utf-8')
  expect(Object.keys(a.body as object).sort()).toEqual(['error', 'message'])
  const body = a.body as { error: unknown; message: unknown }
  expect(body.error).toBe(1)
  if (typeof message === 'string') expect(body.message).toBe(message)
  else expect(body.message).toMatch(message)
}

/** A validation failure whose message starts with the field's name (D7). */
export function fieldError(a: Answer, status: number, field: string, rule?: RegExp) {
  const escaped = field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  failed(a, status, new RegExp(`^${escaped}\\b`))
  if (rule) expect((a.body as { message: string }).message).toMatch(rule)
}

export const ZERO_STATS = {
  clicks: 0,
  uniqueClicks: 0,
  topCountries: {},
  topReferrers: {},
  topBrowsers: {},
  topOs: {},
  socialCount: { facebook: 0, twitter: 0, linkedin: 0 },
  topLanguages: {},
  timeline: lastDays(30).map((date) => ({ date, clicks: 0 })),
}

/** The last `n` UTC days, oldest first, ending today. */
export function lastDays(n: number): string[] {
  const now = Date.now()
  return Array.from({ length: n }, (_, i) => new Date(now - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10))
}

export const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/
export const todayUtc = () => new Date().toISOString().slice(0, 10)

/** Milliseconds between a server timestamp (UTC, D18) and now. */
export function ageMs(timestamp: string): number {
  return Math.abs(Date.now() - Date.parse(`${timestamp.replace(' ', 'T')}Z`))
}

/** A short link (or, with `kind: 'bio'`, a bio page, which has no API: D31) inserted directly, for suites that need one quickly. */
export async function insertLink(s: TestServer, userId: number, o: { kind?: 'links' | 'bio'; title?: string; longUrl?: string; alias?: string } = {}) {
  const alias = o.alias ?? `fx-${Math.random().toString(36).slice(2, 10)}`
  const [row] = await s.db
    .insert(links)
    .values({ userId, kind: o.kind ?? 'links', alias, title: o.title ?? 'Fixture link', longUrl: o.longUrl ?? 'https://example.com/landing' })
    .returning()
  return row!
}

/** Names in the server's file store (D26: server-chosen names). */
export const storedFiles = (s: TestServer): string[] => s.storedNames()

export const rateHeaders = (a: Answer) => ({
  limit: a.headers.get('x-ratelimit-limit'),
  remaining: a.headers.get('x-ratelimit-remaining'),
  reset: a.headers.get('x-ratelimit-reset'),
})

/** A list that fits on its first page: `result` must be the number of items it holds (D12). */
export function whole<T extends { result: number; currentpage: number; maxpage: number }>(data: T, items: unknown[]): T {
  if (data.currentpage === 1 && data.maxpage <= 1) expect(data.result, 'result counts exactly the listed items').toBe(items.length)
  return data
}

/** A body an add route refuses: the case, the body, the field its message names, and the rule it cites. */
export type Refusal = [string, unknown, string, RegExp?]

/**
 * One test per refused body (400 naming the field), then one that sends them all again and finds
 * the list as long as it was, holding none of `leftovers`.
 */
export function refusesEach<L extends { result: number }>(
  noun: string,
  invalid: Refusal[],
  add: (body: unknown) => Promise<Answer>,
  list: () => Promise<L>,
  leftovers: (after: L) => unknown[],
) {
  it.each(invalid)('refuses %s with 400 naming the field', async (_, body, field, rule) => {
    fieldError(await add(body), 400, field, rule)
  })

  it(`stored none of the refused ${noun}`, async () => {
    const before = await list()
    for (const [, body] of invalid) await add(body)
    const after = await list()
    expect(after.result).toBe(before.result)
    expect(leftovers(after)).toEqual([])
  })
}
