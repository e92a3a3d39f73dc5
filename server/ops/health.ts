import { mkdir, rm, statfs, writeFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Hono } from 'hono'
import { sql } from 'drizzle-orm'
import { type Db, migrationsFolder } from '../db/client.ts'
import type { Config } from '../env.ts'

const MB = 1024 * 1024
// M2: a flood of /readyz costs one check per second at most, however many ask.
const CACHE_MS = 1_000
const DATABASE_TIMEOUT_MS = 2_000
const NO_STORE = { 'Cache-Control': 'no-store' }

export interface Readiness {
  ready: boolean
  reason?: string
}

const newestMigration = () => {
  const { entries } = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] }
  return Math.max(...entries.map((e) => e.when))
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'timeout'>((resolve) => (timer = setTimeout(resolve, ms, 'timeout')))
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

export class ReadinessCheck {
  private stopping = false
  private last: { at: number; result: Promise<Readiness> } | null = null
  private readonly newest = newestMigration()
  private readonly probe: string

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'dataDir' | 'databaseUrl' | 's3' | 'minFreeDiskMb'>,
  ) {
    this.probe = path.join(config.dataDir, 'files', `.ready-${process.pid}`)
  }

  stop() {
    this.stopping = true
  }

  check(): Promise<Readiness> {
    if (this.stopping) return Promise.resolve({ ready: false, reason: 'The server is stopping.' })
    const now = performance.now()
    if (this.last && now - this.last.at < CACHE_MS) return this.last.result
    const result = this.run().catch(() => ({ ready: false, reason: 'A readiness check failed unexpectedly.' }))
    this.last = { at: now, result }
    return result
  }

  private async run(): Promise<Readiness> {
    const reasons = await Promise.all([this.database(), this.fileStore(), this.disk()])
    const reason = reasons.find((r) => r !== null)
    return reason ? { ready: false, reason } : { ready: true }
  }

  private async database(): Promise<string | null> {
    const query = this.db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`)
    query.catch(() => {})
    const answer = await withTimeout(query, DATABASE_TIMEOUT_MS).catch(() => 'error' as const)
    if (answer === 'timeout') return `The database did not answer within ${DATABASE_TIMEOUT_MS / 1000} s.`
    if (answer === 'error') return 'The database refused the readiness query.'
    const rows = (answer as unknown as { rows: { newest: unknown }[] }).rows
    return Number(rows[0]?.newest) >= this.newest ? null : "The database has not run this version's migrations yet."
  }

  // M4: an S3 bucket is not probed: redirects do not need it, and an upload says so itself (F3).
  private async fileStore(): Promise<string | null> {
    if (this.config.s3) return null
    try {
      await mkdir(path.dirname(this.probe), { recursive: true })
      await writeFile(this.probe, 'ok')
      await rm(this.probe, { force: true })
      return null
    } catch {
      return 'The file store (DATA_DIR/files) is not writable.'
    }
  }

  private async disk(): Promise<string | null> {
    const { minFreeDiskMb, s3, databaseUrl, dataDir } = this.config
    if (minFreeDiskMb <= 0 || (s3 && databaseUrl)) return null
    const fs = await statfs(dataDir)
    return fs.bavail * fs.bsize >= minFreeDiskMb * MB ? null : `Free disk space under DATA_DIR is below MIN_FREE_DISK_MB (${minFreeDiskMb} MiB).`
  }
}

export function healthRoutes(readiness: ReadinessCheck) {
  const app = new Hono()
  app.get('/healthz', (c) => c.json({ alive: true }, 200, NO_STORE))
  app.get('/readyz', async (c) => {
    const state = await readiness.check()
    return c.json(state, state.ready ? 200 : 503, NO_STORE)
  })
  return app
}
