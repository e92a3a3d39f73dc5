import { createHash } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOMAIN_TAKEN, domainList } from '../../contract/domains.ts'
import { fileList, fileUploaded } from '../../contract/files.ts'
import { linkList } from '../../contract/links.ts'
import { startServer, type TestServer } from './harness.ts'
import { databaseAt, type Query } from './old-migrations.ts'
import { call, failed, ok } from './helpers.ts'
import { hostRequest } from './public-http.ts'

// Migration 0010 on a database of migration 0009 holding one host twice (issue 33.1): the oldest row keeps it.
const KEY_A = 'domains-user-a-key-0123456789abcdefghijklmnopqrstuv'
const KEY_B = 'domains-user-b-key-0123456789abcdefghijklmnopqrstuv'
const hash = (k: string) => createHash('sha256').update(k).digest('hex')
const ago = (days: number) => new Date(Date.now() - days * 86_400_000)

async function fill(q: Query) {
  const user = async (name: string, key: string) =>
    Number((await q(`INSERT INTO users (email, username, api_key_hash) VALUES ($1, $1, $2) RETURNING id`, [name, hash(key)]))[0]!.id)
  const a = await user('alice', KEY_A)
  const b = await user('bob', KEY_B)
  const domain = (owner: number, url: string, days: number) =>
    q(`INSERT INTO domains (user_id, domain, redirect_404, created) VALUES ($1, $2, $3, $4)`, [owner, url, `https://owner${owner}.example/404`, ago(days)])
  await domain(a, 'https://go.acme.test', 10)
  await domain(b, 'http://go.acme.test', 5)
  await domain(a, 'http://mine.test', 10)
  await domain(a, 'https://mine.test', 5)
  const link = (owner: number, alias: string, url: string | null, target: string) =>
    q(`INSERT INTO links (user_id, alias, domain, long_url, title) VALUES ($1, $2, $3, $4, 't')`, [owner, alias, url, target])
  await link(a, 'own', 'https://go.acme.test', 'https://alice.example/own')
  await link(b, 'signin-now', 'http://go.acme.test', 'https://bob.example/phish')
  await link(a, 'moved', 'https://mine.test', 'https://alice.example/moved')
  await link(a, 'clash', 'http://mine.test', 'https://alice.example/clash-old')
  await link(a, 'clash', 'https://mine.test', 'https://alice.example/clash-new')
  // What the race of issue 33.3 left: a link and a file with one alias on the public host.
  await link(a, 'both', null, 'https://alice.example/both')
  await q(`INSERT INTO files (user_id, name, alias, domain, storage_name, size) VALUES ($1, 'f', 'both', NULL, 's1', 1), ($1, 'g', 'on-mine', 'https://mine.test', 's2', 1)`, [a])
}

let s: TestServer
beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'linkdash-domains-0009-'))
  const databaseUrl = await databaseAt(9, dataDir, process.env.DATABASE_URL, fill)
  s = await startServer(databaseUrl ? { databaseUrl } : {}, { dataDir })
})
afterAll(() => s?.stop())

const domainsOf = async (key: string) => ok(await call(s, '/domains', { key }), domainList).data.domains
const linksOf = async (key: string) => ok(await call(s, '/urls?limit=100', { key }), linkList).data.urls
const visit = (host: string, p: string) => hostRequest(s.url, p, host)

describe('migration 0010 on one host held twice', () => {
  it('keeps the oldest row of each host, verified; the newer is gone', async () => {
    expect((await domainsOf(KEY_A)).map((d) => [d.domain, d.status]).sort()).toEqual([['http://mine.test', 'verified'], ['https://go.acme.test', 'verified']])
    expect(await domainsOf(KEY_B)).toEqual([])
    failed(await call(s, '/domain/add', { method: 'POST', key: KEY_B, body: { domain: 'http://go.acme.test' } }), 409, DOMAIN_TAKEN)
  })

  it('serves only the kept owner\'s links there; another owner\'s stay listed under their old address', async () => {
    expect((await visit('go.acme.test', '/own')).headers.location).toBe('https://alice.example/own')
    expect((await visit('go.acme.test', '/signin-now')).headers.location).toBe('https://owner1.example/404')
    expect((await linksOf(KEY_B)).map((l) => l.shorturl)).toEqual(['http://go.acme.test/signin-now'])
  })

  it('moves the owner\'s links and files to the kept row where the alias is free', async () => {
    const shortUrls = (await linksOf(KEY_A)).map((l) => l.shorturl).sort()
    expect(shortUrls).toEqual([`${s.url}/both`, 'http://mine.test/clash', 'http://mine.test/moved', 'https://go.acme.test/own', 'https://mine.test/clash'])
    expect((await visit('mine.test', '/moved')).headers.location).toBe('https://alice.example/moved')
    expect((await visit('mine.test', '/clash')).headers.location).toBe('https://alice.example/clash-old')
    const files = ok(await call(s, '/files', { key: KEY_A }), fileList).list
    expect(files.find((f) => f.name === 'g')?.shorturl).toBe('http://mine.test/on-mine')
  })

  it('refuses an upload of a migrated link\'s alias and takes a fresh one (the claim triggers work)', async () => {
    failed(await call(s, '/files/upload/x.txt?custom=moved&domain=mine.test', { method: 'POST', key: KEY_A, body: 'x' }), 409, /taken/)
    ok(await call(s, '/files/upload/x.txt?custom=fresh-one&domain=mine.test', { method: 'POST', key: KEY_A, body: 'x' }), fileUploaded)
  })
})
