import path from 'node:path'
import { existsSync, readFileSync } from 'node:fs'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema.ts'
import { lockDataDir } from './lock.ts'
import { buildAside, diskFull, isDiskFull } from './new-database.ts'
import { keepFilesPrivate, tightenTree } from '../ops/private-files.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
}

export const migrationsFolder = path.join(import.meta.dirname, 'migrations')

type Rows = { rows: unknown[] }

/** I2: the links' search index is pg_trgm's; whatever opens the data directory and writes links loads it. */
export const pgliteExtensions = async () => ({ pg_trgm: (await import('@electric-sql/pglite/contrib/pg_trgm')).pg_trgm })

// Start-up: drizzle's own rule (a migration runs when its `when` is later than the newest `created_at`) in one read.
async function upToDate(query: (sql: string) => Promise<Rows>): Promise<boolean> {
  try {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] }
    const newest = Math.max(...journal.entries.map((e) => e.when))
    const { rows } = await query('select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1')
    const recorded = Number((rows[0] as { created_at?: unknown } | undefined)?.created_at)
    return Number.isFinite(newest) && recorded >= newest
  } catch {
    return false
  }
}

export class DatabaseUnreachableError extends Error {}

function whereIs(databaseUrl: string): string {
  try {
    const u = new URL(databaseUrl)
    const host = u.searchParams.get('host') ?? (u.hostname || 'localhost')
    return `${host}:${u.port || '5432'} (database "${decodeURIComponent(u.pathname.slice(1)) || u.username}")`
  } catch {
    return 'the address in DATABASE_URL'
  }
}

function unreachable(databaseUrl: string, e: unknown): DatabaseUnreachableError {
  const err = e as { message?: string; code?: string }
  let reason = err.message || err.code || String(e)
  const password = URL.canParse(databaseUrl) ? decodeURIComponent(new URL(databaseUrl).password) : ''
  if (password) reason = reason.split(password).join('***')
  return new DatabaseUnreachableError(
    `Cannot connect to PostgreSQL at ${whereIs(databaseUrl)}: ${reason}. Check DATABASE_URL and that PostgreSQL is running.`,
  )
}

// T36: PGlite's own bytea parser works byte by byte; bytea_output is hex.
const PGLITE_PARSERS = { 17: (hex: string) => Buffer.from(hex.slice(2), 'hex') }

export async function openDatabase(opts: { dataDir: string; databaseUrl?: string; migrate?: boolean; embeddedFsync?: boolean }): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    // O2: a silent server fails after 10 s; J5: no JIT; J16: named statements are planned for their values.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 10_000, options: '-c jit=off -c plan_cache_mode=force_custom_plan' })
    // O3: an idle connection the server drops must not crash the process; the pool replaces it.
    pool.on('error', (e) => console.error(`PostgreSQL closed an idle connection: ${e.message}`))
    const db = drizzle({ client: pool, schema })
    try {
      await pool.query('select 1')
    } catch (e) {
      await pool.end().catch(() => {})
      throw unreachable(opts.databaseUrl, e)
    }
    if (opts.migrate !== false && !(await upToDate((q) => pool.query(q)))) await migrate(db, { migrationsFolder })
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() }
  }

  keepFilesPrivate()
  let release = () => {}
  try {
    release = lockDataDir(opts.dataDir)
    const { PGlite } = await import('@electric-sql/pglite')
    const { drizzle } = await import('drizzle-orm/pglite')
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    const pgDir = path.join(opts.dataDir, 'pg')
    const durable = opts.embeddedFsync !== false
    const { durableStartParams, syncWritesToDisk } = await import('./pglite-durability.ts')
    const open = async (dir: string) => {
      const client = await PGlite.create(dir, { extensions: await pgliteExtensions(), parsers: PGLITE_PARSERS, ...(durable && { startParams: durableStartParams() }) })
      if (durable) syncWritesToDisk(client)
      const db = drizzle({ client, schema })
      if (!(await upToDate((q) => client.query(q)))) await migrate(db, { migrationsFolder })
      return { client, db }
    }
    if (!existsSync(path.join(pgDir, 'PG_VERSION'))) await buildAside(opts.dataDir, pgDir, async (dir) => (await open(dir)).client.close())
    const { client, db } = await open(pgDir)
    // P33a: PGlite's file system layer writes some files 0644 whatever the umask.
    tightenTree(pgDir)
    // T10: PGlite runs no autovacuum. Our tables one at a time (a bare ANALYZE reads the catalogs too, holding the loop);
    // the click tables are vacuumed, so /stats reads only their indexes.
    const analyze = async () => {
      const { rows } = await client.query<{ name: string }>(`select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables`)
      for (const { name } of rows) {
        await new Promise((resolve) => setImmediate(resolve))
        await client.exec(`${/\.click_(hours|hits)$/.test(name) ? 'VACUUM (ANALYZE, SKIP_LOCKED)' : 'ANALYZE'} ${name}`)
      }
    }
    const refresh = () => void analyze().catch(() => {})
    const timers = [setTimeout(refresh, 3_000), setInterval(refresh, 15 * 60_000)]
    for (const t of timers) t.unref()
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        for (const t of timers) clearTimeout(t)
        await client.close()
        release()
      },
    }
  } catch (e) {
    release()
    throw isDiskFull(e) ? await diskFull(opts.dataDir) : e
  }
}
