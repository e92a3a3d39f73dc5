import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs'
import path from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { files, links } from '../../server/db/schema.ts'
import { tooLarge } from '../../server/files/file-store.ts'
import { startServer, type TestServer } from './harness.ts'
import { hostRequest } from './public-http.ts'

const MiB = 1024 * 1024
// The same trick jest uses to collect garbage on demand without --expose-gc on the command line.
setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex')

let s: TestServer
beforeAll(async () => {
  s = await startServer()
})
afterAll(() => s.stop())

interface Uploaded {
  id: number
  shorturl: string
  alias: string
}

async function upload(server: TestServer, name: string, body: BodyInit, query = ''): Promise<Response> {
  return server.api(`/files/upload/${name}${query}`, { method: 'POST', body, ...(body instanceof ReadableStream && { duplex: 'half' }) } as RequestInit)
}

async function uploadOk(name: string, bytes: Uint8Array<ArrayBuffer>, query = ''): Promise<Uploaded> {
  const res = await upload(s, name, bytes, query)
  const body = (await res.json()) as { error: number; id: number; shorturl: string; message?: string }
  expect(res.status, body.message).toBe(200)
  expect(body.error).toBe(0)
  return { id: body.id, shorturl: body.shorturl, alias: body.shorturl.slice(body.shorturl.lastIndexOf('/') + 1) }
}

/** The file's path on our server (the short URL may name a branded domain). */
const local = (u: Uploaded) => `${s.url}/${u.alias}`
const get = (u: Uploaded, init: RequestInit = {}) => fetch(local(u), { redirect: 'manual', ...init })
const postPassword = (u: Uploaded, password: string) =>
  get(u, { method: 'POST', body: new URLSearchParams({ password }) })
/** The page a right password answers names the single-use download address in its Refresh header (D26c). */
const keyedUrl = (u: Uploaded, answer: Response) => {
  const refresh = answer.headers.get('refresh') ?? ''
  expect(refresh).toMatch(/^0; url=\?key=[A-Za-z0-9_-]+$/)
  return `${local(u)}${refresh.slice('0; url='.length)}`
}

async function downloadsOf(id: number): Promise<number> {
  const res = await s.api('/files?limit=100')
  const list = ((await res.json()) as { list: { id: number; downloads: number }[] }).list
  const row = list.find((f) => f.id === id)
  expect(row, `file ${id} in the list`).toBeDefined()
  return row!.downloads
}

const storedNames = (server: TestServer) => server.storedNames()

/** A text payload, so a page that must not carry the file can be checked for its absence. */
const secretBytes = (marker: string) => new TextEncoder().encode(`${marker}\n${randomBytes(2048).toString('base64')}\n`)

describe('file download (D26)', () => {
  it('serves the exact bytes as an attachment that the browser must not sniff', async () => {
    const bytes = randomBytes(300 * 1024)
    const f = await uploadOk('Quarterly report.pdf', bytes)
    expect(f.shorturl).toMatch(new RegExp(`^${s.url}/[A-Za-z0-9]{7}$`))
    const res = await get(f)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Quarterly report.pdf"; filename*=UTF-8''Quarterly%20report.pdf`)
    expect(res.headers.get('content-length')).toBe(String(300 * 1024))
    const got = new Uint8Array(await res.arrayBuffer())
    expect(got.length).toBe(300 * 1024)
    expect(sha256(got)).toBe(sha256(bytes))
    expect(await downloadsOf(f.id)).toBe(1)
  })

  it('stores the bytes by a server-chosen name, never the user\'s', async () => {
    const before = storedNames(s)
    const bytes = randomBytes(4096)
    await uploadOk('holiday-photo.jpg', bytes, '?name=holiday-photo.jpg')
    const added = storedNames(s).filter((n) => !before.includes(n))
    expect(added).toHaveLength(1)
    expect(added[0]).toMatch(/^[0-9a-f]{32}$/)
    expect(storedNames(s).some((n) => n.includes('holiday'))).toBe(false)
    expect(sha256(readFileSync(s.storedPath(added[0]!)))).toBe(sha256(bytes))
  })

  it('refuses an unsafe filename and stores nothing', async () => {
    const before = storedNames(s)
    for (const name of ['..%2F..%2Fevil.sh', 'no-extension', '..hidden.txt']) {
      const res = await upload(s, name, randomBytes(100))
      expect(res.status, name).toBe(400)
    }
    expect(storedNames(s)).toEqual(before)
  })

  it('asks for the password first and serves the bytes only for the right one', async () => {
    const bytes = secretBytes('TOP-SECRET-CONTENT')
    const f = await uploadOk('plans.txt', bytes, '?password=correct-horse-battery')

    const form = await get(f)
    expect(form.status).toBe(401)
    expect(form.headers.get('content-type')).toMatch(/^text\/html/)
    expect(form.headers.get('content-disposition')).toBeNull()
    const formHtml = await form.text()
    expect(formHtml).toContain('<form method="post">')
    expect(formHtml).toContain('name="password"')
    expect(formHtml).not.toContain('TOP-SECRET-CONTENT')

    const wrong = await postPassword(f, 'wrong-horse')
    expect(wrong.status).toBe(403)
    expect(wrong.headers.get('content-disposition')).toBeNull()
    const wrongHtml = await wrong.text()
    expect(wrongHtml).toContain('That password is not right')
    expect(wrongHtml).not.toContain('TOP-SECRET-CONTENT')

    const empty = await get(f, { method: 'POST' })
    expect(empty.status).toBe(403)
    expect(await empty.text()).not.toContain('TOP-SECRET-CONTENT')
    expect(await downloadsOf(f.id)).toBe(0)

    const right = await postPassword(f, 'correct-horse-battery')
    expect(right.status).toBe(200)
    expect(right.headers.get('content-disposition')).toBeNull()
    const download = await fetch(keyedUrl(f, right), { redirect: 'manual' })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="plans.txt"/)
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(bytes))
    expect(await downloadsOf(f.id)).toBe(1)
  })

  it('replaces the "not right" page after a right password, then serves the file once by its key (D26c)', async () => {
    const bytes = secretBytes('KEYED-CONTENT')
    const f = await uploadOk('minutes.txt', bytes, '?password=open-sesame-9')
    expect(await (await postPassword(f, 'nope')).text()).toContain('That password is not right')

    // The answer to the right password is a page of its own: the browser shows it in place of the
    // form, so no stale "not right" stays on screen while the file downloads.
    const right = await postPassword(f, 'open-sesame-9')
    expect(right.status).toBe(200)
    expect(right.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await right.text()
    expect(html).toContain('Your download is starting')
    expect(html).not.toContain('not right')
    expect(html).not.toContain('KEYED-CONTENT')
    const url = keyedUrl(f, right)
    expect(html).toContain(`href="${url.slice(local(f).length)}"`)

    // HEAD does not spend the key; the first GET does; a used or made-up key shows the form again.
    expect((await fetch(url, { method: 'HEAD' })).status).toBe(401)
    const file = await fetch(url)
    expect(file.status).toBe(200)
    expect(sha256(new Uint8Array(await file.arrayBuffer()))).toBe(sha256(bytes))
    for (const again of [url, `${local(f)}?key=made-up`]) {
      const form = await fetch(again)
      expect(form.status).toBe(401)
      const text = await form.text()
      expect(text).not.toContain('KEYED-CONTENT')
      expect(text).not.toContain('not right')
    }
    expect(await downloadsOf(f.id)).toBe(1)
  })

  it('does not let one file\'s key open another protected file', async () => {
    const a = await uploadOk('a.txt', secretBytes('A'), '?password=pw-aaaaaa')
    const b = await uploadOk('b.txt', secretBytes('B-ONLY'), '?password=pw-bbbbbb')
    const keyA = keyedUrl(a, await postPassword(a, 'pw-aaaaaa')).slice(local(a).length)
    const onB = await fetch(`${local(b)}${keyA}`)
    expect(onB.status).toBe(401)
    expect(await onB.text()).not.toContain('B-ONLY')
  })

  it('escapes the file name on the password page', async () => {
    const f = await uploadOk(encodeURIComponent('<b onmouseover=x>.txt'), randomBytes(10), '?password=pw-123456')
    const html = await (await get(f)).text()
    expect(html).not.toContain('<b onmouseover')
    expect(html).toContain('&#60;b onmouseover=x&#62;.txt is protected')
  })

  it('serves a file on its expiry day and answers 410 once the day has passed', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const bytes = secretBytes('EXPIRING-CONTENT')
    const f = await uploadOk('offer.txt', bytes, `?expiry=${today}`)
    expect((await get(f)).status).toBe(200)

    // The API refuses a past day, so the day passes in the database.
    await s.db.update(files).set({ expiry: '2020-01-31' }).where(eq(files.id, f.id))
    const res = await get(f)
    expect(res.status).toBe(410)
    expect(res.headers.get('content-disposition')).toBeNull()
    const html = await res.text()
    expect(html).toContain('This file is no longer available')
    expect(html).not.toContain('EXPIRING-CONTENT')
    expect(await downloadsOf(f.id)).toBe(1)
  })

  it('refuses an expiry day in the past at upload, storing nothing', async () => {
    const before = storedNames(s)
    const res = await upload(s, 'late.txt', randomBytes(10), '?expiry=2020-01-31')
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toBe('expiry must be today or later.')
    expect(storedNames(s)).toEqual(before)
  })

  it('with maxdownloads=2 serves two downloads and answers 410 to the third', async () => {
    const bytes = randomBytes(64 * 1024)
    const f = await uploadOk('twice.bin', bytes, '?maxdownloads=2')
    for (let i = 0; i < 2; i++) {
      const res = await get(f)
      expect(res.status).toBe(200)
      expect(sha256(new Uint8Array(await res.arrayBuffer()))).toBe(sha256(bytes))
    }
    const third = await get(f)
    expect(third.status).toBe(410)
    expect(await third.text()).toContain('maximum number of downloads')
    expect(await downloadsOf(f.id)).toBe(2)
  })

  it('never passes maxdownloads under parallel downloads: 20 at once with maxdownloads=5 → exactly 5', async () => {
    const bytes = randomBytes(512 * 1024)
    const f = await uploadOk('popular.bin', bytes, '?maxdownloads=5')
    const results = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await get(f)
        const body = new Uint8Array(await res.arrayBuffer())
        return { status: res.status, hash: sha256(body) }
      }),
    )
    const ok = results.filter((r) => r.status === 200)
    expect(ok).toHaveLength(5)
    for (const r of ok) expect(r.hash).toBe(sha256(bytes))
    expect(results.filter((r) => r.status === 410)).toHaveLength(15)
    expect(await downloadsOf(f.id)).toBe(5)
  })

  it('does not count a download the client aborts midway', async () => {
    const bytes = randomBytes(5 * MiB)
    const f = await uploadOk('big.bin', bytes, '?maxdownloads=1')
    const ac = new AbortController()
    const res = await get(f, { signal: ac.signal })
    expect(res.status).toBe(200)
    const reader = res.body!.getReader()
    const first = await reader.read()
    expect(first.done).toBe(false)
    expect(first.value!.length).toBeLessThan(5 * MiB)
    ac.abort()
    await reader.read().catch(() => undefined)

    // The slot comes back once the server sees the client go.
    let downloads = -1
    for (let i = 0; i < 50 && downloads !== 0; i++) {
      await new Promise((r) => setTimeout(r, 50))
      downloads = await downloadsOf(f.id)
    }
    expect(downloads).toBe(0)
    // So the one allowed download is still there, and is then used up.
    const full = await get(f)
    expect(full.status).toBe(200)
    expect(sha256(new Uint8Array(await full.arrayBuffer()))).toBe(sha256(bytes))
    expect(await downloadsOf(f.id)).toBe(1)
    expect((await get(f)).status).toBe(410)
  })
})

describe('a named upload keeps its extension (D26c)', () => {
  it('downloads "Q3 report" uploaded as report.pdf as "Q3 report.pdf", typed application/pdf', async () => {
    const bytes = randomBytes(1000)
    const f = await uploadOk('report.pdf', bytes, `?name=${encodeURIComponent('Q3 report')}`)
    for (const method of ['GET', 'HEAD']) {
      const res = await get(f, { method })
      expect(res.status, method).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Q3 report.pdf"; filename*=UTF-8''Q3%20report.pdf`)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('content-security-policy')).toMatch(/(^|;\s*)sandbox(;|$)/)
      if (method === 'GET') expect(sha256(new Uint8Array(await res.arrayBuffer()))).toBe(sha256(bytes))
    }
    // The list still shows the name the user chose.
    const list = ((await (await s.api('/files?limit=100')).json()) as { list: { id: number; name: string }[] }).list
    expect(list.find((r) => r.id === f.id)?.name).toBe('Q3 report')
  })

  it.each([
    ['photo.JPG', 'Holiday', 'Holiday.jpg', 'image/jpeg'],
    ['notes.txt', 'notes.txt', 'notes.txt', 'text/plain; charset=utf-8'],
    ['deck.pptx', 'Deck.PPTX', 'Deck.PPTX', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['logo.svg', 'Logo', 'Logo.svg', 'image/svg+xml'],
    ['data.bin', 'Raw data', 'Raw data.bin', 'application/octet-stream'],
    ['archive.tar.gz', 'Backup.tar', 'Backup.tar.gz', 'application/octet-stream'],
  ])('%s named %j downloads as %j, typed %s', async (filename, name, expected, type) => {
    const f = await uploadOk(filename, randomBytes(10), `?name=${encodeURIComponent(name)}`)
    const res = await get(f)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(type)
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${expected}"; filename*=UTF-8''${encodeURIComponent(expected)}`)
    await res.arrayBuffer()
  })

  it('derives the extension from the name of a file stored before the extension was kept', async () => {
    const f = await uploadOk('old.csv', randomBytes(10))
    await s.db.update(files).set({ extension: null }).where(eq(files.id, f.id))
    const res = await get(f)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="old.csv"/)
    await res.arrayBuffer()
  })
})

describe('HEAD and oversized forms', () => {
  /** Stored files this process holds open, s3rver's among them (Linux; elsewhere none are seen). */
  const openStoredFiles = () => {
    const dir = path.dirname(s.storedPath('x'))
    if (!existsSync('/proc/self/fd')) return []
    return readdirSync('/proc/self/fd')
      .map((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`)
        } catch {
          return ''
        }
      })
      .filter((target) => target.startsWith(dir))
  }

  it('answers HEAD with the download headers, taking no download and holding no file open', async () => {
    const bytes = randomBytes(200 * 1024)
    const f = await uploadOk('peek.bin', bytes, '?maxdownloads=1')
    for (let i = 0; i < 5; i++) {
      const res = await get(f, { method: 'HEAD' })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-length')).toBe(String(200 * 1024))
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="peek.bin"/)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    }
    await new Promise((r) => setTimeout(r, 50))
    expect(openStoredFiles()).toEqual([])
    expect(await downloadsOf(f.id)).toBe(0)
    const full = await get(f)
    expect(full.status).toBe(200)
    expect(sha256(new Uint8Array(await full.arrayBuffer()))).toBe(sha256(bytes))
    expect((await get(f, { method: 'HEAD' })).status).toBe(410)
  })

  it('answers HEAD on a protected file like GET: 401, no download', async () => {
    const f = await uploadOk('locked.bin', randomBytes(1000), '?password=pw-123456')
    const res = await get(f, { method: 'HEAD' })
    expect(res.status).toBe(401)
    expect(res.headers.get('content-disposition')).toBeNull()
    expect(await downloadsOf(f.id)).toBe(0)
  })

  it('refuses a password form over 16 KiB with 413 instead of reading it into memory', async () => {
    const f = await uploadOk('guarded.txt', secretBytes('GUARDED-CONTENT'), '?password=right-one')
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' }
    const declared = await get(f, { method: 'POST', headers: form, body: `password=${'x'.repeat(MiB)}` })
    expect(declared.status).toBe(413)
    expect(await declared.text()).not.toContain('GUARDED-CONTENT')

    let n = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (n++ >= 64) return controller.close()
        controller.enqueue(new TextEncoder().encode(n === 1 ? 'password=' : 'x'.repeat(16 * 1024)))
      },
    })
    const streamed = await get(f, { method: 'POST', headers: form, body, duplex: 'half' } as RequestInit)
    expect(streamed.status).toBe(413)
    expect(await streamed.text()).not.toContain('GUARDED-CONTENT')

    const right = await postPassword(f, 'right-one')
    expect(right.status).toBe(200)
    expect(await (await fetch(keyedUrl(f, right))).text()).toContain('GUARDED-CONTENT')
  })
})

describe('upload refusals store nothing (D26)', () => {
  it('a custom alias already taken by a file or a link is a 409', async () => {
    await uploadOk('first.txt', randomBytes(100), '?custom=taken-alias')
    const [link] = await s.db.select({ alias: links.alias }).from(links).limit(1)
    const before = storedNames(s)
    for (const custom of ['taken-alias', link!.alias]) {
      const res = await upload(s, 'second.txt', randomBytes(100), `?custom=${custom}`)
      expect(res.status, custom).toBe(409)
      expect(((await res.json()) as { message: string }).message).toBe('custom is already taken: choose another alias.')
    }
    expect(storedNames(s)).toEqual(before)
  })

  it('two parallel uploads racing for one alias: one wins, the loser leaves no file behind', async () => {
    const before = storedNames(s)
    const results = await Promise.all(
      [1, 2].map(async () => (await upload(s, 'race.bin', randomBytes(200 * 1024), '?custom=race-alias')).status),
    )
    expect(results.sort()).toEqual([200, 409])
    expect(storedNames(s).filter((n) => !before.includes(n))).toHaveLength(1)
  })

  it('a domain that is not the caller\'s is a 400', async () => {
    const before = storedNames(s)
    const res = await upload(s, 'x.txt', randomBytes(100), `?domain=${encodeURIComponent('https://not-mine.example')}`)
    expect(res.status).toBe(400)
    expect(storedNames(s)).toEqual(before)
  })
})

describe('branded short URL (D26)', () => {
  it('uses the branded domain in the short URL, which then serves the file', async () => {
    const bytes = randomBytes(1000)
    const f = await uploadOk('brochure.pdf', bytes, `?domain=${encodeURIComponent('https://go.acme-demo.test')}`)
    expect(f.shorturl).toMatch(/^https:\/\/go\.acme-demo\.test\/[A-Za-z0-9]{7}$/)
    const listed = ((await (await s.api('/files?limit=100')).json()) as { list: { id: number; shorturl: string }[] }).list
    expect(listed.find((x) => x.id === f.id)?.shorturl).toBe(f.shorturl)
    const res = await hostRequest(s.url, `/${f.alias}`, 'go.acme-demo.test')
    expect(res.status).toBe(200)
    expect(sha256(res.body)).toBe(sha256(bytes))
  })
})

describe('memory budget: 50 MiB through the server', () => {
  const SIZE = 50 * MiB
  const CHUNK = 256 * 1024

  /** Samples RSS while `work` runs; returns the peak growth over the level just before. */
  async function rssGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number; seconds: number }> {
    // Garbage left by earlier work (the databases' start-up among it) would otherwise be freed
    // during the measurement and hide growth; collect it first so the baseline is settled.
    for (let i = 0; i < 3; i++) {
      gc()
      await new Promise((r) => setTimeout(r, 20))
    }
    const base = process.memoryUsage.rss()
    let peak = base
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss())
    }, 5)
    const started = performance.now()
    try {
      const result = await work()
      const seconds = (performance.now() - started) / 1000
      peak = Math.max(peak, process.memoryUsage.rss())
      return { result, growth: peak - base, seconds }
    } finally {
      clearInterval(timer)
    }
  }
  const mb = (bytes: number) => (bytes / MiB).toFixed(1)

  let uploaded: Uploaded
  let expectedHash: string

  it('uploads 50 MiB streamed from a generator with RSS growth under 64 MiB', async () => {
    const hash = createHash('sha256')
    // The test's own garbage counts in the same RSS, so chunks come from a small ring of
    // buffers: fetch has written a chunk out long before its slot comes round again (and if
    // it had not, the bytes would differ from the hash and the download check would fail).
    const ring = Array.from({ length: 8 }, () => randomBytes(CHUNK))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= SIZE) return controller.close()
        const chunk = ring[(sent / CHUNK) % ring.length]!
        chunk.writeUInt32BE(sent / CHUNK, 0)
        hash.update(chunk)
        sent += CHUNK
        controller.enqueue(chunk)
      },
    })
    const { result, growth, seconds } = await rssGrowth(async () => {
      const res = await upload(s, 'fifty.bin', body)
      return { status: res.status, json: (await res.json()) as { id: number; shorturl: string; message?: string } }
    })
    expect(result.status, result.json.message).toBe(200)
    expect(sent).toBe(SIZE)
    expectedHash = hash.digest('hex')
    uploaded = { ...result.json, alias: result.json.shorturl.split('/').pop()! }
    const [row] = await s.db.select({ size: files.size }).from(files).where(eq(files.id, uploaded.id))
    expect(row!.size).toBe(SIZE)
    console.log(`[memory] upload 50 MiB: RSS growth ${mb(growth)} MiB, ${seconds.toFixed(2)} s, ${(SIZE / 1e6 / seconds).toFixed(1)} MB/s`) // eslint-disable-line no-console
    // With TEST_FILE_STORE=s3 this process also runs s3rver, receiving every part; npm run bench:files
    // measures the server alone (F1).
    expect(growth).toBeLessThan((s.s3 ? 128 : 64) * MiB)
  })

  it('downloads it, consumed in chunks, with RSS growth under 64 MiB and the exact bytes', async () => {
    expect(uploaded, 'the upload test ran').toBeDefined()
    const { result, growth, seconds } = await rssGrowth(async () => {
      const res = await get(uploaded)
      const hash = createHash('sha256')
      let received = 0
      const reader = res.body!.getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        received += value.length
        hash.update(value)
      }
      return { status: res.status, received, hash: hash.digest('hex') }
    })
    expect(result.status).toBe(200)
    expect(result.received).toBe(SIZE)
    expect(result.hash).toBe(expectedHash)
    console.log(`[memory] download 50 MiB: RSS growth ${mb(growth)} MiB, ${seconds.toFixed(2)} s, ${(SIZE / 1e6 / seconds).toFixed(1)} MB/s`) // eslint-disable-line no-console
    expect(growth).toBeLessThan(64 * MiB)
    expect(await downloadsOf(uploaded.id)).toBe(1)
  })
})

describe('MAX_UPLOAD_BYTES (D26)', () => {
  let small: TestServer
  beforeAll(async () => {
    small = await startServer({ maxUploadBytes: 1024 })
  })
  afterAll(() => small.stop())

  it('refuses a declared body over the limit with 413 and stores nothing', async () => {
    const res = await upload(small, 'big.bin', randomBytes(2048))
    expect(res.status).toBe(413)
    expect(((await res.json()) as { message: string }).message).toBe('The file is too large: the limit is 1024 bytes.')
    expect(storedNames(small)).toEqual([])
  })

  it('refuses a streamed body (no Content-Length) that passes the limit, leaving no partial file', async () => {
    let n = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (n++ >= 8) return controller.close()
        controller.enqueue(randomBytes(512))
      },
    })
    const res = await upload(small, 'streamed.bin', body)
    expect(res.status).toBe(413)
    expect(storedNames(small)).toEqual([])
  })

  it('words a limit of 1 MiB or more in MiB and bytes', () => {
    expect(tooLarge(50 * MiB).message).toBe('The file is too large: the limit is 50 MiB (52428800 bytes).')
    expect(tooLarge(1.5 * MiB).message).toBe('The file is too large: the limit is 1.5 MiB (1572864 bytes).')
  })

  it('accepts exactly the limit', async () => {
    const bytes = randomBytes(1024)
    const res = await upload(small, 'exact.bin', bytes)
    expect(res.status).toBe(200)
    const names = storedNames(small)
    expect(names).toHaveLength(1)
    expect(sha256(readFileSync(small.storedPath(names[0]!)))).toBe(sha256(bytes))
  })
})
