import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campaignSaved, createdEnvelope, fileUploaded, messageEnvelope, qrCreated } from '../../contract/index.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, insertLink, ok } from './helpers.ts'
import { captureConsole, type RawAnswer, rawRequest, secretsIn } from './hostile-support.ts'

// Security headers on every kind of answer, and the API key never in an answer or a log line.
const ROOT = path.resolve(import.meta.dirname, '../..')
const INDEX = '<!doctype html><html><head><script type="module" src="/app/assets/app.js"></script></head><body><div id="root"></div></body></html>'

let s: TestServer
let unbuilt: TestServer
let distDir: string
let logs: ReturnType<typeof captureConsole>
let user: { id: number; apiKey: string; username: string }
let other: { id: number; apiKey: string; username: string }
const paths = {} as { password: string; file: string; campaignList: string; rotator: string; qrPng: string; qrSvg: string; gone: string; link: string }

beforeAll(async () => {
  logs = captureConsole()
  distDir = mkdtempSync(path.join(tmpdir(), 'linkdash-dist-'))
  mkdirSync(path.join(distDir, 'assets'))
  writeFileSync(path.join(distDir, 'index.html'), INDEX)
  writeFileSync(path.join(distDir, 'assets', 'app.js'), 'console.log("app")')
  writeFileSync(path.join(distDir, 'assets', 'big.js'), `export const words = ${JSON.stringify('lorem ipsum '.repeat(2000))}\n`)
  s = await startServer({ distDir, rateLimitPerMinute: 1000 })
  unbuilt = await startServer({ distDir: path.join(distDir, 'missing') })
  user = await s.newUser({ rateLimit: 3000 })
  other = await s.newUser({ rateLimit: 5 })
  const k = { key: user.apiKey, method: 'POST' }
  const upload = async (name: string, query = '') => {
    const res = await s.api(`/files/upload/${name}${query}`, { method: 'POST', key: user.apiKey, body: 'bytes' })
    return new URL(ok({ status: res.status, headers: res.headers, body: await res.json(), text: '' }, fileUploaded).shorturl).pathname
  }
  paths.password = await upload('locked.txt', '?password=open-sesame')
  paths.file = await upload('plain.txt')
  paths.gone = await upload('once.txt', '?maxdownloads=1')
  await fetch(s.url + paths.gone).then((r) => r.arrayBuffer())
  const campaign = ok(await call(s, '/campaign/add', { ...k, body: { name: 'Headers <b>campaign</b>', slug: 'headers-slug', public: true } }), campaignSaved)
  const link = await insertLink(s, user.id, { title: 'Headers link' })
  paths.link = `/${link.alias}`
  ok(await call(s, `/campaign/${campaign.id}/assign/${link.id}`, k), messageEnvelope)
  paths.campaignList = new URL(campaign.list).pathname
  paths.rotator = new URL(campaign.rotator as string).pathname
  const qr = ok(await call(s, '/qr/add', { ...k, body: { type: 'link', data: 'https://example.com/h' } }), qrCreated)
  paths.qrPng = new URL(qr.link).pathname
  paths.qrSvg = paths.qrPng.replace(/\.png$/, '.svg')
  ok(await call(s, '/domain/add', { ...k, body: { domain: 'https://headers.example.com' } }), createdEnvelope)
})

afterAll(async () => {
  logs?.restore()
  await s?.stop()
  await unbuilt?.stop()
  if (distDir) rmSync(distDir, { recursive: true, force: true })
})

function csp(a: RawAnswer): Map<string, string[]> {
  const value = a.headers['content-security-policy']
  expect(value, 'a Content-Security-Policy').toBeTypeOf('string')
  return new Map(
    String(value)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  )
}

function expectHardened(a: RawAnswer, what: string) {
  expect(a.headers['x-content-type-options'], what).toBe('nosniff')
  expect(a.headers['referrer-policy'], what).toMatch(/^(no-referrer|strict-origin-when-cross-origin|same-origin|strict-origin)$/)
  const d = csp(a)
  // Scripts: only files, never inline or eval (script-src, else default-src, governs them).
  const scripts = d.get('script-src') ?? d.get('default-src')
  expect(scripts, `${what}: script-src or default-src`).toBeDefined()
  for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) expect(scripts, what).not.toContain(bad)
  // Never framed: frame-ancestors 'none' (and X-Frame-Options DENY for old browsers).
  const framed = d.get('frame-ancestors')
  expect(framed?.join(' ') === "'none'" || a.headers['x-frame-options'] === 'DENY', `${what}: not frameable`).toBe(true)
  expect(a.headers['x-frame-options'], what).toBe('DENY')
  expect(d.get('object-src') ?? d.get('default-src'), `${what}: no plugins`).toEqual(["'none'"])
}

const get = (p: string, init: Partial<Parameters<typeof rawRequest>[1]> = {}) => rawRequest(s.url, { path: p, ...init })

describe('the dashboard under /app/', () => {
  it('is served with a strict CSP (no inline script) and the other headers', async () => {
    for (const p of ['/app/', '/app/links/123', '/app/assets/app.js']) {
      const a = await get(p)
      expect(a.status, p).toBe(200)
      expectHardened(a, p)
    }
    const page = await get('/app/')
    expect(page.text).toBe(INDEX)
    expect(csp(page).get('base-uri')).toEqual(["'self'"])
  })

  it('answers "not built" (503), a missing asset (404) and a malformed path (404) with the same headers', async () => {
    const notBuilt = await rawRequest(unbuilt.url, { path: '/app/' })
    expect(notBuilt.status).toBe(503)
    expectHardened(notBuilt, 'not built')
    for (const p of ['/app/assets/missing.js', '/app/%ZZ', '/app/%E0%A4%A']) {
      const a = await get(p)
      expect(a.status, p).toBe(404)
      expectHardened(a, p)
    }
    // A climb out of the dashboard's folder gets the dashboard page (a deep link), never the file.
    for (const p of ['/app/..%2F..%2Fpackage.json', '/app/%2e%2e/%2e%2e/package.json', '/app/assets/..%2F..%2F..%2Fpackage.json']) {
      const a = await get(p)
      expect([200, 404], p).toContain(a.status)
      expectHardened(a, p)
      expect(a.text, p).not.toContain('"linkdash"')
    }
  })

  it.skipIf(!existsSync(path.join(ROOT, 'dist', 'index.html')))('the built dashboard has no inline script the CSP would block', () => {
    const html = readFileSync(path.join(ROOT, 'dist', 'index.html'), 'utf8')
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attrs, body] of scripts) {
      expect(attrs, 'every script is a file').toMatch(/\bsrc=/)
      expect(body!.trim()).toBe('')
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i)
  })
})

describe('public pages', () => {
  it.each([
    ['the password page', 'password', 401],
    ['a wrong password', 'password', 403],
    ['the 404 page', '/no-such-alias', 404],
    ['an unknown user page', '/u/nobody/c/1', 404],
    ['the campaign list page', 'campaignList', 200],
    ['the rotator', 'rotator', 302],
    ['a short link', 'link', 302],
    ['a download that is gone', 'gone', 410],
    ['a QR image (PNG)', 'qrPng', 200],
    ['a QR image (SVG)', 'qrSvg', 200],
    ['an avatar', '/avatar/demo.svg', 200],
    ['the root', '/', 302],
    ['a branded domain root', '/', 404],
  ] as const)('%s carries the headers', async (what, target, status) => {
    const p = target.startsWith('/') ? target : paths[target as keyof typeof paths]
    const a =
      what === 'a wrong password'
        ? await get(p, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'password=nope' })
        : await get(p, what === 'a branded domain root' ? { headers: { Host: 'headers.example.com' } } : {})
    expect(a.status, a.text.slice(0, 200)).toBe(status)
    expectHardened(a, what)
    if (String(a.headers['content-type']).startsWith('text/html')) {
      // The pages themselves hold no script for the CSP to block, and escape what users wrote.
      expect(a.text).not.toMatch(/<script/i)
      expect(a.text).not.toContain('<b>campaign</b>')
    }
  })

  it('a download keeps its own sandbox policy', async () => {
    const a = await get(paths.file)
    expect(a.status).toBe(200)
    expectHardened(a, 'download')
    expect(csp(a).has('sandbox')).toBe(true)
    expect(a.headers['content-disposition']).toMatch(/^attachment;/)
  })
})

describe('the API', () => {
  it.each([
    ['a success', () => get('/api/account', { headers: { Authorization: `Bearer ${user.apiKey}` } }), 200],
    ['a list', () => get('/api/domains', { headers: { Authorization: `Bearer ${user.apiKey}` } }), 200],
    ['a validation error', () => get('/api/domain/add', { method: 'POST', headers: { Authorization: `Bearer ${user.apiKey}` }, body: '{}' }), 400],
    ['malformed JSON', () => get('/api/domain/add', { method: 'POST', headers: { Authorization: `Bearer ${user.apiKey}` }, body: '{' }), 400],
    ['no key', () => get('/api/account'), 401],
    ['an unknown route', () => get('/api/nope', { headers: { Authorization: `Bearer ${user.apiKey}` } }), 404],
    ['an unknown id', () => get('/api/qr/2147483647', { headers: { Authorization: `Bearer ${user.apiKey}` } }), 404],
    ['a body too large', () => get('/api/directory/add', { method: 'POST', headers: { Authorization: `Bearer ${user.apiKey}` }, body: 'x'.repeat(1024 * 1024 + 1) }), 413],
    ['a preflight', () => get('/api/account', { method: 'OPTIONS', headers: { Origin: 'https://x.example', 'Access-Control-Request-Method': 'GET' } }), 204],
  ] as const)('%s carries the headers', async (what, send, status) => {
    const a = await send()
    expect(a.status, a.text).toBe(status)
    expectHardened(a, what)
  })

  it('a rate-limited answer carries the headers', async () => {
    let a: RawAnswer | undefined
    for (let i = 0; i < 6; i++) a = await get('/api/account', { headers: { Authorization: `Bearer ${other.apiKey}` } })
    expect(a!.status).toBe(429)
    expectHardened(a!, '429')
  })
})

describe('the API key', () => {
  it('appears in no answer: body or header, success or error, any endpoint', async () => {
    const keys = [s.demoKey, user.apiKey, other.apiKey]
    const answers: [string, RawAnswer][] = []
    const withKey = (k: string) => ({ Authorization: `Bearer ${k}` })
    for (const k of [s.demoKey, user.apiKey]) {
      for (const p of ['/api/account', '/api/domains', '/api/overlay', '/api/campaigns', '/api/splash', '/api/directories', '/api/files', '/api/pixels', '/api/qr', '/api/nope', '/api/qr/1', '/api/directory/1']) {
        answers.push([p, await get(p, { headers: withKey(k) })])
      }
      answers.push(['POST /account', await get('/api/account', { method: 'POST', headers: withKey(k) })])
      answers.push(['bad body', await get('/api/pixel/add', { method: 'POST', headers: withKey(k), body: `{"type":"bing","name":"${k}"}` })])
      answers.push(['key in a query', await get(`/api/domains?limit=${k}`, { headers: withKey(k) })])
      answers.push(['suffixed key', await get('/api/account', { headers: { Authorization: `Bearer ${k}x` } })])
      answers.push(['key twice', await get('/api/account', { headers: { Authorization: [`Bearer ${k}`, `Bearer ${k}`] } })])
    }
    for (const p of ['/', paths.password, paths.campaignList, '/app/', '/avatar/demo.svg', `/u/${user.username}/c/1`]) answers.push([p, await get(p)])
    for (const [what, a] of answers) expect(secretsIn(a, keys), what).toEqual([])
  })

  it('appears in no server log line', () => {
    const lines = logs.lines()
    for (const k of [s.demoKey, unbuilt.demoKey, user.apiKey, other.apiKey]) {
      expect(k.length).toBeGreaterThan(20)
      expect(lines.filter((l) => l.includes(k))).toEqual([])
    }
  })
})

describe('serving the dashboard', () => {
  it('sends hashed assets compressed when the browser accepts gzip, and cached for good', async () => {
    const res = await fetch(`${s.url}/app/assets/big.js`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    // fetch decompresses: the text is the file itself.
    expect(await res.text()).toContain('lorem ipsum lorem ipsum')
  })

  it('answers a deep link with index.html, revalidated on every visit, and a missing asset with 404', async () => {
    const deep = await fetch(`${s.url}/app/qr/12/edit`)
    expect(deep.status).toBe(200)
    expect(deep.headers.get('cache-control')).toBe('no-cache')
    expect(await deep.text()).toBe(INDEX)
    expect((await fetch(`${s.url}/app/assets/missing.js`)).status).toBe(404)
  })
})
