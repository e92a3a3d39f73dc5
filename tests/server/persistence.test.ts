import { readFileSync } from 'node:fs'
import pg from 'pg'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count } from 'drizzle-orm'
import {
  accountResponse,
  campaignSaved,
  createdEnvelope,
  directoryCreated,
  domainList,
  fileUploaded,
  messageEnvelope,
  overlayList,
  qrCreated,
} from '../../contract/index.ts'
import { users } from '../../server/db/schema.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, failed, ok, storedFiles } from './helpers.ts'

// Stop a server keeping its data, start a new one on the same data directory (and, on
// PostgreSQL, the same database): everything written before must be there after.
let first: TestServer | undefined
let second: TestServer | undefined
let demoKey: string
let user: { id: number; apiKey: string }
let before: Record<string, unknown>
let ids: { domain: number; qr: number; file: number }
const payload = new TextEncoder().encode('bytes that must survive a restart')

const snapshot = async (s: TestServer) => ({
  account: (await call(s, '/account', { key: user.apiKey })).body,
  domains: (await call(s, '/domains?limit=100', { key: user.apiKey })).body,
  campaigns: (await call(s, '/campaigns?limit=100', { key: user.apiKey })).body,
  directories: (await call(s, '/directories?limit=100', { key: user.apiKey })).body,
  pixels: (await call(s, '/pixels?limit=100', { key: user.apiKey })).body,
  qrs: (await call(s, '/qr?limit=100', { key: user.apiKey })).body,
  qr: (await call(s, `/qr/${ids.qr}`, { key: user.apiKey })).body,
  files: (await call(s, '/files?limit=100', { key: user.apiKey })).body,
  demoAccount: (await call(s, '/account', { key: demoKey })).body,
  demoOverlays: (await call(s, '/overlay?limit=100', { key: demoKey })).body,
})

beforeAll(async () => {
  first = await startServer({}, { keepData: true })
  demoKey = first.demoKey
  expect(demoKey).not.toBe('')
  user = await first.newUser()
  const post = (p: string, body: unknown) => call(first!, p, { method: 'POST', key: user.apiKey, body })
  ok(await call(first, '/account/update', { method: 'PUT', key: user.apiKey, body: { email: 'persisted@example.org' } }), messageEnvelope)
  const domain = ok(await post('/domain/add', { domain: 'https://persist.example.com', redirectroot: 'https://example.com' }), createdEnvelope).id
  ok(await post('/campaign/add', { name: 'Persisted', slug: 'persisted', public: true }), campaignSaved)
  ok(await post('/directory/add', { name: 'Persisted', color: '#123456', starred: true }), directoryCreated)
  ok(await post('/pixel/add', { type: 'gtmpixel', name: 'Persisted', tag: 'GTM-PERSIST' }), createdEnvelope)
  const qr = ok(await post('/qr/add', { type: 'wifi', data: { ssid: 'Kept', encryption: 'WEP', pass: 'abcdef' }, name: 'Persisted' }), qrCreated).id
  const res = await first.api('/files/upload/kept.txt?custom=kept-file', { method: 'POST', key: user.apiKey, body: payload })
  const file = ok({ status: res.status, headers: res.headers, body: await res.json(), text: '' }, fileUploaded).id
  ids = { domain, qr, file }
  // The public URL is part of some answers (links, avatars); the restarted server has a new port.
  before = JSON.parse(JSON.stringify(await snapshot(first)).replaceAll(first.url, 'PUBLIC_URL'))
  await first.stop()
  second = await startServer({ databaseUrl: first.config.databaseUrl }, { dataDir: first.dataDir })
})
afterAll(async () => {
  if (second) await second.stop()
  // The restart failed: clean up what the first server kept (on a best-effort basis).
  else if (first) await startServer({ databaseUrl: first.config.databaseUrl }, { dataDir: first.dataDir }).then((s) => s.stop(), () => {})
})

describe('a restart on the same data', () => {
  it('keeps every resource the user wrote, exactly', async () => {
    const after = JSON.parse(JSON.stringify(await snapshot(second!)).replaceAll(second!.url, 'PUBLIC_URL'))
    expect(after).toEqual(before)
    expect((after.domains as { data: { result: number } }).data.result).toBe(1)
    expect((after.account as { data: { email: string } }).data.email).toBe('persisted@example.org')
  })

  it('keeps the uploaded bytes', async () => {
    const stored = storedFiles(second!)
    expect(stored).toHaveLength(1)
    expect(readFileSync(path.join(second!.dataDir, 'files', stored[0]!))).toEqual(Buffer.from(payload))
  })

  it('accepts the demo key from the first start', async () => {
    expect(ok(await call(second!, '/account', { key: demoKey }), accountResponse).data.username).toBe('demo')
  })

  it('does not seed the demo user again', async () => {
    expect(second!.demoKey).toBe('')
    const [{ n }] = (await second!.db.select({ n: count() }).from(users)) as [{ n: number }]
    expect(n).toBe(2)
    expect(ok(await call(second!, '/overlay', { key: demoKey }), overlayList).data.result).toBe(18)
    expect(ok(await call(second!, '/domains', { key: demoKey }), domainList).data.result).toBe(2)
  })

  it('keeps uniqueness and counts on: new ids are higher, taken names stay taken', async () => {
    const post = (p: string, body: unknown) => call(second!, p, { method: 'POST', key: user.apiKey, body })
    const created = ok(await post('/domain/add', { domain: 'https://after-restart.example.com' }), createdEnvelope)
    expect(created.id).toBeGreaterThan(ids.domain)
    failed(await post('/domain/add', { domain: 'https://persist.example.com' }), 409, /^domain/)
    failed(await post('/campaign/add', { name: 'Other', slug: 'persisted' }), 409, /^slug/)
    const res = await second!.api('/files/upload/again.txt?custom=kept-file', { method: 'POST', key: user.apiKey, body: payload })
    expect(res.status).toBe(409)
  })
})

describe.skipIf(!process.env.DATABASE_URL)('a PostgreSQL server that drops its connections (PostgreSQL only)', () => {
  it('keeps the API server up and answering: the pool reconnects', async () => {
    const s = await startServer()
    try {
      expect((await s.api('/account')).status).toBe(200)
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
      await admin.connect()
      const database = new URL(s.config.databaseUrl!).pathname.slice(1)
      const { rows } = await admin.query(
        'select pg_terminate_backend(pid) as done from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      )
      await admin.end()
      expect(rows.length).toBeGreaterThan(0)
      await new Promise((r) => setTimeout(r, 200))
      // The first query may meet a dead connection; the next ones get fresh ones.
      await s.api('/account')
      expect((await s.api('/account')).status).toBe(200)
    } finally {
      await s.stop()
    }
  })
})
