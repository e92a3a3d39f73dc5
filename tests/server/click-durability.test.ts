import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Agent, fetch as undiciFetch } from 'undici'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { pgliteTemplate } from './harness.ts'
import { createTestDatabase, freePort, killAllServers, spawnServer, waitUntilReady, type ServerProcess } from './server-process.ts'

// L4.7: a redirect that was answered is a click that is stored. The real server as a child process,
// stopped (SIGTERM) or killed (SIGKILL) in the middle of a burst of clicks, then started again.
const ADMIN_URL = process.env.DATABASE_URL
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
const BURST = 600

let dataDir: string
let databaseUrl: string | undefined
let dropDatabase: (() => Promise<void>) | undefined
let port: number
let key = ''
const started: ServerProcess[] = []

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'linkdash-clicks-'))
  port = await freePort()
  if (ADMIN_URL) ({ url: databaseUrl, drop: dropDatabase } = await createTestDatabase(ADMIN_URL))
  else cpSync(path.join(await pgliteTemplate(), 'pg'), path.join(dataDir, 'pg'), { recursive: true })
})

// A test that fails midway must not leave its server holding the data directory for the next one.
afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL')
    await server.exited
  }
})

afterAll(async () => {
  killAllServers()
  await dropDatabase?.()
  rmSync(dataDir, { recursive: true, force: true })
})

async function start(): Promise<ServerProcess> {
  const server = spawnServer(port, { DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000', DATABASE_URL: databaseUrl ?? '' })
  started.push(server)
  await waitUntilReady(server)
  key = (JSON.parse(readFileSync(path.join(dataDir, 'demo-user.json'), 'utf8')) as { apiKey: string }).apiKey
  return server
}

const api = (server: ServerProcess, p: string, init: RequestInit = {}) =>
  fetch(`${server.url}/api${p}`, { ...init, headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' } })

async function newLink(server: ServerProcess): Promise<{ id: number; alias: string }> {
  const answer = (await (await api(server, '/url/add', { method: 'POST', body: JSON.stringify({ url: 'https://example.com/burst' }) })).json()) as { id: number; shorturl: string }
  return { id: answer.id, alias: answer.shorturl.slice(answer.shorturl.lastIndexOf('/') + 1) }
}

const clicksOf = async (server: ServerProcess, id: number) =>
  ((await (await api(server, `/url/${id}`)).json()) as { data: { clicks: number } }).data.clicks

/** Sends `n` clicks at once, calls `midway` after the first answers arrive, and counts the 302s received. */
async function burst(server: ServerProcess, alias: string, n: number, midway: () => void): Promise<number> {
  let answered = 0
  // All requests at once over 200 connections (thousands of sockets would overflow the listen backlog).
  const dispatcher = new Agent({ connections: 200 })
  await Promise.all(
    Array.from({ length: n }, async () => {
      try {
        const res = await undiciFetch(`${server.url}/${alias}`, { redirect: 'manual', headers: { 'User-Agent': BROWSER }, dispatcher })
        if (res.status === 302) answered++
        if (answered === 50) midway()
      } catch {
        // Refused or cut off by the stop: never answered, so it may or may not have been counted.
      }
    }),
  )
  await dispatcher.close().catch(() => {})
  return answered
}

describe('clicks survive the server stopping in the middle of a burst', () => {
  it('counts exactly 2,000 parallel clicks', { timeout: 180_000 }, async () => {
    const server = await start()
    const link = await newLink(server)
    expect(await burst(server, link.alias, 2000, () => {})).toBe(2000)
    expect(await clicksOf(server, link.id)).toBe(2000)
    server.child.kill('SIGTERM')
    await server.exited
  })

  it('SIGTERM: every answered redirect has its click after the restart', { timeout: 120_000 }, async () => {
    let server = await start()
    const link = await newLink(server)
    const answered = await burst(server, link.alias, BURST, () => server.child.kill('SIGTERM'))
    expect(await server.exited).toBe(0)
    server = await start()
    const clicks = await clicksOf(server, link.id)
    expect(answered).toBeGreaterThanOrEqual(50)
    expect(clicks).toBeGreaterThanOrEqual(answered)
    expect(clicks).toBeLessThanOrEqual(BURST)
    server.child.kill('SIGTERM')
    await server.exited
  })

  it('SIGKILL: every answered redirect has its click after the restart', { timeout: 120_000 }, async () => {
    let server = await start()
    const link = await newLink(server)
    const answered = await burst(server, link.alias, BURST, () => server.child.kill('SIGKILL'))
    await server.exited
    server = await start()
    const clicks = await clicksOf(server, link.id)
    expect(answered).toBeGreaterThanOrEqual(50)
    expect(clicks).toBeGreaterThanOrEqual(answered)
    expect(clicks).toBeLessThanOrEqual(BURST)
    server.child.kill('SIGTERM')
    await server.exited
  })
})
