import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, freePort, killAllServers, spawnServer, waitUntilReady, type ServerProcess } from './server-process.ts'

// A fresh database and a DATA_DIR that does not exist yet: the first start seeds, creates DATA_DIR,
// saves and prints the demo key; a later start prints the demo user's current email.
const ADMIN_URL = process.env.DATABASE_URL

const parent = mkdtempSync(path.join(tmpdir(), 'linkdash-first-start-'))
const dataDir = path.join(parent, 'not', 'yet', 'there')
let databaseUrl: string | undefined
let dropDatabase: (() => Promise<void>) | undefined
let port: number

const start = () => spawnServer(port, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' })

/** Everything the server printed, once it is ready. */
async function ready(server: ServerProcess): Promise<string> {
  await waitUntilReady(server)
  return server.out.join('')
}

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM')
  const code = await server.exited
  expect(code, `the server did not stop cleanly:\n${server.out.join('')}`).toBe(0)
}

const demoLines = (text: string) => text.split('\n').map((l) => l.replace(/^\[out\] /, '')).filter((l) => l.startsWith('Demo user '))

beforeAll(async () => {
  port = await freePort()
  if (ADMIN_URL) ({ url: databaseUrl, drop: dropDatabase } = await createTestDatabase(ADMIN_URL))
})

afterAll(async () => {
  killAllServers()
  await dropDatabase?.()
  rmSync(parent, { recursive: true, force: true })
})

let demoKey = ''

describe(`the server's first start (${ADMIN_URL ? 'PostgreSQL' : 'PGlite'})`, { timeout: 120_000 }, () => {
  it('creates a missing DATA_DIR, saves the demo key there and prints it', async () => {
    expect(existsSync(dataDir)).toBe(false)
    const server = start()
    const text = await ready(server)
    expect(text).not.toContain('[err]')
    const saved = JSON.parse(readFileSync(path.join(dataDir, 'demo-user.json'), 'utf8')) as { apiKey: string; email: string }
    expect(saved).toMatchObject({ email: 'demo@example.com', apiKey: expect.stringMatching(/^[A-Za-z0-9_-]{43,}$/) })
    demoKey = saved.apiKey
    expect(demoLines(text)).toEqual([`Demo user demo@example.com, API key: ${demoKey}`])
    const res = await fetch(`${server.url}/api/account`, { headers: { Authorization: `Bearer ${demoKey}` } })
    expect(res.status).toBe(200)
    await stop(server)
  })

  it('prints the same key again on the next start, without seeding again', async () => {
    const server = start()
    const text = await ready(server)
    expect(demoLines(text)).toEqual([`Demo user demo@example.com, API key: ${demoKey}`])
    await stop(server)
  })

  it("prints the demo user's current email after it changed", async () => {
    expect(demoKey).not.toBe('')
    let server = start()
    await ready(server)
    const res = await fetch(`${server.url}/api/account/update`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${demoKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'changed.demo@example.org' }),
    })
    expect(res.status).toBe(200)
    await stop(server)
    server = start()
    const text = await ready(server)
    expect(demoLines(text)).toEqual([`Demo user changed.demo@example.org, API key: ${demoKey}`])
    await stop(server)
  })
})
