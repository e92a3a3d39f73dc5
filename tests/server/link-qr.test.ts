import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { linkResponse, linkSaved } from '../../contract/index.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, ok } from './helpers.ts'

// Q5, Q6: a link's own QR code, PNG in the fixed sizes and SVG; its scans are the link's clicks, marked.
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'

let s: TestServer
let key: string
let link: { id: number; shorturl: string }
const imageOf = (l: { id: number; shorturl: string }, ext = 'png') => `${s.url}/qr/link/${l.id}/${new URL(l.shorturl).pathname.slice(1)}.${ext}`

beforeAll(async () => {
  s = await startServer()
  key = (await s.newUser()).apiKey
  link = ok(await call(s, '/url/add', { method: 'POST', key, body: { url: 'https://example.com/printed?from=poster', custom: 'poster-1' } }), linkSaved)
})
afterAll(async () => {
  await s?.stop()
})

async function decoded(url: string) {
  const res = await fetch(url)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('image/png')
  const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()))
  return { width: png.width, text: jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)?.data }
}

it('draws the short URL with the scan marker, at the nearest of the fixed sizes, and as SVG', async () => {
  const at1000 = await decoded(`${imageOf(link)}?size=1000`)
  expect(at1000.text).toBe(`${link.shorturl}?qr`)
  expect(at1000.width).toBeGreaterThan(1000)
  expect(at1000.width).toBeLessThanOrEqual(1024)
  expect((await decoded(`${imageOf(link)}?size=100`)).width).toBeLessThanOrEqual(128)
  const svg = await fetch(imageOf(link, 'svg'))
  expect(svg.headers.get('content-type')).toBe('image/svg+xml')
  expect(await svg.text()).toMatch(/^<svg[^>]+viewBox/)
})

it('is found only by the link’s id and its alias together', async () => {
  const other = ok(await call(s, '/url/add', { method: 'POST', key, body: { url: 'https://example.com/other' } }), linkSaved)
  for (const url of [
    `${s.url}/qr/link/${link.id}/not-its-alias.png`,
    `${s.url}/qr/link/${other.id}/poster-1.png`,
    `${s.url}/qr/link/99999999/poster-1.png`,
    `${s.url}/qr/link/0/poster-1.svg`,
    `${s.url}/qr/link/${link.id}/poster-1.gif`,
  ]) {
    expect((await fetch(url)).status, url).toBe(404)
  }
})

it('counts a scan as a click of the link, under the referrer “QR code”, and sends it where the link goes', async () => {
  const scan = await fetch(`${link.shorturl}?qr`, { redirect: 'manual', headers: { 'User-Agent': CHROME, Referer: 'https://elsewhere.example/' } })
  expect(scan.status).toBe(302)
  expect(scan.headers.get('location')).toBe('https://example.com/printed?from=poster')
  const plain = await fetch(link.shorturl, { redirect: 'manual', headers: { 'User-Agent': CHROME } })
  expect(plain.status).toBe(302)
  const { data } = ok(await call(s, `/url/${link.id}`, { key }), linkResponse)
  expect(data.clicks).toBe(2)
  expect(data.topReferrers).toEqual({ 'QR code': '1', 'Direct, email and other': '1' })
})

it('draws the new short URL after the alias changes, and the old image is gone', async () => {
  const before = await fetch(`${imageOf(link)}?size=256`)
  const etag = before.headers.get('etag')
  await before.arrayBuffer()
  expect(await fetch(`${imageOf(link)}?size=256`, { headers: { 'If-None-Match': etag! } }).then((r) => r.status)).toBe(304)
  const full = ok(await call(s, `/url/${link.id}`, { key }), linkResponse).details
  const saved = await call(s, `/url/${link.id}/update`, { method: 'PUT', key, body: { url: full.longurl, custom: 'poster-2' } })
  expect(saved.status).toBe(200)
  expect((await fetch(`${imageOf(link)}?size=256`)).status).toBe(404)
  const moved = { id: link.id, shorturl: link.shorturl.replace('poster-1', 'poster-2') }
  expect((await decoded(`${imageOf(moved)}?size=256`)).text).toBe(`${moved.shorturl}?qr`)
})
