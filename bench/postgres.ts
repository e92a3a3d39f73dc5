// The measurements' PostgreSQL: a throwaway database on the first reachable server, dropped afterwards even on an
// interrupt, and a database's row kept when its measuring stops.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { pgliteExtensions } from '../server/db/client.ts'
import { lockDataDir } from '../server/db/lock.ts'

/** CI's server (.ci/run creates this role and database). */
export const DEFAULT_PG = 'postgres://linkdash:linkdash@127.0.0.1:5432/linkdash_test'

/** The URL without its password, for logs and reports. */
export const redact = (url: string) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@')

/** The first reachable server among BENCH_DATABASE_URL, TEST_DATABASE_URL, DATABASE_URL and CI's default. */
export async function reachablePostgres(): Promise<{ url: string } | { skipped: string }> {
  const { default: pg } = await import('pg')
  const candidates = [...new Set([process.env.BENCH_DATABASE_URL, process.env.TEST_DATABASE_URL, process.env.DATABASE_URL, DEFAULT_PG].filter((u): u is string => Boolean(u)))]
  const failures: string[] = []
  for (const url of candidates) {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 })
    try {
      await c.connect()
      await c.query('select 1')
      return { url }
    } catch (e) {
      failures.push(`${redact(url)}: ${(e as Error).message || (e as Error).name}`)
    } finally {
      await c.end().catch(() => undefined)
    }
  }
  return { skipped: `no PostgreSQL server reachable (${failures.join('; ')}); set BENCH_DATABASE_URL or TEST_DATABASE_URL` }
}

export type Skipped = { database: 'PostgreSQL'; skipped: string }

export interface Throwaway {
  /** The throwaway database's URL. */
  url: string
  /** The server's URL as found, redacted. */
  server: string
  version: string
}

// On an interrupt the async finally blocks do not run: the throwaway database is dropped with psql.
let dropOnExit: (() => void) | undefined

/** For a SIGINT/SIGTERM handler: drops the throwaway database in use, if any. */
export function dropThrowawayNow() {
  try {
    dropOnExit?.()
  } catch {
    // psql missing or the server gone: nothing more to do.
  }
}

/**
 * Runs `body` on a fresh database `<prefix>_<pid>` of the first reachable server and drops it after.
 * Returns PostgreSQL's skipped row when no server is reachable or it refuses CREATE DATABASE.
 */
export async function withThrowawayDatabase<T>(prefix: string, log: (s: string) => void, body: (db: Throwaway) => Promise<T>, template?: string): Promise<T | Skipped> {
  const found = await reachablePostgres()
  if ('skipped' in found) return { database: 'PostgreSQL', ...found }
  const { default: pg } = await import('pg')
  const name = `${prefix}_${process.pid}`
  const admin = new pg.Client({ connectionString: found.url })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
    dropOnExit = () => execFileSync('psql', [found.url, '-qc', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`], { stdio: 'ignore', timeout: 10_000 })
  } catch (e) {
    await admin.end()
    return { database: 'PostgreSQL', skipped: `${redact(found.url)} is reachable but CREATE DATABASE failed: ${(e as Error).message}` }
  }
  const url = new URL(found.url)
  url.pathname = `/${name}`
  try {
    const { rows } = await admin.query<{ server_version: string }>('show server_version')
    return await body({ url: url.toString(), server: redact(found.url), version: rows[0]?.server_version ?? '?' })
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((e: Error) => log(`could not drop ${name}: ${e.message}`))
    await admin.end()
    dropOnExit = undefined
  }
}

/** `go()`, or the error that stopped it as the database's row: the report says which stopped and why. */
export async function orStopped<D extends string, R>(database: D, go: () => Promise<R>, log: (s: string) => void): Promise<R | { database: D; error: string }> {
  try {
    return await go()
  } catch (e) {
    log(`${database}: ${String(e)} ${String((e as Error).cause ?? '')}`)
    return { database, error: String(e).split('\n')[0]! }
  }
}

/** The embedded database of a stopped server's data directory; the directory's lock keeps a server out meanwhile. */
export async function openPglite(dataDir: string) {
  const release = lockDataDir(dataDir)
  const { PGlite } = await import('@electric-sql/pglite')
  const pg = await PGlite.create(path.join(dataDir, 'pg'), { extensions: await pgliteExtensions() })
  return { pg, close: () => pg.close().then(release) }
}
