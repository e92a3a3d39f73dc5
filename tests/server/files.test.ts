import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createdEnvelope, fileList, fileUploaded, qrCreated } from '../../contract/index.ts'
import { files } from '../../server/db/schema.ts'
import { startServer, type TestServer } from './harness.ts'
import { type Answer, TIMESTAMP, ageMs, call, failed, fieldError, ok, storedFiles, todayUtc, whole } from './helpers.ts'

// One server for the file: uploads above 1 KiB are refused (D26: MAX_UPLOAD_BYTES).
const MAX = 1024

let s: TestServer
let key: string
beforeAll(async () => {
  s = await startServer({ maxUploadBytes: MAX })
  key = (await s.newUser()).apiKey
})
afterAll(() => s?.stop())

const bytes = (n: number, fill = 7) => new Uint8Array(n).fill(fill)

async function upload(filename: string, query: Record<string, string> = {}, body: Uint8Array | string = bytes(16), k: string | null = key): Promise<Answer> {
  const qs = new URLSearchParams(query).toString()
  return call(s, `/files/upload/${filename}${qs ? `?${qs}` : ''}`, { method: 'POST', body, key: k })
}
const list = async (query = 'limit=100', k = key) => {
  const body = ok(await call(s, `/files?${query}`, { key: k }), fileList)
  return whole(body, body.list)
}
const row = async (id: number) => (await s.db.select().from(files).where(eq(files.id, id)))[0]!

describe('POST /files/upload/:filename (D26)', () => {
  it('stores the bytes under a server-chosen name and answers {error,id,shorturl}', async () => {
    const payload = new TextEncoder().encode('%PDF-1.4 tiny test file')
    const before = storedFiles(s)
    const up = ok(await upload('report.pdf', {}, payload), fileUploaded)
    expect(up.shorturl).toMatch(new RegExp(`^${s.url}/[A-Za-z0-9]{5,}$`))
    const added = storedFiles(s).filter((f) => !before.includes(f))
    expect(added).toHaveLength(1)
    expect(added[0]).not.toContain('report')
    expect(readFileSync(s.storedPath(added[0]!))).toEqual(Buffer.from(payload))
    const { list: items } = await list()
    expect(items.find((f) => f.id === up.id)).toEqual({
      id: up.id,
      name: 'report.pdf',
      downloads: 0,
      shorturl: up.shorturl,
      date: expect.stringMatching(TIMESTAMP),
      // D26d
      size: payload.length,
      protected: false,
      expiry: null,
      maxdownloads: null,
    })
    expect(ageMs(items.find((f) => f.id === up.id)!.date)).toBeLessThan(120_000)
  })

  it('uses the name and custom alias given in the query', async () => {
    const up = ok(await upload('a.txt', { name: 'Price list 2026', custom: 'price_list-2026' }), fileUploaded)
    expect(up.shorturl).toBe(`${s.url}/price_list-2026`)
    expect((await list()).list.find((f) => f.id === up.id)!.name).toBe('Price list 2026')
  })

  it("builds the short URL on one of the caller's branded domains", async () => {
    ok(await call(s, '/domain/add', { method: 'POST', key, body: { domain: 'https://files.example.com' } }), createdEnvelope)
    const up = ok(await upload('brochure.pdf', { domain: 'HTTPS://Files.Example.com/', custom: 'brochure' }), fileUploaded)
    expect(up.shorturl).toBe('https://files.example.com/brochure')
    expect((await list()).list.find((f) => f.id === up.id)!.shorturl).toBe('https://files.example.com/brochure')
  })

  it('stores password (hashed), expiry and download limit', async () => {
    const up = ok(await upload('secret.zip', { password: 'open sesame', expiry: '2999-12-31', maxdownloads: '3' }), fileUploaded)
    const r = await row(up.id)
    expect(r.passwordHash).toMatch(/^scrypt\$/)
    expect(r.passwordHash).not.toContain('open sesame')
    expect(r.expiry).toBe('2999-12-31')
    expect(r.maxDownloads).toBe(3)
    // D26d: the list says so, never with the password.
    const item = (await list()).list.find((f) => f.id === up.id)!
    expect(item).toMatchObject({ protected: true, expiry: '2999-12-31', maxdownloads: 3, size: 16 })
    expect(JSON.stringify(item)).not.toContain('sesame')
  })

  it('accepts an expiry of today and a file of exactly the size limit', async () => {
    ok(await upload('today.txt', { expiry: todayUtc() }), fileUploaded)
    const up = ok(await upload('exact.bin', {}, bytes(MAX)), fileUploaded)
    expect((await row(up.id)).size).toBe(MAX)
  })

  it('accepts a 255-character filename', async () => {
    ok(await upload(`${'f'.repeat(251)}.txt`), fileUploaded)
  })

  it('refuses a custom alias already used by a file or a short link with 409', async () => {
    ok(await upload('one.txt', { custom: 'taken-alias' }), fileUploaded)
    fieldError(await upload('two.txt', { custom: 'taken-alias' }), 409, 'custom')
    // A dynamic QR code's short link uses the code's token as alias (D31).
    const qr = ok(await call(s, '/qr/add', { method: 'POST', key, body: { type: 'link', data: 'https://example.com' } }), qrCreated)
    const token = /\/qr\/([A-Za-z0-9]+)\.png$/.exec(qr.link)![1]!
    fieldError(await upload('three.txt', { custom: token }), 409, 'custom')
    const other = await s.newUser()
    fieldError(await upload('four.txt', { custom: 'taken-alias' }, bytes(4), other.apiKey), 409, 'custom')
  })

  const invalid: [string, string, Record<string, string>, number, string, RegExp?][] = [
    ['a filename without extension', 'README', {}, 400, 'filename'],
    ['a hidden filename', '.env', {}, 400, 'filename'],
    ['a filename with ..', 'a..b.txt', {}, 400, 'filename'],
    ['an encoded slash', 'dir%2Fa.txt', {}, 400, 'filename'],
    ['an encoded backslash', 'dir%5Ca.txt', {}, 400, 'filename'],
    ['an encoded NUL', 'a%00b.txt', {}, 400, 'filename'],
    ['a 256-character filename', `${'f'.repeat(252)}.txt`, {}, 400, 'filename'],
    ['a 2-character alias', 'x1.txt', { custom: 'ab' }, 400, 'custom'],
    ['an alias with a space', 'x2.txt', { custom: 'has space' }, 400, 'custom'],
    ['an alias with a dot', 'x3.txt', { custom: 'has.dot' }, 400, 'custom'],
    ['an empty name', 'x4.txt', { name: '' }, 400, 'name'],
    ['an empty password', 'x5.txt', { password: '' }, 400, 'password'],
    ['an expiry in the past', 'x6.txt', { expiry: '2020-01-01' }, 400, 'expiry', /today or later/],
    ['an impossible expiry date', 'x7.txt', { expiry: '2030-02-30' }, 400, 'expiry'],
    ['an expiry in another format', 'x8.txt', { expiry: '31-12-2030' }, 400, 'expiry'],
    ['maxdownloads 0', 'x9.txt', { maxdownloads: '0' }, 400, 'maxdownloads'],
    ['negative maxdownloads', 'x10.txt', { maxdownloads: '-1' }, 400, 'maxdownloads'],
    ['fractional maxdownloads', 'x11.txt', { maxdownloads: '1.5' }, 400, 'maxdownloads'],
    ['a domain that is not a URL', 'x12.txt', { domain: 'nonsense' }, 400, 'domain'],
    ['a domain nobody registered', 'x13.txt', { domain: 'https://nowhere.example.com' }, 400, 'domain', /your branded domains/],
    ["the demo user's domain", 'x14.txt', { domain: 'https://go.acme-demo.test' }, 400, 'domain', /your branded domains/],
  ]
  it.each(invalid)('refuses %s with %i naming the field', async (_, filename, query, status, field, rule) => {
    fieldError(await upload(filename, query), status, field, rule)
  })

  it('refuses a repeated query parameter with 400', async () => {
    const res = await s.api('/files/upload/rep.txt?name=a&name=b', { method: 'POST', body: bytes(4), key })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toMatch(/^name\b/)
  })

  it('refuses a body one byte over the limit with 413', async () => {
    failed(await upload('big.bin', {}, bytes(MAX + 1)), 413, /too large/)
  })

  it('refuses a body far over the limit with 413 and closes the connection cleanly', async () => {
    const refused = await upload('huge.bin', {}, bytes(512 * 1024))
    failed(refused, 413, /too large/)
    expect(refused.headers.get('connection')).toBe('close')
    // The next request must not be sent into the half-read connection.
    ok(await call(s, '/files', { key }), fileList)
  })

  it('refuses a streamed body without Content-Length once it passes the limit, with 413', async () => {
    const chunk = bytes(600)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk)
        controller.enqueue(chunk)
        controller.close()
      },
    })
    const res = await s.api('/files/upload/stream.bin', { method: 'POST', body: stream, key, duplex: 'half' } as RequestInit & { key: string })
    expect(res.status).toBe(413)
    expect(((await res.json()) as { message: string }).message).toMatch(/too large/)
  })

  it('refuses an upload without a key with 401', async () => {
    failed(await upload('nokey.txt', {}, bytes(4), null), 401, 'A valid API key is required to use this service.')
  })

  it('stored nothing for any refused upload, neither a record nor bytes', async () => {
    const before = await list()
    const stored = storedFiles(s)
    for (const [, filename, query] of invalid) await upload(filename, query)
    await upload('big.bin', {}, bytes(MAX + 1))
    await upload('dup.txt', { custom: 'taken-alias' })
    await upload('nokey.txt', {}, bytes(4), null)
    const after = await list()
    expect(after.result).toBe(before.result)
    expect(after.list.map((f) => f.id)).toEqual(before.list.map((f) => f.id))
    expect(storedFiles(s)).toEqual(stored)
    expect(storedFiles(s).some((f) => f.endsWith('.part'))).toBe(false)
  })

  it('keeps one stored file per listed file', async () => {
    const { result } = await list()
    expect(storedFiles(s)).toHaveLength(result)
  })
})

describe('GET /files', () => {
  it('answers the top-level list shape with nextpage null on the last page', async () => {
    const u = await s.newUser()
    for (const n of ['one.txt', 'two.txt', 'three.txt']) ok(await upload(n, {}, bytes(8), u.apiKey), fileUploaded)
    const first = await list('limit=2', u.apiKey)
    expect(Object.keys(first).sort()).toEqual(['currentpage', 'error', 'list', 'maxpage', 'nextpage', 'perpage', 'quota', 'result'])
    expect(first).toMatchObject({ error: '0', result: 3, perpage: 2, currentpage: 1, nextpage: 2, maxpage: 2 })
    expect(first.list.map((f) => f.name)).toEqual(['three.txt', 'two.txt'])
    const second = await list('limit=2&page=2', u.apiKey)
    expect(second).toMatchObject({ result: 3, currentpage: 2, nextpage: null, maxpage: 2 })
    expect(second.list.map((f) => f.name)).toEqual(['one.txt'])
  })

  describe('the name search', () => {
    let k: string
    beforeAll(async () => {
      k = (await s.newUser()).apiKey
      for (const n of ['Quarterly Report.pdf', 'quarterly-summary.txt', 'invoice_2024.pdf', '100%.txt', 'notes.md']) {
        ok(await upload(encodeURIComponent(n), {}, bytes(8), k), fileUploaded)
      }
    })
    const names = async (q: string) => (await list(q, k)).list.map((f) => f.name)

    it('finds names containing the text, ignoring case', async () => {
      expect(await names('name=QUARTERLY')).toEqual(['quarterly-summary.txt', 'Quarterly Report.pdf'])
      expect(await names('name=report')).toEqual(['Quarterly Report.pdf'])
    })

    it('treats % and _ literally', async () => {
      expect(await names('name=%25')).toEqual(['100%.txt'])
      expect(await names('name=_')).toEqual(['invoice_2024.pdf'])
    })

    it('pages the matches and counts only them', async () => {
      const page = await list('name=quarterly&limit=1', k)
      expect(page).toMatchObject({ result: 2, perpage: 1, currentpage: 1, nextpage: 2, maxpage: 2 })
      expect(await list('name=quarterly&limit=1&page=2', k)).toMatchObject({ result: 2, currentpage: 2, nextpage: null })
    })

    it('answers an empty page when nothing matches', async () => {
      expect(await list('name=zzz', k)).toEqual({ error: '0', result: 0, perpage: 15, currentpage: 1, nextpage: null, maxpage: 0, quota: expect.any(Object), list: [] })
    })

    it('lists everything for an empty search', async () => {
      expect((await list('name=', k)).result).toBe(5)
    })
  })
})
