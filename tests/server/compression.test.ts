import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompress } from '../../scripts/vite-precompress.ts'
import { startServer, type TestServer } from './harness.ts'

let s: TestServer
let distDir: string
const BIG = `export const words = ${JSON.stringify('lorem ipsum '.repeat(2000))}\n`
const INDEX = `<!doctype html><html><head><title>${'dashboard '.repeat(200)}</title></head><body></body></html>`

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'linkdash-dist-'))
  mkdirSync(path.join(distDir, 'assets'))
  writeFileSync(path.join(distDir, 'index.html'), INDEX)
  writeFileSync(path.join(distDir, 'assets', 'big.js'), BIG)
  writeFileSync(path.join(distDir, 'assets', 'small.js'), 'console.log(1)')
  expect(await precompress(distDir)).toBe(2)
  s = await startServer({ distDir })
})
afterAll(async () => {
  await s?.stop()
  if (distDir) rmSync(distDir, { recursive: true, force: true })
})

/** The raw bytes and headers: fetch would decode them. */
function raw(p: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${s.url}${p}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject).end()
  })
}

describe('the dashboard from files compressed at build time (N3, N4)', () => {
  it('sends the Brotli file to a browser that takes br, gzip to one that takes only gzip, the file itself otherwise', async () => {
    const br = await raw('/app/assets/big.js', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'Accept-Encoding'])
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG)
    const gz = await raw('/app/assets/big.js', { 'Accept-Encoding': 'br;q=0, gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(BIG)
    expect(br.body.length).toBeLessThan(gz.body.length)
    const plain = await raw('/app/assets/big.js', { 'Accept-Encoding': 'identity' })
    expect([plain.headers['content-encoding'], plain.body.toString()]).toEqual([undefined, BIG])
  })

  it('sends index.html for a deep link compressed too, and leaves files under 1 kB as they are', async () => {
    const page = await raw('/app/links/12', { 'Accept-Encoding': 'br' })
    expect([page.headers['content-encoding'], page.headers['cache-control']]).toEqual(['br', 'no-cache'])
    expect(brotliDecompressSync(page.body).toString()).toBe(INDEX)
    const small = await raw('/app/assets/small.js', { 'Accept-Encoding': 'br' })
    expect([small.headers['content-encoding'], small.body.toString()]).toEqual([undefined, 'console.log(1)'])
  })
})

describe('JSON answers of the API (N5)', () => {
  it('compresses a list of 1 kB or more, and leaves small answers and the account (BREACH) as they are', async () => {
    for (let i = 0; i < 8; i++) {
      const res = await s.api('/url/add', { method: 'POST', body: JSON.stringify({ url: `https://example.com/a-rather-long-path/${i}?utm_source=newsletter` }) })
      expect(res.status).toBe(200)
    }
    const auth = { Authorization: `Bearer ${s.demoKey}` }
    const list = await raw('/api/urls?limit=100', { ...auth, 'Accept-Encoding': 'gzip, br' })
    expect([list.status, list.headers['content-encoding'], list.headers.vary]).toEqual([200, 'br', 'Accept-Encoding'])
    expect(JSON.parse(brotliDecompressSync(list.body).toString()).data.urls.length).toBeGreaterThanOrEqual(8)
    const gz = await raw('/api/urls?limit=100', { ...auth, 'Accept-Encoding': 'gzip' })
    expect(JSON.parse(gunzipSync(gz.body).toString()).error).toBe('0')
    const small = await raw('/api/pixels', { ...auth, 'Accept-Encoding': 'br' })
    expect([small.headers['content-encoding'], JSON.parse(small.body.toString()).error]).toEqual([undefined, '0'])
    const account = await raw('/api/account', { ...auth, 'Accept-Encoding': 'br' })
    expect([account.headers['content-encoding'], JSON.parse(account.body.toString()).error]).toEqual([undefined, 0])
  })
})
