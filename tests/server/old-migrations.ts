import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import { createTestDatabase } from './server-process.ts'

export type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>

const MIGRATIONS = path.resolve(import.meta.dirname, '../../server/db/migrations')

/** The migrations folder as a release shipped it: migrations 0000 to `last` only, in the files and the journal. */
function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'linkdash-old-migrations-'))
  cpSync(MIGRATIONS, dir, { recursive: true })
  const journalFile = path.join(dir, 'meta/_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] }
  journal.entries = journal.entries.filter((e) => e.idx <= last)
  if (!journal.entries.some((e) => e.idx === last)) throw new Error(`the journal has no migration ${last}`)
  const kept = journal.entries.map((e) => e.tag)
  for (const f of readdirSync(dir)) if (f.endsWith('.sql') && !kept.includes(f.slice(0, -4))) rmSync(path.join(dir, f))
  for (const f of readdirSync(path.join(dir, 'meta'))) {
    if (f.endsWith('_snapshot.json') && Number(f.slice(0, 4)) > last) rmSync(path.join(dir, 'meta', f))
  }
  writeFileSync(journalFile, JSON.stringify(journal, null, 2))
  return dir
}

/**
 * Runs `fill` on a database made by migrations 0000 to `last`: PGlite in `<dataDir>/pg`, or a new
 * PostgreSQL database on `adminUrl`'s server, whose URL is returned.
 */
export async function databaseAt(
  last: number,
  dataDir: string,
  adminUrl: string | undefined,
  fill: (q: Query) => Promise<void>,
): Promise<string | undefined> {
  const migrationsFolder = migrationsUpTo(last)
  try {
    if (adminUrl) {
      const { url } = await createTestDatabase(adminUrl)
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        await migratePostgres(drizzlePostgres({ client }), { migrationsFolder })
        await fill(async (text, params) => (await client.query(text, params)).rows as Record<string, unknown>[])
      } finally {
        await client.end()
      }
      return url
    }
    const client = await PGlite.create(path.join(dataDir, 'pg'))
    try {
      await migratePglite(drizzlePglite({ client }), { migrationsFolder })
      await fill(async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows)
    } finally {
      await client.close()
    }
    return undefined
  } finally {
    rmSync(migrationsFolder, { recursive: true, force: true })
  }
}
