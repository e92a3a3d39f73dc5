import { type IncomingHttpHeaders, type OutgoingHttpHeaders, request } from 'node:http'
import { format } from 'node:util'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core'
import * as schema from '../../server/db/schema.ts'
import type { TestServer } from './harness.ts'

export interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  rawHeaders: string[]
  body: Buffer
  text: string
}

export interface RawRequest {
  method?: string
  /** The request target exactly as sent: nothing is normalised or encoded here. */
  path: string
  /** An array value sends the header once per element (two Authorization lines, say). */
  headers?: OutgoingHttpHeaders
  body?: string | Buffer | Uint8Array
  timeoutMs?: number
}

const MAX_READ = 8 * 1024 * 1024

/**
 * One request on its own connection (no keep-alive: a refused body may leave the socket
 * unusable), sent byte for byte as given. fetch would normalise `..`, encode the path, merge
 * duplicate headers and fix Content-Type; this does none of that.
 */
export function rawRequest(baseUrl: string, r: RawRequest): Promise<RawAnswer> {
  const u = new URL(baseUrl)
  const headers: OutgoingHttpHeaders = { ...r.headers }
  // Node's client sends a GET or DELETE body without a length (the server would read the bytes
  // as the next request): say how long it is, unless the test chose the header itself.
  const named = Object.keys(headers).map((h) => h.toLowerCase())
  if (r.body !== undefined && !named.includes('content-length') && !named.includes('transfer-encoding')) {
    headers['Content-Length'] = String(Buffer.byteLength(r.body))
  }
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname: u.hostname, port: u.port, path: r.path, method: r.method ?? 'GET', headers, agent: false },
      (res) => {
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (c: Buffer) => {
          size += c.length
          if (size <= MAX_READ) chunks.push(c)
        })
        res.on('end', () => {
          clearTimeout(timer)
          const body = Buffer.concat(chunks)
          resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body, text: decoded(body, res.headers['content-encoding']) })
        })
        res.on('error', (e) => {
          clearTimeout(timer)
          reject(e)
        })
      },
    )
    const timer = setTimeout(() => {
      req.destroy(new Error(`no answer within ${r.timeoutMs ?? 15_000} ms`))
    }, r.timeoutMs ?? 15_000)
    req.on('error', (e) => {
      clearTimeout(timer)
      reject(e)
    })
    req.end(r.body)
  })
}

/** N5: the text of a compressed answer, so the checks (and the secret search) read what a client reads. */
function decoded(body: Buffer, encoding: string | undefined): string {
  try {
    if (encoding === 'br') return brotliDecompressSync(body).toString('utf8')
    if (encoding === 'gzip') return gunzipSync(body).toString('utf8')
  } catch {
    return `undecodable ${encoding} body`
  }
  return body.toString('utf8')
}

/** Whether a request target lands under /api once the URL is normalised ("/api/%2e%2e" is "/"). */
export function isApiTarget(target: string): boolean {
  const p = new URL(target, 'http://x').pathname
  return p === '/api' || p.startsWith('/api/')
}

/**
 * Every table, with how its rows name their owner: the user's id, or the id of a parent row that does.
 * A table whose rows name no owner (click_pending: batches of anyone's clicks, no foreign key by design)
 * is compared by its row count only.
 */
export const TABLES = (Object.values(schema) as unknown[])
  .filter((t): t is PgTable => t instanceof PgTable)
  .map((t) => {
    const config = getTableConfig(t)
    const parent = config.foreignKeys.map((fk) => fk.reference()).find((r) => getTableConfig(r.foreignTable).columns.some((c) => c.name === 'user_id'))
    const owner =
      config.name === 'users' ? (ids: string) => `x.id in (${ids})`
      : config.columns.some((c) => c.name === 'user_id') ? (ids: string) => `x.user_id in (${ids})`
      : parent ? (ids: string) => `x.${parent.columns[0]!.name} in (select id from ${getTableConfig(parent.foreignTable).name} where user_id in (${ids}))`
      : null
    return { name: config.name, owner }
  })

/** Hashes rows, not only counts: an update is a write too, and a refused request must make none. */
export async function dbSnapshot(s: TestServer, userIds: number[]): Promise<Record<string, string>> {
  const ids = userIds.map((id) => String(Math.trunc(id))).join(',')
  const cols = TABLES.flatMap(({ name, owner }) => [
    ...(owner ? [`(select count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '-') from ${name} x where ${owner(ids)}) as "own_${name}"`] : []),
    `(select count(*)::text from ${name}) as "all_${name}"`,
  ])
  const result = (await s.db.execute(sql.raw(`select ${cols.join(', ')}`))) as unknown as { rows: Record<string, string>[] }
  return { ...result.rows[0]!, stored_files: storedNames(s).join(',') }
}

/**
 * A cheaper and stricter detector than a snapshot, for thousands of requests: a row trigger on
 * every table counts each row inserted, updated or deleted (only committed writes: a rolled-back
 * statement takes its count with it). Installed in the test's own fresh database only.
 */
export async function installWriteCounter(s: TestServer) {
  await s.db.execute(sql.raw('create table if not exists test_writes (t text primary key, n bigint not null)'))
  await s.db.execute(
    sql.raw(`create or replace function test_count_write() returns trigger language plpgsql as $$
      begin
        insert into test_writes values (TG_TABLE_NAME, 1) on conflict (t) do update set n = test_writes.n + 1;
        return null;
      end $$`),
  )
  for (const { name } of TABLES) {
    await s.db.execute(sql.raw(`create trigger test_count_write after insert or update or delete on ${name} for each row execute function test_count_write()`))
  }
}

/** Rows written so far, by table, and the stored file names: equal before and after = nothing written. */
export async function writeCount(s: TestServer): Promise<Record<string, string>> {
  const result = (await s.db.execute(sql.raw('select t, n::text as n from test_writes'))) as unknown as { rows: { t: string; n: string }[] }
  return { ...Object.fromEntries(result.rows.map((r) => [r.t, r.n])), stored_files: storedNames(s).join(',') }
}

export const storedNames = (s: TestServer): string[] => s.storedNames()

export function snapshotDiff(a: Record<string, string>, b: Record<string, string>): string[] {
  return Object.keys({ ...a, ...b }).filter((k) => a[k] !== b[k]).map((k) => `${k}: ${a[k]} -> ${b[k]}`)
}

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const

/** The harness's server runs in this process and logs through console. */
export function captureConsole() {
  const lines: string[] = []
  // Wrapped, not called: the methods are replaced by recording ones that still print.
  const target = console as unknown as Record<string, (...args: unknown[]) => void>
  const originals = new Map<string, (...args: unknown[]) => void>()
  for (const m of CONSOLE_METHODS) {
    const original = target[m]!.bind(console)
    originals.set(m, original)
    target[m] = (...args: unknown[]) => {
      lines.push(format(...args))
      original(...args)
    }
  }
  return {
    lines: () => lines.slice(),
    restore: () => {
      for (const [m, f] of originals) target[m] = f
    },
  }
}

/** Marks of a stack trace or of internals that must never reach a client. */
export const STACKISH = /\n\s+at\s|\bat\s+\S+\s+\([^)]*:\d+:\d+\)|node_modules|\/work\/|file:\/\/|\.ts:\d+|Failed query|DrizzleQueryError|ZodError|\bSQLSTATE\b|\bselect\s+"|\binsert into\b/i

export function secretsIn(a: { text: string; rawHeaders: string[] }, secrets: string[]): string[] {
  const hay = [a.text, ...a.rawHeaders]
  return secrets.filter((k) => k && hay.some((h) => h.includes(k)))
}

export const short = (v: unknown, n = 300) => {
  const t = typeof v === 'string' ? v : Buffer.isBuffer(v) ? `<${v.length} bytes> ${v.subarray(0, 120).toString('utf8')}` : JSON.stringify(v) ?? String(v)
  return t.length > n ? `${t.slice(0, n)}… (${t.length} chars)` : t
}
