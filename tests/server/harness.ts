import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import { serve } from '@hono/node-server'
import pg from 'pg'
import { createApp } from '../../server/app.ts'
import { type Config, loadConfig } from '../../server/env.ts'
import { openDatabase } from '../../server/db/client.ts'
import { seedIfEmpty } from '../../server/seed.ts'
import { createUser } from '../../server/users.ts'

export interface TestServer {
  url: string // e.g. http://127.0.0.1:40123
  api: (path: string, init?: RequestInit & { key?: string | null }) => Promise<Response>
  demoKey: string
  newUser: (opts?: { email?: string; username?: string; rateLimit?: number }) => Promise<{ id: number; apiKey: string; username: string }>
  config: Config
  dataDir: string
  db: Awaited<ReturnType<typeof openDatabase>>['db']
  stop: () => Promise<void>
}

/**
 * A real server on a real database over real HTTP: PGlite in a fresh temporary directory, or,
 * when DATABASE_URL is set, a fresh database created on that PostgreSQL server.
 */
export async function startServer(overrides: Partial<Config> = {}, opts: { dataDir?: string; keepData?: boolean } = {}): Promise<TestServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'linkdash-test-'))
  let databaseUrl: string | undefined
  let dropDb: (() => Promise<void>) | undefined
  const adminUrl = process.env.DATABASE_URL
  if (adminUrl) {
    const name = overrides.databaseUrl ? null : `linkdash_t_${randomBytes(4).toString('hex')}`
    if (name) {
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${name}`)
      await admin.end()
      const u = new URL(adminUrl)
      u.pathname = `/${name}`
      databaseUrl = u.toString()
      dropDb = async () => {
        const a = new pg.Client({ connectionString: adminUrl })
        await a.connect()
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await a.end()
      }
    } else databaseUrl = overrides.databaseUrl
  }
  const base = loadConfig({ port: 0, host: '127.0.0.1', dataDir, publicUrl: 'http://placeholder', rateLimitPerMinute: 1000, ...overrides, databaseUrl })
  const database = await openDatabase(base)
  const seeded = await seedIfEmpty(database.db, base.publicUrl)

  let server: ReturnType<typeof serve> | undefined
  const port = await new Promise<number>((resolve) => {
    // The public URL is only known once the port is; the config object is shared by reference.
    const app = createApp(base, database.db)
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port))
  })
  const url = `http://127.0.0.1:${port}`
  if (!overrides.publicUrl) base.publicUrl = url
  const demoKey = seeded?.apiKey ?? ''

  return {
    url,
    config: base,
    dataDir,
    db: database.db,
    demoKey,
    api: (p, init = {}) => {
      const { key = demoKey, headers, ...rest } = init
      const h = new Headers(headers)
      if (key !== null) h.set('Authorization', `Bearer ${key}`)
      if (rest.body !== undefined && typeof rest.body === 'string' && !h.has('Content-Type')) h.set('Content-Type', 'application/json')
      return fetch(`${url}/api${p}`, { ...rest, headers: h })
    },
    newUser: async (o = {}) => {
      const suffix = randomBytes(3).toString('hex')
      const u = await createUser(database.db, { email: o.email ?? `user-${suffix}@example.com`, username: o.username ?? `user_${suffix}`, rateLimit: o.rateLimit })
      return { id: u.id, apiKey: u.apiKey, username: u.username }
    },
    stop: async () => {
      await new Promise<void>((r) => (server ? server.close(() => r()) : r()))
      await database.close()
      await dropDb?.()
      if (!opts.keepData && !opts.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
