import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { count, eq } from 'drizzle-orm'
import jpeg from 'jpeg-js'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messageEnvelope, qrCreated, qrResponse } from '../../contract/index.ts'
import { qrCodes, qrLogos } from '../../server/db/schema.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, fieldError, ok } from './helpers.ts'

// D27e: a logo is fetched once when its code is saved, through the SSRF-guarded fetch, and drawn into
// both images. The logo server runs on loopback, which only the test seam (logo.test → 127.0.0.1) reaches.

const RED = [220, 20, 60]
const BLUE = [30, 60, 200]

/** A logo: a coloured square, its corners transparent (which show the plate's colour). */
function pngLogo(size: number, rgb: number[]): Buffer {
  const png = new PNG({ width: size, height: size })
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const corner = (x < size / 8 || x >= size - size / 8) && (y < size / 8 || y >= size - size / 8)
      png.data.set([rgb[0]!, rgb[1]!, rgb[2]!, corner ? 0 : 255], (y * size + x) * 4)
    }
  }
  return PNG.sync.write(png)
}
function jpegLogo(size: number, rgb: number[]): Buffer {
  const data = Buffer.alloc(size * size * 4)
  for (let i = 0; i < data.length; i += 4) data.set([rgb[0]!, rgb[1]!, rgb[2]!, 255], i)
  return jpeg.encode({ data, width: size, height: size }, 90).data
}

/** A PNG whose header claims 5000 × 5000 pixels: 100 MB to decode, refused before decoding. */
function claimsHugePng(): Buffer {
  const png = Buffer.from(pngLogo(8, RED))
  png.writeUInt32BE(5000, 16)
  png.writeUInt32BE(5000, 20)
  return png
}
/** A JPEG whose frame header claims 5000 × 5000 pixels. */
function claimsHugeJpeg(): Buffer {
  const jpg = Buffer.from(jpegLogo(16, BLUE))
  const sof = jpg.indexOf(Buffer.from([0xff, 0xc0]))
  jpg.writeUInt16BE(5000, sof + 5)
  jpg.writeUInt16BE(5000, sof + 7)
  return jpg
}
/** A photo-like JPEG: noise, which PNG compresses badly. */
function noisyJpeg(size: number): Buffer {
  const data = Buffer.alloc(size * size * 4)
  for (let i = 0; i < data.length; i += 4) data.set([100 + ((i * 7919) % 97), 80 + ((i * 104729) % 89), 150 + ((i * 1299709) % 83), 255], i)
  return jpeg.encode({ data, width: size, height: size }, 90).data
}

let logoServer: Server
let port: number
const served = new Map<string, number>()
let s: TestServer
let key: string
let userId: number

beforeAll(async () => {
  const files: Record<string, Buffer> = {
    '/red.png': pngLogo(300, RED),
    '/blue.jpg': jpegLogo(200, BLUE),
    '/wide.png': pngLogo(2000, BLUE),
    '/big.png': Buffer.concat([pngLogo(8, RED), Buffer.alloc(600_000)]),
    '/fake.png': Buffer.from('GIF89a this is no PNG'),
    '/broken.png': Buffer.concat([pngLogo(8, RED).subarray(0, 40)]),
    '/huge.png': claimsHugePng(),
    '/huge.jpg': claimsHugeJpeg(),
    '/photo.jpg': noisyJpeg(512),
  }
  logoServer = createServer((req, res) => {
    const path = req.url!.split('?')[0]!
    served.set(path, (served.get(path) ?? 0) + 1)
    if (path === '/slow.png') return void setTimeout(() => res.end(files['/red.png']), 8000).unref()
    if (path === '/to-private.png') return void res.writeHead(302, { Location: `http://127.0.0.1:${port}/red.png` }).end()
    if (path === '/to-red.png') return void res.writeHead(301, { Location: `http://logo.test:${port}/red.png` }).end()
    const file = files[path]
    if (!file) return void res.writeHead(404).end()
    res.writeHead(200, { 'Content-Type': 'image/png' }).end(file)
  })
  await new Promise<void>((resolve) => logoServer.listen(0, '127.0.0.1', resolve))
  port = (logoServer.address() as AddressInfo).port
  s = await startServer({ logoFetchHosts: new Map([['logo.test', '127.0.0.1']]) })
  const user = await s.newUser()
  key = user.apiKey
  userId = user.id
})
afterAll(async () => {
  logoServer?.closeAllConnections()
  logoServer?.close()
  await s?.stop()
})

const logoUrl = (path: string) => `http://logo.test:${port}${path}`
const add = (body: Record<string, unknown>) => call(s, '/qr/add', { method: 'POST', key, body: { type: 'link', data: 'https://example.com/menu', ...body } })
const update = (id: number, body: unknown) => call(s, `/qr/${id}/update`, { method: 'PUT', key, body })
const details = async (id: number) => ok(await call(s, `/qr/${id}`, { key }), qrResponse).details
const codeCount = async () => (await s.db.select({ n: count() }).from(qrCodes).where(eq(qrCodes.userId, userId)))[0]!.n
const storedLogo = async (id: number) => (await s.db.select().from(qrLogos).where(eq(qrLogos.qrId, id)))[0]

async function png(link: string, size?: number) {
  const res = await fetch(size ? `${link}?size=${size}` : link)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('image/png')
  return PNG.sync.read(Buffer.from(await res.arrayBuffer()))
}
async function svg(link: string) {
  const res = await fetch(link.replace(/\.png$/, '.svg'))
  expect(res.status).toBe(200)
  return res.text()
}
const pixel = (img: PNG, x: number, y: number) => [...img.data.subarray((y * img.width + x) * 4, (y * img.width + x) * 4 + 3)]
const near = (a: number[], b: number[], tolerance = 12) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance)
const scan = (img: PNG) => jsQR(new Uint8ClampedArray(img.data.buffer, img.data.byteOffset, img.data.length), img.width, img.height)?.data

describe('a code with a logo (D27e)', () => {
  it('fetches the logo on create and draws it in the middle of the PNG, which still scans', async () => {
    const created = ok(await add({ logo: logoUrl('/red.png'), background: 'rgb(255,250,240)' }), qrCreated)
    expect(served.get('/red.png')).toBe(1)
    const stored = await storedLogo(created.id)
    expect([...stored!.png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const code = await details(created.id)
    expect(code.logo).toBe(logoUrl('/red.png'))
    for (const size of [undefined, 256, 1024]) {
      const img = await png(created.link, size)
      expect(scan(img)).toBe(code.trackingurl)
      const mid = Math.floor(img.width / 2)
      expect(near(pixel(img, mid, mid), RED)).toBe(true)
      // The logo's transparent corner shows the plate, which is the background colour.
      const corner = Math.round(img.width / 2 - img.width * 0.11) + 2
      expect(near(pixel(img, corner, corner), [255, 250, 240])).toBe(true)
    }
  })

  it('embeds the logo in the SVG as data, never as a link', async () => {
    const created = ok(await add({ logo: logoUrl('/red.png') }), qrCreated)
    const text = await svg(created.link)
    expect(text).toMatch(/<image href="data:image\/png;base64,[A-Za-z0-9+/=]+"/)
    // The only URL left is the SVG namespace.
    expect(text.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/http|logo\.test/)
    const embedded = Buffer.from(/base64,([^"]+)"/.exec(text)![1]!, 'base64')
    expect(embedded.equals((await storedLogo(created.id))!.png)).toBe(true)
  })

  it('draws a JPEG logo, following a redirect to it, and shrinks a large picture when storing it', async () => {
    const jpg = ok(await add({ logo: logoUrl('/blue.jpg') }), qrCreated)
    const img = await png(jpg.link)
    expect(near(pixel(img, img.width / 2, img.height / 2), BLUE)).toBe(true)
    expect(scan(img)).toBe((await details(jpg.id)).trackingurl)

    const redirected = ok(await add({ logo: logoUrl('/to-red.png') }), qrCreated)
    expect(near(pixel(await png(redirected.link), 256, 256), RED)).toBe(true)

    const wide = ok(await add({ logo: logoUrl('/wide.png') }), qrCreated)
    const stored = PNG.sync.read((await storedLogo(wide.id))!.png)
    expect([stored.width, stored.height]).toEqual([512, 512])
    expect(scan(await png(wide.link))).toBe((await details(wide.id)).trackingurl)

    // A photo is stored at half the size, so the SVG that carries it stays small.
    const photo = ok(await add({ logo: logoUrl('/photo.jpg') }), qrCreated)
    const small = (await storedLogo(photo.id))!.png
    expect(PNG.sync.read(small).width).toBe(256)
    expect(scan(await png(photo.link))).toBe((await details(photo.id)).trackingurl)
  })

  it('draws a logo on a static code too, which scans as its payload', async () => {
    const created = ok(await add({ type: 'wifi', data: { ssid: 'Cafe', pass: 'espresso1', encryption: 'WPA' }, logo: logoUrl('/red.png') }), qrCreated)
    const img = await png(created.link)
    expect(scan(img)).toBe('WIFI:T:WPA;S:Cafe;P:espresso1;;')
    expect(near(pixel(img, 256, 256), RED)).toBe(true)
  })
})

describe('a logo that cannot be fetched is a field error on save (D27e)', () => {
  const REFUSED: [string, () => string, RegExp][] = [
    ['a loopback address', () => `http://127.0.0.1:${port}/red.png`, /^logo could not be downloaded: its address is private\.$/],
    ['localhost', () => `http://localhost:${port}/red.png`, /its address is private\.$/],
    ['an IPv6 loopback address', () => `http://[::1]:${port}/red.png`, /its address is private\.$/],
    ['a private address', () => 'http://192.168.1.10/logo.png', /its address is private\.$/],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/logo.png', /its address is private\.$/],
    ['a redirect to a private address', () => logoUrl('/to-private.png'), /its address is private\.$/],
    ['a file larger than 500 kB', () => logoUrl('/big.png'), /^logo could not be downloaded: it is larger than 500 kB\.$/],
    ['a file that is not a PNG or JPEG', () => logoUrl('/fake.png'), /^logo could not be downloaded: it is not a PNG or JPEG image\.$/],
    ['a damaged PNG', () => logoUrl('/broken.png'), /it is a damaged PNG or JPEG image\.$/],
    ['a PNG of 25 million pixels', () => logoUrl('/huge.png'), /it has more than 4 million pixels\.$/],
    ['a JPEG of 25 million pixels', () => logoUrl('/huge.jpg'), /it has more than 4 million pixels\.$/],
    ['a missing file', () => logoUrl('/missing.png'), /its server answered HTTP 404\.$/],
    ['a path, which this server cannot fetch', () => '/images/brand.png', /give its full address, starting with http:\/\/ or https:\/\/\.$/],
  ]

  it.each(REFUSED)('refuses %s on create, writing nothing', async (_what, url, rule) => {
    const before = await codeCount()
    fieldError(await add({ logo: url() }), 400, 'logo', rule)
    expect(await codeCount()).toBe(before)
  })

  it('refuses a logo that does not answer within 5 seconds', async () => {
    const before = await codeCount()
    const started = Date.now()
    fieldError(await add({ logo: logoUrl('/slow.png') }), 400, 'logo', /^logo could not be downloaded: it did not answer within 5 seconds\.$/)
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900)
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(await codeCount()).toBe(before)
  }, 20_000)

  it('refuses on update and changes nothing, the name sent with it included', async () => {
    const created = ok(await add({ name: 'Kept', logo: logoUrl('/red.png') }), qrCreated)
    fieldError(await update(created.id, { name: 'Changed', logo: `http://10.0.0.1:${port}/red.png` }), 400, 'logo', /private/)
    expect(await details(created.id)).toMatchObject({ name: 'Kept', logo: logoUrl('/red.png') })
    expect(near(pixel(await png(created.link), 256, 256), RED)).toBe(true)
  })
})

describe('updating a logo (D27e)', () => {
  it('fetches a new address, keeps an unchanged one without fetching, and removes the picture with the logo', async () => {
    const created = ok(await add({ logo: logoUrl('/red.png') }), qrCreated)
    const first = await fetch(created.link)
    const etag = first.headers.get('etag')

    const fetched = served.get('/red.png')
    ok(await update(created.id, { logo: logoUrl('/red.png'), name: 'Same logo' }), messageEnvelope)
    expect(served.get('/red.png')).toBe(fetched)

    ok(await update(created.id, { logo: logoUrl('/blue.jpg') }), messageEnvelope)
    const blue = await fetch(created.link, { headers: { 'If-None-Match': etag! } })
    expect(blue.status).toBe(200)
    const img = PNG.sync.read(Buffer.from(await blue.arrayBuffer()))
    expect(near(pixel(img, 256, 256), BLUE)).toBe(true)

    ok(await update(created.id, { logo: '' }), messageEnvelope)
    expect(await storedLogo(created.id)).toBeUndefined()
    expect((await details(created.id)).logo).toBe('')
    const plain = await png(created.link)
    expect(near(pixel(plain, 256, 256), BLUE)).toBe(false)
    expect(await svg(created.link)).not.toContain('<image')
  })

  it('deleting the code deletes its stored logo', async () => {
    const created = ok(await add({ logo: logoUrl('/red.png') }), qrCreated)
    expect(await storedLogo(created.id)).toBeDefined()
    ok(await call(s, `/qr/${created.id}/delete`, { method: 'DELETE', key }), messageEnvelope)
    expect(await storedLogo(created.id)).toBeUndefined()
  })

  it('a code saved before logos were stored draws none: no broken link', async () => {
    const created = ok(await add({}), qrCreated)
    await s.db.update(qrCodes).set({ logo: 'https://cdn.example.com/old-logo.png' }).where(eq(qrCodes.id, created.id))
    const text = await svg(created.link)
    expect(text).not.toContain('<image')
    expect(text).not.toContain('cdn.example.com')
    expect(scan(await png(created.link))).toBe((await details(created.id)).trackingurl)
  })
})
