import { createHash } from 'node:crypto'
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FILENAME_RULE } from '../../contract/files.ts'
import { fileUploaded } from '../../contract/index.ts'
import { startServer, type TestServer } from './harness.ts'
import { ok } from './helpers.ts'
import { dbSnapshot, rawRequest, snapshotDiff, storedNames } from './hostile-support.ts'

// Upload hostility (D26, D8a): oversized bodies are cut off early, file names with control
// characters or path tricks are refused, and stored bytes are only ever served as a download.
const MAX = 1024 * 1024
const MiB = 1024 * 1024

let s: TestServer
let user: { id: number; apiKey: string }
beforeAll(async () => {
  s = await startServer({ maxUploadBytes: MAX, rateLimitPerMinute: 100_000 })
  user = await s.newUser()
})
afterAll(() => s?.stop())

const auth = () => ({ Authorization: `Bearer ${user.apiKey}` })

interface Streamed {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
  /** Bytes of the body written to the socket when the answer's head arrived. */
  sentAtAnswer: number
  msToAnswer: number
  peakRssGrowth: number
}

/** One reused 64 KiB chunk, so the client itself holds no more; `bodyBytes: 0` sends the headers only. */
function streamBody(path: string, o: { total: number; contentLength?: number; bodyBytes?: number; method?: string }): Promise<Streamed> {
  const u = new URL(s.url)
  const chunk = Buffer.alloc(64 * 1024, 0x61)
  const rss0 = process.memoryUsage().rss
  let peak = rss0
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)
  const started = performance.now()
  let sent = 0
  let answered = false
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...auth(), 'Content-Type': 'application/octet-stream' }
    if (o.contentLength !== undefined) headers['Content-Length'] = String(o.contentLength)
    const req = request({ hostname: u.hostname, port: u.port, path, method: o.method ?? 'POST', headers, agent: false }, (res) => {
      answered = true
      const sentAtAnswer = sent
      const msToAnswer = performance.now() - started
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (d: string) => (body += d))
      res.on('end', () => {
        clearInterval(sampler)
        req.destroy()
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, sentAtAnswer, msToAnswer, peakRssGrowth: peak - rss0 })
      })
    })
    // Once the server has answered and closed, further writes fail: that is expected.
    req.on('error', (e) => {
      if (!answered) {
        clearInterval(sampler)
        reject(e)
      }
    })
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')))
    const limit = o.bodyBytes ?? o.total
    if (limit === 0) {
      req.flushHeaders()
      return
    }
    const pump = () => {
      while (!answered && sent < limit) {
        const n = Math.min(chunk.length, limit - sent)
        sent += n
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) {
          req.once('drain', pump)
          return
        }
      }
      if (!answered && sent >= limit) req.end()
    }
    pump()
  })
}

describe('oversized bodies are cut off early (D26, D8a)', () => {
  it('answers a 200 MiB streamed upload to a 1 MiB limit with a quick 413, without buffering it', async () => {
    const before = await dbSnapshot(s, [user.id])
    const r = await streamBody('/api/files/upload/huge.bin', { total: 200 * MiB })
    expect(r.status, r.body).toBe(413)
    expect(JSON.parse(r.body)).toEqual({ error: 1, message: 'The file is too large: the limit is 1 MiB (1048576 bytes).' })
    expect(r.headers.connection).toBe('close')
    expect(r.msToAnswer).toBeLessThan(10_000)
    // The answer came long before the body could have been read to its end...
    expect(r.sentAtAnswer).toBeLessThan(64 * MiB)
    // ...and nothing near the body's size was held in memory (client and server share this process).
    expect(r.peakRssGrowth).toBeLessThan(100 * MiB)
    expect(snapshotDiff(before, await dbSnapshot(s, [user.id]))).toEqual([])
    expect(storedNames(s).filter((n) => n.endsWith('.part'))).toEqual([])
  })

  it('answers an upload declaring a Content-Length over the limit with 413 before any body is sent', async () => {
    const r = await streamBody('/api/files/upload/declared.bin', { total: 200 * MiB, contentLength: 200 * MiB, bodyBytes: 0 })
    expect(r.status, r.body).toBe(413)
    expect(JSON.parse(r.body).message).toMatch(/too large/)
    expect(r.sentAtAnswer).toBe(0)
    expect(r.headers.connection).toBe('close')
    expect(storedNames(s)).toEqual([])
  })

  it('answers a JSON body declaring more than 1 MiB with 413 before any body is sent', async () => {
    const r = await streamBody('/api/directory/add', { total: 200 * MiB, contentLength: 200 * MiB, bodyBytes: 0 })
    expect(r.status, r.body).toBe(413)
    expect(JSON.parse(r.body)).toEqual({ error: 1, message: 'The request body is too large: the limit is 1 MiB.' })
    expect(r.sentAtAnswer).toBe(0)
  })

  it('answers a streamed 200 MiB JSON body with a quick 413, without buffering it', async () => {
    const before = await dbSnapshot(s, [user.id])
    const r = await streamBody('/api/directory/add', { total: 200 * MiB })
    expect(r.status, r.body).toBe(413)
    expect(r.msToAnswer).toBeLessThan(10_000)
    expect(r.sentAtAnswer).toBeLessThan(64 * MiB)
    expect(r.peakRssGrowth).toBeLessThan(100 * MiB)
    expect(snapshotDiff(before, await dbSnapshot(s, [user.id]))).toEqual([])
  })

  it('still serves normally afterwards', async () => {
    const a = await rawRequest(s.url, { path: '/api/account', headers: auth() })
    expect(a.status).toBe(200)
  })
})

describe('file names (D26)', () => {
  const refused: [string, string][] = [
    ['an encoded path climb', '..%2F..%2Fetc%2Fpasswd'],
    ['an encoded backslash climb', '..%5C..%5Cwindows%5Cwin.ini'],
    ['an encoded dot-dot prefix', '%2e%2e%2Fx.txt'],
    ['a dot-dot inside', 'a..b.txt'],
    ['a NUL', 'a%00.txt'],
    ['CR LF', '%0d%0a.txt'],
    ['a tab', 'a%09b.txt'],
    ['DEL', 'a%7F.txt'],
    ['a C1 control (NEL)', 'a%C2%85.txt'],
    ['a right-to-left override', 'invoice%E2%80%AEfdp.exe'],
    ['a right-to-left isolate', 'a%E2%81%A7b.txt'],
    ['no extension', 'README'],
    ['only a dot file', '.htaccess'],
    ['a trailing dot', 'report.'],
    ['a slash inside', 'a%2Fb.txt'],
    ['256 characters', `${'n'.repeat(252)}.txt`],
  ]
  it.each(refused)('refuses %s with 400, writing nothing', async (_, name) => {
    const before = await dbSnapshot(s, [user.id])
    const a = await rawRequest(s.url, { method: 'POST', path: `/api/files/upload/${name}`, headers: auth(), body: 'bytes' })
    expect(a.status, a.text).toBe(400)
    expect(JSON.parse(a.text)).toEqual({ error: 1, message: FILENAME_RULE })
    expect(snapshotDiff(before, await dbSnapshot(s, [user.id]))).toEqual([])
  })

  it.each([
    ['a path climb', '..%2F..%2Fetc%2Fpasswd'],
    ['CR LF', 'a%0D%0Ab'],
    ['a right-to-left override', 'invoice%E2%80%AEfdp.exe'],
    ['a backslash', 'a%5Cb'],
    ['a NUL', 'a%00b'],
  ])('refuses a name option with %s with 400, writing nothing', async (_, name) => {
    const before = await dbSnapshot(s, [user.id])
    const a = await rawRequest(s.url, { method: 'POST', path: `/api/files/upload/ok.txt?name=${name}`, headers: auth(), body: 'bytes' })
    expect(a.status, a.text).toBe(400)
    expect(JSON.parse(a.text).message).toMatch(/^name must not contain/)
    expect(snapshotDiff(before, await dbSnapshot(s, [user.id]))).toEqual([])
  })

  it.each([
    ['a reserved Windows device name', 'con.txt'],
    ['accents', 'r%C3%A9sum%C3%A9.pdf'],
    ['a space', 'a%20b.txt'],
    ['a name option without extension', 'ok.txt?name=Quarterly%20report'],
  ])('accepts %s', async (_, name) => {
    const a = await rawRequest(s.url, { method: 'POST', path: `/api/files/upload/${name}`, headers: auth(), body: 'bytes' })
    expect(a.status, a.text).toBe(200)
  })
})

describe('stored bytes are served only as a download (D26)', () => {
  const html = '<!doctype html><script>document.title = "pwned"</script><h1>hi</h1>'
  const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex')

  const upload = async (name: string, body: string, query = '') => {
    const a = await rawRequest(s.url, { method: 'POST', path: `/api/files/upload/${name}${query}`, headers: { ...auth(), 'Content-Type': 'text/html' }, body })
    return ok({ status: a.status, headers: new Headers({ 'content-type': String(a.headers['content-type']) }), body: JSON.parse(a.text), text: a.text }, fileUploaded)
  }
  const expectAttachment = (headers: Record<string, string | string[] | undefined>, filename: string) => {
    // Only a few common extensions are typed (D26c); the rest, html and js among them, are bytes.
    expect(headers['content-type']).toBe(filename.endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream')
    expect(headers['content-disposition']).toBe(`attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`)
    expect(headers['x-content-type-options']).toBe('nosniff')
    const csp = String(headers['content-security-policy'])
    expect(csp).toMatch(/(^|;\s*)sandbox(;|$)/)
    expect(csp).toMatch(/default-src 'none'/)
    expect(csp).not.toMatch(/script-src/)
  }

  it.each([['x.html'], ['x.svg'], ['x.htm'], ['x.xml'], ['x.js']])('serves %s with <script> as an inert attachment', async (name) => {
    const f = await upload(name, html)
    const path = new URL(f.shorturl).pathname
    const a = await rawRequest(s.url, { path, headers: { Accept: 'text/html' } })
    expect(a.status).toBe(200)
    expectAttachment(a.headers, name)
    expect(sha(a.body)).toBe(sha(html))
    const head = await rawRequest(s.url, { method: 'HEAD', path })
    expect(head.status).toBe(200)
    expectAttachment(head.headers, name)
  })

  it('serves a protected file as an inert attachment once the password is right', async () => {
    const f = await upload('secret.html', html, '?password=letmein1')
    const path = new URL(f.shorturl).pathname
    const form = await rawRequest(s.url, { path })
    expect(form.status).toBe(401)
    expect(form.headers['content-type']).toMatch(/^text\/html/)
    expect(form.text).not.toContain('pwned')
    const page = await rawRequest(s.url, { method: 'POST', path, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'password=letmein1' })
    expect(page.status).toBe(200)
    expect(page.text).not.toContain('pwned')
    // D26c: the right password answers a page whose Refresh fetches the file by a single-use key.
    const a = await rawRequest(s.url, { path: `${path}${String(page.headers.refresh).replace(/^0; url=/, '')}` })
    expect(a.status).toBe(200)
    expectAttachment(a.headers, 'secret.html')
    expect(a.text).toBe(html)
  })

  it('keeps quotes and semicolons in a name from breaking out of the Content-Disposition value', async () => {
    const f = await upload('ok.html', html, `?name=${encodeURIComponent('a";filename=evil.html;b.html')}`)
    const a = await rawRequest(s.url, { path: new URL(f.shorturl).pathname })
    expect(a.status).toBe(200)
    const cd = String(a.headers['content-disposition'])
    expect(cd).toBe(`attachment; filename="a_;filename=evil.html;b.html"; filename*=UTF-8''${encodeURIComponent('a";filename=evil.html;b.html')}`)
    // One quoted filename and one filename*: the injected parameter stays inside the quotes.
    expect(cd.match(/(^|;\s)filename=/g)).toHaveLength(1)
  })
})
