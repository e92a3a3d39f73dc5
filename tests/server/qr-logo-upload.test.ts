import { count, eq } from 'drizzle-orm'
import jpeg from 'jpeg-js'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { qrCreated, qrResponse } from '../../contract/index.ts'
import { qrLogoUploaded } from '../../contract/qr.ts'
import { files, qrLogos } from '../../server/db/schema.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, fieldError, ok } from './helpers.ts'

// U14: a QR logo uploaded as the request's body, kept as one of the user's files, drawn as a fetched one is.
const RED = [220, 20, 60]
const BLUE = [30, 60, 200]

function pngLogo(size: number, rgb: number[]): Buffer {
  const png = new PNG({ width: size, height: size })
  for (let i = 0; i < size * size * 4; i += 4) png.data.set([rgb[0]!, rgb[1]!, rgb[2]!, 255], i)
  return PNG.sync.write(png)
}
const jpegLogo = (size: number, rgb: number[]) => {
  const data = Buffer.alloc(size * size * 4)
  for (let i = 0; i < data.length; i += 4) data.set([rgb[0]!, rgb[1]!, rgb[2]!, 255], i)
  return jpeg.encode({ data, width: size, height: size }, 90).data
}

let s: TestServer
let key: string
let other: string
let userId: number
beforeAll(async () => {
  s = await startServer()
  const user = await s.newUser()
  key = user.apiKey
  userId = user.id
  other = (await s.newUser()).apiKey
})
afterAll(() => s?.stop())

const upload = (body: Uint8Array, k = key) => call(s, '/qr/logo', { method: 'POST', key: k, body, headers: { 'Content-Type': 'application/octet-stream' } })
const uploaded = async (body: Uint8Array, k = key) => ok(await upload(body, k), qrLogoUploaded).logo
const add = (logo: string, k = key) => call(s, '/qr/add', { method: 'POST', key: k, body: { type: 'link', data: 'https://example.com/menu', logo } })
const fileCount = async () => (await s.db.select({ n: count() }).from(files).where(eq(files.userId, userId)))[0]!.n
const storedFiles = () => s.storedNames().filter((n) => !n.endsWith('.part')).length
const pixel = (img: PNG, x: number, y: number) => [...img.data.subarray((y * img.width + x) * 4, (y * img.width + x) * 4 + 3)]
const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]!) <= 12)

describe('an uploaded QR logo (U14)', () => {
  it('is kept as one of the user\'s files and drawn in the middle of the code, which still scans', async () => {
    const before = await fileCount()
    const logo = await uploaded(pngLogo(300, RED))
    expect(logo).toMatch(/^qr-logo\/[\w-]+\.png$/)
    expect(await fileCount()).toBe(before + 1)
    const created = ok(await add(logo), qrCreated)
    const code = ok(await call(s, `/qr/${created.id}`, { key }), qrResponse).details
    expect(code.logo).toBe(logo)
    const [stored] = await s.db.select().from(qrLogos).where(eq(qrLogos.qrId, created.id))
    expect(stored!.png.subarray(1, 4).toString()).toBe('PNG')
    const img = PNG.sync.read(Buffer.from(await (await fetch(created.link)).arrayBuffer()))
    expect(near(pixel(img, img.width >> 1, img.height >> 1), RED)).toBe(true)
    expect(jsQR(new Uint8ClampedArray(img.data), img.width, img.height)?.data).toBe(code.trackingurl)
  })

  it('takes a JPEG too, and replaces a code\'s logo on update', async () => {
    const created = ok(await add(await uploaded(pngLogo(64, RED))), qrCreated)
    const blue = await uploaded(jpegLogo(200, BLUE))
    expect((await call(s, `/qr/${created.id}/update`, { method: 'PUT', key, body: { logo: blue } })).status).toBe(200)
    const img = PNG.sync.read(Buffer.from(await (await fetch(created.link)).arrayBuffer()))
    expect(near(pixel(img, img.width >> 1, img.height >> 1), BLUE)).toBe(true)
  })

  it('refuses what is not a PNG or JPEG, is empty or too large, naming logo and storing nothing', async () => {
    const [rows, names] = [await fileCount(), storedFiles()]
    fieldError(await upload(Buffer.from('GIF89a this is no PNG')), 400, 'logo', /not a PNG or JPEG image/)
    fieldError(await upload(pngLogo(8, RED).subarray(0, 40)), 400, 'logo', /damaged PNG or JPEG/)
    fieldError(await upload(new Uint8Array(0)), 400, 'logo', /is required/)
    fieldError(await upload(Buffer.concat([pngLogo(8, RED), Buffer.alloc(600_000)])), 400, 'logo', /at most 500 kB/)
    expect([await fileCount(), storedFiles()]).toEqual([rows, names])
  })

  it('lets no one use another user\'s upload, nor a name that was never uploaded', async () => {
    const mine = await uploaded(pngLogo(32, RED))
    fieldError(await add(mine, other), 400, 'logo', /not found among your files/)
    fieldError(await add('qr-logo/nosuchlogo1.png'), 400, 'logo', /not found among your files/)
  })
})
