import { mkdtempSync, rmSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { directoryList } from '../../contract/directories.ts'
import { linkResponse } from '../../contract/links.ts'
import { startServer, type TestServer } from './harness.ts'
import { databaseAt, type Query } from './old-migrations.ts'
import { call, ok } from './helpers.ts'

// Migration 0013 (issue 34, K2 and K4) on a database made by migrations 0000 to 0009 holding data.
const API_KEY = 'clients-migration-key-0123456789abcdefghijklmnopq'
const ids = { user: 0, kept: 0, past: 0 }
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
let server: TestServer | undefined
let dataDir = ''

async function fill(q: Query) {
  const one = async (text: string, params: unknown[]) => Number((await q(text, params))[0]!.id)
  ids.user = await one(`INSERT INTO users (email, username, api_key_hash, plan) VALUES ('m@example.com', 'm_user', $1, 'pro') RETURNING id`, [
    createHash('sha256').update(API_KEY).digest('hex'),
  ])
  for (const name of ['News', 'news', 'NEWS', 'News (2)', 'Other']) {
    await q(`INSERT INTO directories (user_id, name) VALUES ($1, $2)`, [ids.user, name])
  }
  ids.kept = await one(`INSERT INTO links (user_id, alias, long_url, title, expiry) VALUES ($1, 'kept', 'https://example.com/k', 'K', '2099-06-30') RETURNING id`, [ids.user])
  // Expired at the end of yesterday before the migration; still expired after it.
  ids.past = await one(`INSERT INTO links (user_id, alias, long_url, title, expiry) VALUES ($1, 'past', 'https://example.com/p', 'P', $2) RETURNING id`, [ids.user, yesterday])
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'linkdash-migration-clients-'))
  const databaseUrl = await databaseAt(9, dataDir, process.env.DATABASE_URL, fill)
  server = await startServer(databaseUrl ? { databaseUrl } : {}, { dataDir })
})
afterAll(async () => {
  if (server) await server.stop()
  else rmSync(dataDir, { recursive: true, force: true })
})

const get = (p: string) => call(server!, p, { key: API_KEY })

describe('migration 0013 on existing data', () => {
  it('renames later duplicate directory names with the first free number, keeping the first', async () => {
    const names = ok(await get('/directories?limit=100'), directoryList).data.directories.map((d) => d.name)
    expect(names.reverse()).toEqual(['News', 'news (3)', 'NEWS (4)', 'News (2)', 'Other'])
  })

  it('then refuses a duplicate through the new index', async () => {
    const a = await call(server!, '/directory/add', { method: 'POST', key: API_KEY, body: { name: 'other' } })
    expect(a.status).toBe(409)
  })

  it('keeps an expiry day as a day that works to its end', async () => {
    expect(ok(await get(`/url/${ids.kept}`), linkResponse).details.expiry).toBe('2099-06-30')
    expect(ok(await get(`/url/${ids.past}`), linkResponse).details.expiry).toBe(yesterday)
    const gone = await fetch(`${server!.url}/past`, { redirect: 'manual' })
    expect(gone.status).toBe(410)
    expect((await fetch(`${server!.url}/kept`, { redirect: 'manual' })).status).toBe(302)
  })
})
