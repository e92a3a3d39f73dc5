import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pgliteTemplate } from './harness.ts'
import { createTestDatabase, freePort, killAllServers, spawnServer, waitUntilReady, type ServerProcess } from './server-process.ts'

// P33a: DATA_DIR 0700 and its files 0600 whatever the umask; a start tightens a loose existing one.
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
const ADMIN_URL = process.env.DATABASE_URL
const dataDir = mkdtempSync(path.join(tmpdir(), 'linkdash-private-'))
let server: ServerProcess
let dropDatabase: (() => Promise<void>) | undefined

function chmodAll(p: string, dirMode: number, fileMode: number) {
  const st = statSync(p)
  chmodSync(p, st.isDirectory() ? dirMode : fileMode)
  if (st.isDirectory()) for (const n of readdirSync(p)) chmodAll(path.join(p, n), dirMode, fileMode)
}

/** Every entry under `dir` whose mode lets anyone but the owner in. */
function openToOthers(dir: string): string[] {
  const found: string[] = []
  const walk = (p: string) => {
    const st = statSync(p)
    if ((st.mode & 0o077) !== 0) found.push(`${path.relative(dataDir, p) || '.'} ${(st.mode & 0o777).toString(8)}`)
    if (st.isDirectory()) for (const n of readdirSync(p)) walk(path.join(p, n))
  }
  walk(dir)
  return found
}

beforeAll(async () => {
  let databaseUrl = ''
  if (ADMIN_URL) ({ url: databaseUrl, drop: dropDatabase } = await createTestDatabase(ADMIN_URL))
  else cpSync(path.join(await pgliteTemplate(), 'pg'), path.join(dataDir, 'pg'), { recursive: true })
  mkdirSync(path.join(dataDir, 'files'))
  writeFileSync(path.join(dataDir, 'files', 'stored-before'), 'secret')
  chmodAll(dataDir, 0o777, 0o666)
  // The server inherits a umask that hides nothing.
  const umask = process.umask(0)
  try {
    server = spawnServer(await freePort(), { DATA_DIR: dataDir, DATABASE_URL: databaseUrl })
  } finally {
    process.umask(umask)
  }
  await waitUntilReady(server)
}, 120_000)

afterAll(async () => {
  killAllServers()
  await dropDatabase?.()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('DATA_DIR and its files', () => {
  it('are tightened at start, say so in one line, and everything written later is the owner’s alone', { timeout: 60_000 }, async () => {
    const said = server.out.join('').split('\n').filter((l) => l.includes('was open to other users'))
    expect(said).toHaveLength(1)
    expect(said[0]).toMatch(/entries tightened to 0700\/0600/)
    const key = (JSON.parse((await import('node:fs')).readFileSync(path.join(dataDir, 'demo-user.json'), 'utf8')) as { apiKey: string }).apiKey
    const headers = { Authorization: `Bearer ${key}` }
    const up = await fetch(`${server.url}/api/files/upload/private.txt`, { method: 'POST', headers, body: 'private bytes' })
    expect(up.status).toBe(200)
    const link = (await (await fetch(`${server.url}/api/url/add`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ url: 'https://example.com/p' }) })).json()) as { shorturl: string; id: number }
    expect((await fetch(link.shorturl, { redirect: 'manual', headers: { 'User-Agent': BROWSER } })).status).toBe(302)
    // A read of counts folds the click: the database and the journal have written since the start.
    expect((await fetch(`${server.url}/api/url/${link.id}`, { headers })).status).toBe(200)
    expect(statSync(dataDir).mode & 0o777).toBe(0o700)
    expect(readdirSync(path.join(dataDir, 'files')).length).toBe(2)
    if (!ADMIN_URL) expect(readdirSync(path.join(dataDir, 'clicks')).length).toBeGreaterThan(0)
    expect(openToOthers(dataDir)).toEqual([])
  })
})
