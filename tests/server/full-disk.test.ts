import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './harness.ts'
import { fillDisk, mountTmpfs } from './mount-support.ts'
import { freePort, killAllServers, spawnServer } from './server-process.ts'

// D33a: a full disk under the click journal never fails a redirect, and no click is lost. PGlite only
// (PostgreSQL has no journal); a real tmpfs where mounting is allowed, else skipped (not passed).
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
let s: TestServer
let mount: ReturnType<typeof mountTmpfs> | undefined
beforeAll(async () => {
  if (process.env.DATABASE_URL) return
  s = await startServer()
  mount = mountTmpfs(path.join(s.dataDir, 'clicks'), '256k')
})
afterAll(async () => {
  if (mount && 'unmount' in mount) mount.unmount()
  await s?.stop()
})

const journalBytes = () => {
  const dir = path.join(s.dataDir, 'clicks')
  return readdirSync(dir).filter((n) => n.endsWith('.journal')).reduce((n, f) => n + statSync(path.join(dir, f)).size, 0)
}
const clicksOf = async (id: number) => ((await (await s.api(`/url/${id}`)).json()) as { data: { clicks: number } }).data.clicks
const click = (shorturl: string) => fetch(shorturl, { redirect: 'manual', headers: { 'User-Agent': BROWSER } })

describe.skipIf(Boolean(process.env.DATABASE_URL))('the click journal on a full disk', () => {
  it('answers every redirect and counts every click in the database, then journals again once there is room', async (ctx) => {
    if (!mount || 'refused' in mount) return ctx.skip(mount && 'refused' in mount ? mount.refused : 'no mount')
    const link = (await (await s.api('/url/add', { method: 'POST', body: JSON.stringify({ url: 'https://example.com/full' }) })).json()) as { id: number; shorturl: string }
    const free = fillDisk(path.join(s.dataDir, 'clicks'))
    const answers = await Promise.all(Array.from({ length: 20 }, () => click(link.shorturl)))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(302))
    expect(journalBytes()).toBe(0)
    expect(await clicksOf(link.id)).toBe(20)

    free()
    expect((await click(link.shorturl)).status).toBe(302)
    expect(journalBytes()).toBeGreaterThan(0)
    expect(await clicksOf(link.id)).toBe(21)
  })
})

// D33b: a first start on a disk too small for the embedded database says so in one line and builds
// nothing, so a retry is a first start again (first-start.test.ts; not repeated here: an initdb costs seconds).
describe.skipIf(Boolean(process.env.DATABASE_URL))('a first start on a small disk', () => {
  it('refuses in one line and leaves DATA_DIR without a database', { timeout: 60_000 }, async (ctx) => {
    const parent = mkdtempSync(path.join(tmpdir(), 'linkdash-small-disk-'))
    const disk = mountTmpfs(parent, '20m')
    if ('refused' in disk) return ctx.skip(disk.refused)
    try {
      const dataDir = path.join(parent, 'data')
      const port = await freePort()
      const first = spawnServer(port, { DATA_DIR: dataDir, DATABASE_URL: '' })
      expect(await first.exited).toBe(1)
      const lines = first.out.join('').split('\n').filter((l) => l.trim() && !l.startsWith('[err] npm warn'))
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/^\[err\] Not enough disk space to create the embedded database in .*: \d+ MB free, at least 64 MB needed\./)
      expect(readdirSync(dataDir).filter((n) => n.startsWith('pg'))).toEqual([])
    } finally {
      killAllServers()
      disk.unmount()
      rmSync(parent, { recursive: true, force: true })
    }
  })
})
