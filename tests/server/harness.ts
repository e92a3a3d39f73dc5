import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { createHash, randomBytes } from 'node:crypto'
import { serve } from '@hono/node-server'
import { createApp } from '../../server/app.ts'
import { answerParserError } from '../../server/http/parser-error-answer.ts'
import type { RateLimiter } from '../../server/middleware/rate-limiter.ts'
import { type Config, loadConfig } from '../../server/env.ts'
import { openDatabase } from '../../server/db/client.ts'
import { seedIfEmpty } from '../../server/db/seed.ts'
import { createUser } from '../../server/auth/create-user.ts'
import { createTestDatabase, testDatabaseDrop } from './server-process.ts'
import { type TestS3, startTestS3 } from './s3-test-server.ts'

export interface TestServer {
  url: string // e.g. http://127.0.0.1:40123
  api: (path: string, init?: RequestInit & { key?: string | null }) => Promise<Response>
  demoKey: string
  newUser: (opts?: { email?: string; username?: string; rateLimit?: number; plan?: 'free' | 'pro' }) => Promise<{ id: number; apiKey: string; username: string; email: string }>
  config: Config
  dataDir: string
  db: Awaited<ReturnType<typeof openDatabase>>['db']
  /** The s3rver holding the files, when they go to S3. */
  s3: TestS3 | undefined
  /** Names in the file store (D26: server-chosen), unfinished uploads included as `<name>.part`. */
  storedNames: () => string[]
  /** Where a stored file's bytes are on disk (in DATA_DIR/files, or s3rver's directory). */
  storedPath: (name: string) => string
  stop: () => Promise<void>
}

export interface StartOptions {
  dataDir?: string
  /** On stop, leave the data directory and the test database for a following startServer. */
  keepData?: boolean
  /** The rate limiter the app uses (e.g. one with a fake clock); a fresh real one otherwise. */
  limiter?: RateLimiter
  /** Where uploads go: DATA_DIR/files, or an s3rver of this server's own; TEST_FILE_STORE (disk unless `s3`) otherwise. */
  fileStore?: 'disk' | 's3'
}

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Built once per PGlite version and migration set and copied per server: initdb costs seconds. */
export async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha256')
  hash.update(readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json')))
  const migrations = path.join(ROOT, 'server/db/migrations')
  for (const f of (readdirSync(migrations, { recursive: true }) as string[]).sort()) {
    const file = path.join(migrations, f)
    if (statSync(file).isFile()) hash.update(f).update(readFileSync(file))
  }
  const dir = path.join(tmpdir(), `linkdash-pglite-template-${hash.digest('hex').slice(0, 16)}`)
  if (existsSync(path.join(dir, 'ready'))) return dir
  const building = mkdtempSync(`${dir}-building-`)
  const database = await openDatabase({ dataDir: building })
  await database.close()
  writeFileSync(path.join(building, 'ready'), '')
  try {
    renameSync(building, dir)
  } catch {
    // Another run finished its template first; theirs is as good as ours.
    rmSync(building, { recursive: true, force: true })
  }
  return dir
}

/**
 * PGlite in a fresh temporary directory, or a fresh database on DATABASE_URL's server. To restart on the
 * same data: stop with `keepData`, start with the same `dataDir` (and `databaseUrl` on PostgreSQL).
 * Without it, stop drops only databases this harness names.
 */
export async function startServer(overrides: Partial<Config> = {}, opts: StartOptions = {}): Promise<TestServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'linkdash-test-'))
  let databaseUrl: string | undefined
  let dropDb: (() => Promise<void>) | undefined
  const adminUrl = process.env.DATABASE_URL
  if (adminUrl) {
    databaseUrl = overrides.databaseUrl ?? (await createTestDatabase(adminUrl)).url
    dropDb = testDatabaseDrop(adminUrl, databaseUrl)
  }
  if (!adminUrl && !opts.dataDir) cpSync(path.join(await pgliteTemplate(), 'pg'), path.join(dataDir, 'pg'), { recursive: true })
  // TEST_FILE_STORE=s3 runs a suite against a real S3-protocol server of its own, kept in DATA_DIR/s3rver.
  const s3 = (opts.fileStore ?? process.env.TEST_FILE_STORE) === 's3' ? await startTestS3(path.join(dataDir, 's3rver')) : undefined
  const base = loadConfig({ port: 0, host: '127.0.0.1', dataDir, publicUrl: 'http://placeholder', rateLimitPerMinute: 1000, domainVerification: false, ...overrides, databaseUrl, ...(s3 && { s3: s3.config }) })
  const database = await openDatabase(base)
  const seeded = await seedIfEmpty(database.db, base.publicUrl)

  let server: ReturnType<typeof serve> | undefined
  // The public URL is only known once the port is; the config object is shared by reference.
  const app = createApp(base, database.db, opts.limiter)
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', serverOptions: app.serverOptions }, (info: AddressInfo) => resolve(info.port))
    server.on('clientError', answerParserError)
  })
  const url = `http://127.0.0.1:${port}`
  if (!overrides.publicUrl) base.publicUrl = url
  base.port = port
  const demoKey = seeded?.apiKey ?? ''

  return {
    url,
    config: base,
    dataDir,
    db: database.db,
    demoKey,
    s3,
    storedNames: () => {
      if (s3) return s3.storedNames()
      try {
        return readdirSync(path.join(dataDir, 'files')).sort()
      } catch {
        return []
      }
    },
    storedPath: (name) => s3?.objectPath(name) ?? path.join(dataDir, 'files', name),
    api: (p, init = {}) => {
      const { key = demoKey, headers, ...rest } = init
      const h = new Headers(headers)
      if (key !== null) h.set('Authorization', `Bearer ${key}`)
      if (rest.body !== undefined && typeof rest.body === 'string' && !h.has('Content-Type')) h.set('Content-Type', 'application/json')
      return fetch(`${url}/api${p}`, { ...rest, headers: h })
    },
    newUser: async (o = {}) => {
      const suffix = randomBytes(3).toString('hex')
      const u = await createUser(database.db, {
        email: o.email ?? `user-${suffix}@example.com`,
        username: o.username ?? `user_${suffix}`,
        rateLimit: o.rateLimit,
        plan: o.plan,
      })
      return { id: u.id, apiKey: u.apiKey, username: u.username, email: u.email }
    },
    stop: async () => {
      await new Promise<void>((r) => (server ? server.close(() => r()) : r()))
      await app.drain()
      await database.close()
      await s3?.close()
      if (opts.keepData) return
      await dropDb?.()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
