import { cpSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { Config } from '../env.ts'
import { lockDataDir } from '../db/lock.ts'
import { DATA_ENTRIES, packArchive, unpackArchive, type Manifest } from './backup-archive.ts'
import { runPgTool } from './pg-tools.ts'
import { keepFilesPrivate } from './private-files.ts'

type Where = Pick<Config, 'dataDir' | 'databaseUrl'>

// Inside DATA_DIR, so uploads are hard-linked in (not copied) and renames stay on one disk.
function staging(dataDir: string, what: string) {
  mkdirSync(dataDir, { recursive: true })
  return mkdtempSync(path.join(dataDir, `.${what}-`))
}

function linkTree(from: string, to: string) {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [src, dst] = [path.join(from, entry.name), path.join(to, entry.name)]
    if (entry.isDirectory()) linkTree(src, dst)
    else if (!entry.name.endsWith('.part')) {
      try {
        linkSync(src, dst)
      } catch {
        cpSync(src, dst)
      }
    }
  }
}

// O6: PGlite can be read by one process only, so its backup is taken while the server is stopped.
export async function backup(where: Where, file: string): Promise<Manifest> {
  keepFilesPrivate()
  const dir = staging(where.dataDir, 'backup')
  try {
    const manifest: Manifest = { format: 'linkdash-backup', version: 1, database: where.databaseUrl ? 'postgres' : 'pglite', dump: '', created: new Date().toISOString() }
    if (where.databaseUrl) {
      manifest.dump = 'database.pgdump'
      await runPgTool('pg_dump', where.databaseUrl, ['--format=custom', '--no-owner', '--no-acl', `--file=${path.join(dir, manifest.dump)}`])
    } else {
      manifest.dump = 'database.tar.gz'
      const pgDir = path.join(where.dataDir, 'pg')
      if (!existsSync(path.join(pgDir, 'PG_VERSION'))) throw new Error(`There is no embedded database in ${where.dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL).`)
      const release = lockDataDir(where.dataDir)
      try {
        const { PGlite } = await import('@electric-sql/pglite')
        const client = await PGlite.create(pgDir)
        const dump = await client.dumpDataDir('gzip')
        await client.close()
        writeFileSync(path.join(dir, manifest.dump), Buffer.from(await dump.arrayBuffer()))
      } finally {
        release()
      }
    }
    for (const entry of DATA_ENTRIES) {
      const src = path.join(where.dataDir, entry)
      if (!existsSync(src)) continue
      if (entry === 'files') linkTree(src, path.join(dir, entry))
      else cpSync(src, path.join(dir, entry), { recursive: true })
    }
    await packArchive(dir, manifest, path.resolve(file))
    return manifest
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function replaceDatabase(databaseUrl: string, dump: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')
    const others = Number(rows[0]!.n)
    if (others > 0) throw new Error(`The database is in use (${others} other connection${others > 1 ? 's' : ''}, a running server?). Stop every server first.`)
    await client.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public')
  } finally {
    await client.end()
  }
  await runPgTool('pg_restore', databaseUrl, ['--no-owner', '--no-acl', '--exit-on-error', dump])
}

function swapIn(from: string, to: string) {
  const old = `${to}.before-restore`
  rmSync(old, { recursive: true, force: true })
  if (existsSync(to)) renameSync(to, old)
  if (existsSync(from)) renameSync(from, to)
  rmSync(old, { recursive: true, force: true })
}

export async function restore(where: Where, file: string): Promise<Manifest> {
  keepFilesPrivate()
  const release = lockDataDir(where.dataDir)
  const dir = staging(where.dataDir, 'restore')
  try {
    const manifest = await unpackArchive(path.resolve(file), dir)
    const wanted = where.databaseUrl ? 'postgres' : 'pglite'
    if (manifest.database !== wanted) {
      throw new Error(
        manifest.database === 'pglite'
          ? 'This is a backup of the embedded database: restore it with DATABASE_URL unset.'
          : 'This is a backup of a PostgreSQL database: restore it with DATABASE_URL set to the database to replace.',
      )
    }
    const dump = path.join(dir, manifest.dump)
    if (where.databaseUrl) {
      await replaceDatabase(where.databaseUrl, dump)
    } else {
      const { PGlite } = await import('@electric-sql/pglite')
      const fresh = path.join(dir, 'pg')
      const { readFile } = await import('node:fs/promises')
      const client = await PGlite.create(fresh, { loadDataDir: new Blob([await readFile(dump)]) })
      await client.close()
      swapIn(fresh, path.join(where.dataDir, 'pg'))
    }
    for (const entry of DATA_ENTRIES) swapIn(path.join(dir, entry), path.join(where.dataDir, entry))
    return manifest
  } finally {
    rmSync(dir, { recursive: true, force: true })
    release()
  }
}
