import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { sumClicks } from '../../server/clicks/click-batch.ts'
import { pgliteTemplate, startServer, type TestServer } from './harness.ts'
import { createTestDatabase, testDatabaseDrop } from './server-process.ts'

// `npm run backup` / `npm run restore` as child processes, on the suite's database: a backup of one
// installation restored into a fresh one serves the same links, files (bytes included) and keys through
// the API, and a restore is refused while a server uses the target.
const ROOT = path.resolve(import.meta.dirname, '../..')
const ADMIN_URL = process.env.DATABASE_URL
const work = mkdtempSync(path.join(tmpdir(), 'linkdash-backup-'))
const archive = path.join(work, 'backup.tgz')
const cleanups: (() => Promise<void>)[] = []
let restoredInto: TestServer | undefined

afterAll(async () => {
  for (const c of cleanups) await c().catch(() => {})
  rmSync(work, { recursive: true, force: true })
})

function cli(verb: 'backup' | 'restore', s: Pick<TestServer, 'dataDir' | 'config'>): Promise<{ code: number; out: string; err: string }> {
  const env = { ...process.env, DATA_DIR: s.dataDir, DATABASE_URL: s.config.databaseUrl ?? '' }
  return new Promise((resolve) =>
    execFile(process.execPath, ['--import', 'tsx', 'server/cli/backup.ts', verb, archive], { cwd: ROOT, env }, (e, out, err) =>
      resolve({ code: e ? Number((e as { code?: number }).code ?? 1) : 0, out, err }),
    ),
  )
}

/** A server on its own data directory (and database on PostgreSQL), kept after stop for a restart. */
async function install(dataDir?: string, databaseUrl?: string) {
  if (!dataDir) {
    dataDir = mkdtempSync(path.join(work, 'data-'))
    if (!ADMIN_URL) cpSync(path.join(await pgliteTemplate(), 'pg'), path.join(dataDir, 'pg'), { recursive: true })
  }
  if (ADMIN_URL && !databaseUrl) {
    databaseUrl = (await createTestDatabase(ADMIN_URL)).url
    cleanups.push(testDatabaseDrop(ADMIN_URL, databaseUrl)!)
  }
  return startServer(databaseUrl ? { databaseUrl } : {}, { dataDir, keepData: true })
}

/** What a user reads through the API, with the server's own address taken out. */
async function snapshot(s: TestServer, key: string) {
  const read = async (p: string) => JSON.stringify(await (await s.api(p, { key })).json()).split(s.url).join('<url>')
  return { links: await read('/urls?limit=100'), files: await read('/files?limit=100'), account: await read('/account') }
}

describe('backup and restore', { timeout: 120_000 }, () => {
  it('round trip: a fresh installation restored from a backup serves the same data; refused while a server runs', async () => {
    const a = await install()
    const key = a.demoKey
    expect((await a.api('/url/add', { method: 'POST', body: JSON.stringify({ url: 'https://example.com/kept', custom: 'kept-link' }) })).status).toBe(200)
    const payload = Buffer.from('backed-up bytes \u0000\u00ff'.repeat(1000), 'latin1')
    expect((await a.api('/files/upload/kept.bin', { method: 'POST', body: payload, headers: { 'Content-Type': 'application/octet-stream' } })).status).toBe(200)
    const before = await snapshot(a, key)
    expect(before.files).toContain('"name":"kept.bin"')

    if (!ADMIN_URL) {
      // The embedded database is read by one process at a time: no backup while the server runs.
      const busy = await cli('backup', a)
      expect(busy.code).toBe(1)
      expect(busy.err).toMatch(/^Backup failed: The data directory .* is in use by another running process/)
    }
    await a.stop()
    const made = await cli('backup', a)
    expect(made.err).toBe('')
    expect(made.code).toBe(0)
    expect(statSync(archive).mode & 0o777).toBe(0o600)

    // A fresh installation (its own demo user), running: the restore is refused and changes nothing.
    const b = await install()
    const refused = await cli('restore', b)
    expect(refused.code).toBe(1)
    expect(refused.err).toMatch(ADMIN_URL ? /^Restore failed: The database is in use \(\d+ other connections?, a running server\?\)/ : /^Restore failed: The data directory .* is in use/)
    expect((await b.api('/account')).status).toBe(200)
    await b.stop()

    const restored = await cli('restore', b)
    expect(restored.err).toBe('')
    expect(restored.code).toBe(0)
    restoredInto = b
    const c = await install(b.dataDir, b.config.databaseUrl)
    try {
      expect(await snapshot(c, key)).toEqual(before)
      const [file] = (JSON.parse(before.files) as { list: { shorturl: string }[] }).list
      expect(Buffer.from(await (await fetch(file!.shorturl.replace('<url>', c.url))).arrayBuffer())).toEqual(payload)
      // b's own demo user went with the data it replaced.
      expect((await c.api('/account', { key: b.demoKey })).status).toBe(401)
      expect(existsSync(path.join(c.dataDir, 'files'))).toBe(true)
    } finally {
      await c.stop()
    }
  })

  it('refuses a file that is not a backup, and a backup of the other kind of database', async () => {
    // Runs on what the round trip above restored.
    expect(restoredInto).toBeDefined()
    const s = restoredInto!
    const other = await cli('restore', { dataDir: s.dataDir, config: { ...s.config, databaseUrl: ADMIN_URL ? undefined : 'postgres://nobody@127.0.0.1:1/none' } })
    expect(other.code).toBe(1)
    expect(other.err).toMatch(ADMIN_URL ? /backup of a PostgreSQL database: restore it with DATABASE_URL set/ : /backup of the embedded database: restore it with DATABASE_URL unset/)
    writeFileSync(archive, 'not a backup')
    const bad = await cli('restore', s)
    expect(bad.code).toBe(1)
    expect(bad.err).toMatch(/^Restore failed: .* is not a Linkdash backup/)
  })

  it.skipIf(ADMIN_URL)('carries the clicks a killed server left in the click journal (L4j) to the restored installation', async () => {
    const a = await install()
    const added = (await (await a.api('/url/add', { method: 'POST', body: JSON.stringify({ url: 'https://example.com/journal' }) })).json()) as { id: number }
    await a.stop()
    // What a server killed before its fold leaves: answered clicks in a journal file newer than the committed one.
    const clicks = sumClicks(['v1', 'v2', 'v1'].map((visitor) => ({ linkId: added.id, country: 'DE', referrer: '', browser: 'Firefox', os: 'Linux', language: 'de', visitor })))
    mkdirSync(path.join(a.dataDir, 'clicks'), { recursive: true })
    writeFileSync(path.join(a.dataDir, 'clicks', '1000000.journal'), `${JSON.stringify(clicks)}\n`)
    expect((await cli('backup', a)).code).toBe(0)
    const b = await install()
    await b.stop()
    expect((await cli('restore', b)).code).toBe(0)
    const c = await install(b.dataDir)
    try {
      const detail = (await (await c.api(`/url/${added.id}`, { key: a.demoKey })).json()) as { data: { clicks: number } }
      expect(detail.data.clicks).toBe(3)
      const list = JSON.stringify(await (await c.api('/urls?limit=100', { key: a.demoKey })).json())
      expect(list).toMatch(new RegExp(`"id":${added.id},[^}]*"clicks":3,"uniqueclicks":2`))
    } finally {
      await c.stop()
    }
  })
})
