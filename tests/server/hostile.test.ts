import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { eq, sql } from 'drizzle-orm'
import { campaignSaved, messageEnvelope, qrCreated } from '../../contract/index.ts'
import { campaigns, files, links, qrCodes } from '../../server/db/schema.ts'
import { FIELD_VALUES, type FieldKind, type Kind, RESOURCES, resourceOf, uniq } from './endpoints.ts'
import { type Endpoint, type Owned, endpoints, fill, jsonWrites } from './endpoint-cases.ts'
import { ownOneOfEach } from './fixtures.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, ok } from './helpers.ts'
import {
  captureConsole,
  installWriteCounter,
  isApiTarget,
  type RawAnswer,
  type RawRequest,
  rawRequest,
  secretsIn,
  short,
  snapshotDiff,
  STACKISH,
  writeCount,
} from './hostile-support.ts'

// Random and hostile input at every /api endpoint (SPEC §4, D30 and the upload) and at the
// public side. Fixed seeds, so a failure is reproducible; the total is printed at the end.
const SEED = 20_240_517
const RUNS_PER_ENDPOINT = 45
const PUBLIC_RUNS = 450
let tried = 0
const statuses = new Map<number, number>()

let s: TestServer
let distDir: string
let logs: ReturnType<typeof captureConsole>
let user: { id: number; apiKey: string; username: string }
let other: { id: number; apiKey: string; username: string }
let own: Owned
let theirs: Owned
const secrets = () => [s.demoKey, user.apiKey, other.apiKey]

const BIG = 200_000
const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)
const deepArray = (n: number) => '['.repeat(n) + ']'.repeat(n)
const HUGE_STRINGS = ['a'.repeat(BIG), '\u202e'.repeat(BIG / 4), '😀'.repeat(BIG / 8), 'é\u0000'.repeat(BIG / 8), '\ud800'.repeat(BIG / 8)]
const SPECIAL_STRINGS = [
  '', ' ', '\t\n', '\u0000', 'a\u0000b', '\ud800', '\udfff', 'x\udc00y', '\u202eexe.txt', '\u200f\u200e', '\ufeff', '\u2028\u2029',
  'é', '𝕏', '😀👍🏽', 'مرحبا', 'שלום', 'null', 'undefined', 'true', 'NaN', 'Infinity', '-1', '0', '1e309', '0x10', '１２',
  '<script>alert(1)</script>', "'; DROP TABLE users; --", '../../etc/passwd', '..\\..\\boot.ini', '%00', '%2e%2e%2f',
  'https://example.com', 'https://a.example.com/x.png', 'javascript:alert(1)', 'http://', 'rgb(256,0,0)', 'rgb(-1,0,0)',
  'rgb(1,2,3)', '#ggg', '#abc', 'GTM-', 'GTM-ABC123', '123456', '\r\nSet-Cookie: x=1', '{{7*7}}', '${7*7}', '__proto__',
  'a@b.co', '+14155550100', 'WPA', 'links', 'qr', 'bing', 'text', 'vcard',
]
const RAW_LITERALS = [
  '1e309', '-1e309', '-0', '1e-400', '123456789012345678901234567890', '2147483648', '-2147483649', '9007199254740993',
  '0.5', '-1', '0', '1', '"\\ud800"', '"\\udfff\\ud800"', '"a\\u0000b"', '"\\u0000"', 'true', 'false', 'null', '[]', '{}',
  '[[[[[[[[]]]]]]]]', '{"__proto__":{"admin":true}}', deepObject(2_000), deepArray(20_000),
]

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...SPECIAL_STRINGS), fc.string({ maxLength: 8 }), fc.constantFrom(...SPECIAL_STRINGS)).map((p) => p.join('')) },
  // An ordinary short string with one nasty character inside: passes length rules, reaches storage.
  { weight: 3, arbitrary: fc.tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.constantFrom('\u0000', '\ud800', '\udc00', '\u202e', '\u2028', '\ufeff', '\u0085', '\u007f', '\r\n'), fc.string({ maxLength: 8 })).map((p) => p.join('')) },
)
/** A JSON value as text, so that literals JSON.stringify cannot write (1e309, -0, "\ud800") are sent. */
const hostileJson: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: hostileString.map((v) => JSON.stringify(v)) },
  { weight: 3, arbitrary: fc.constantFrom(...RAW_LITERALS) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map((d) => JSON.stringify(d)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
)
const hostileKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'userId', 'user_id', 'error', '', '\u0000', 'ñ'), fc.string({ maxLength: 12 }))

const fieldValue = (valid: FieldKind) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 3, arbitrary: fc.nat().map((i) => ({ valid, i })) },
    { weight: 4, arbitrary: hostileJson },
  )
type FieldValue = null | string | { valid: FieldKind; i: number }

function objectBody(fields: Record<string, FieldKind>) {
  const mixed = fc
    .record({
      fields: fc.record(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fieldValue(v)])) as Record<string, fc.Arbitrary<FieldValue>>),
      extra: fc.array(fc.tuple(hostileKey, hostileJson), { maxLength: 3 }),
      duplicate: fc.boolean(),
    })
    .map(({ fields: f, extra, duplicate }) => ({ kind: 'object' as const, fields: f, extra, duplicate }))
  // A valid body with exactly one hostile field, so the hostile value gets past the
  // other fields' checks and as far into the server as it can.
  const oneHostile = fc
    .record({ target: fc.constantFrom(...Object.keys(fields)), value: hostileJson, picks: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }) })
    .map(({ target, value, picks }) => ({
      kind: 'object' as const,
      fields: Object.fromEntries(Object.entries(fields).map(([k, v], i) => [k, k === target ? value : { valid: v, i: picks[i % picks.length]! }])) as Record<string, FieldValue>,
      extra: [] as [string, string][],
      duplicate: false,
    }))
  return fc.oneof(mixed, oneHostile)
}
const RAW_BODIES = [
  '', '   ', 'null', '[]', '"x"', '42', '{', '{"a":1,}', '\ufeff{}', "{'a':1}", '{"a":1}{"b":2}', 'NaN', '\u0000',
  deepObject(100_000), deepArray(300_000), JSON.stringify({ name: 'x'.repeat(1_100_000) }),
]
const rawBody = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...RAW_BODIES) },
  { weight: 2, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)) },
  { weight: 1, arbitrary: hostileJson },
).map((body) => ({ kind: 'raw' as const, body }))
type Body = { kind: 'object'; fields: Record<string, FieldValue>; extra: [string, string][]; duplicate: boolean } | { kind: 'raw'; body: string | Buffer } | { kind: 'none' }

function bodyText(b: Body): string | Buffer | undefined {
  if (b.kind === 'none') return undefined
  if (b.kind === 'raw') return b.body
  const parts: string[] = []
  for (const [k, v] of Object.entries(b.fields)) {
    if (v === null) continue
    const text = typeof v === 'string' ? v : JSON.stringify(FIELD_VALUES[v.valid]!()[v.i % FIELD_VALUES[v.valid]!().length])
    parts.push(`${JSON.stringify(k)}:${text}`)
    if (b.duplicate) parts.push(`${JSON.stringify(k)}:${text}`)
  }
  for (const [k, v] of b.extra) parts.push(`${JSON.stringify(k)}:${v}`)
  return `{${parts.join(',')}}`
}

const HOSTILE_SEGMENTS = [
  '0', '-1', '1.5', '1e3', '0x10', '+1', '%201', '1%20', '2147483648', '4294967297', '99999999999999999999', '01', '1%00', '%00',
  '..', '.', '%2e%2e', '%2E%2E%2F', '%2F', '..%2F..%2Fetc%2Fpasswd', '%5C', '%ZZ', '%', '%E0%A4%A', '%ED%A0%80', '%C0%AE',
  '%252F', ';', '%3B1', '1;x', 'null', 'undefined', 'NaN', '%D9%A1', '%EF%BC%91', 'x'.repeat(8000), '%F0%9F%98%80',
  encodeURIComponent('\u202e1'), '%0d%0a', 'a.txt', '.htaccess', 'con.txt', '%E2%80%AEfdp.exe', 'links', 'bio', 'qr', 'LINKS',
]
type Segment = { own: Kind } | { theirs: Kind } | { raw: string }
const segment = (kinds: Kind[]): fc.Arbitrary<Segment> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...kinds).map((k) => ({ own: k })) },
    { weight: 1, arbitrary: fc.constantFrom(...kinds).map((k) => ({ theirs: k })) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS).map((raw) => ({ raw })) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }).map((v) => ({ raw: encodeURIComponent(v) })) },
    { weight: 1, arbitrary: fc.nat().map((n) => ({ raw: String(n) })) },
  )
const resolveSegment = (g: Segment) => ('own' in g ? String(own[g.own][0]) : 'theirs' in g ? String(theirs[g.theirs][0]) : g.raw)

const QUERY_KEYS = ['limit', 'page', 'name', 'custom', 'domain', 'password', 'expiry', 'maxdownloads']
const QUERY_VALUES = [
  '1', '15', '100', '101', '0', '-1', '1.5', '1e2', '0x10', '%201', '', '%00', 'a%00b', '%ZZ', '%E0%A4%A', '%ED%A0%80', 'NaN',
  '99999999999', '%EF%BC%91', 'x'.repeat(4000), encodeURIComponent('..%2F..%2Fetc%2Fpasswd'), '..%2F..%2Fetc%2Fpasswd',
  'https%3A%2F%2Fexample.com', '2099-12-31', '2000-01-01', '2030-02-30', 'my-alias', 'app', encodeURIComponent('\u202e'),
  encodeURIComponent('<script>'), '%0d%0aX-Injected:%201',
]
const queryPart = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...QUERY_KEYS), fc.constantFrom(...QUERY_VALUES)).map(([k, v]) => `${k}=${v}`) },
  { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 6 }), fc.string({ unit: 'grapheme', maxLength: 10 })).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`) },
  { weight: 1, arbitrary: fc.constantFrom('', '=', 'limit', 'limit=', '%ZZ=1', 'a[b]=c', '__proto__=x', 'limit=1;page=2', '&&') },
)
const query = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  { weight: 3, arbitrary: fc.array(queryPart, { minLength: 1, maxLength: 4 }).map((p) => `?${p.join('&')}`) },
  // The same parameter twice (D11a).
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...QUERY_KEYS), fc.constantFrom(...QUERY_VALUES), fc.constantFrom(...QUERY_VALUES)).map(([k, a, b]) => `?${k}=${a}&${k}=${b}`) },
)

type Auth = 'valid' | 'lower' | 'spaced' | 'none' | 'empty' | 'twice' | 'valid+bogus' | 'bogus+valid' | 'other' | 'unknown' | 'basic' | 'token' | 'bare' | 'long' | 'suffix'
const AUTHS: Auth[] = ['valid', 'lower', 'spaced', 'none', 'empty', 'twice', 'valid+bogus', 'bogus+valid', 'other', 'unknown', 'basic', 'token', 'bare', 'long', 'suffix']
/** Variants that name our user unambiguously; every other one must be a 401. */
const AUTHENTICATED: Auth[] = ['valid', 'lower', 'spaced']
const auth = fc.oneof({ weight: 8, arbitrary: fc.constant<Auth>('valid') }, { weight: 1, arbitrary: fc.constant<Auth>('other') }, { weight: 4, arbitrary: fc.constantFrom(...AUTHS) })
function authHeader(a: Auth): string | string[] | undefined {
  const k = user.apiKey
  const bogus = 'Bearer ' + 'Z'.repeat(43)
  switch (a) {
    case 'valid': return `Bearer ${k}`
    case 'lower': return `bearer ${k}`
    case 'spaced': return `Bearer    ${k}  `
    case 'none': return undefined
    case 'empty': return ''
    case 'twice': return [`Bearer ${k}`, `Bearer ${k}`]
    case 'valid+bogus': return [`Bearer ${k}`, bogus]
    case 'bogus+valid': return [bogus, `Bearer ${k}`]
    case 'other': return `Bearer ${other.apiKey}`
    case 'unknown': return bogus
    case 'basic': return `Basic ${Buffer.from(`demo:${k}`).toString('base64')}`
    case 'token': return `Token ${k}`
    case 'bare': return k
    case 'long': return `Bearer ${'A'.repeat(9000)}`
    case 'suffix': return `Bearer ${k} extra`
  }
}
const CONTENT_TYPES: (string | string[] | null)[] = [
  null, 'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x', 'application/json; charset=utf-16le', 'application/octet-stream', 'a/b/c;;;=',
  ['application/json', 'text/html'], 'text/html',
]
const EXTRA_HEADERS: Record<string, string>[] = [
  {}, { Origin: 'https://evil.example' }, { 'X-Forwarded-For': '1.2.3.4, garbage, ::1' }, { Accept: 'text/html' },
  { 'Content-Encoding': 'gzip' }, { 'Accept-Encoding': 'gzip, br' }, { 'X-HTTP-Method-Override': 'DELETE' }, { Cookie: 'a=b' },
  { 'User-Agent': 'é\u00ff' }, { Expect: '100-continue' }, { Host: 'evil.example' },
]
const headerSet = fc.record({ auth, contentType: fc.constantFrom(...CONTENT_TYPES), extra: fc.constantFrom(...EXTRA_HEADERS) })
type HeaderChoice = { auth: Auth; contentType: string | string[] | null; extra: Record<string, string> }

function buildHeaders(h: HeaderChoice): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = { ...h.extra }
  const a = authHeader(h.auth)
  if (a !== undefined) out.Authorization = a
  if (h.contentType !== null) out['Content-Type'] = h.contentType
  return out
}

// Path mutations that must still end in a JSON 404 (or route the same when harmless).
const PATH_MUTATIONS = ['none', 'none', 'none', 'none', 'trailing-slash', 'double-slash', 'upper', 'extra-segment', 'dot-segment', 'encoded-letter', 'semicolon'] as const
function mutatePath(p: string, m: (typeof PATH_MUTATIONS)[number]): string {
  switch (m) {
    case 'none': return p
    case 'trailing-slash': return `${p}/`
    case 'double-slash': return p.replace('/', '//')
    case 'upper': return p.toUpperCase()
    case 'extra-segment': return `${p}/extra`
    case 'dot-segment': return `${p}/../${p.split('/').pop()}`
    case 'encoded-letter': return p.replace(/[a-z]/, (ch) => `%${ch.charCodeAt(0).toString(16)}`)
    case 'semicolon': return `${p};jsessionid=1`
  }
}

const ENDPOINTS = endpoints()

/** The ids fuzzed into each `:<name>` segment: its own kind, and kinds a mix-up could put there. */
const ID_KINDS: Record<string, Kind[]> = {
  domain: ['domain', 'campaign', 'file'],
  campaign: ['campaign', 'domain'],
  link: ['link', 'bio', 'qr'],
  directory: ['directory', 'pixel'],
  item: ['link', 'bio', 'qr', 'file'],
  pixel: ['pixel', 'qr'],
  qr: ['qr', 'link'],
  file: ['file', 'link'],
  overlay: ['overlay', 'splash'],
  splash: ['splash', 'overlay'],
}
const FILENAMES = ['report.pdf', 'a.txt', 'con.txt', 'r%C3%A9sum%C3%A9.pdf', 'x.html', 'README', '.htaccess', 'a..b.txt', '%2e%2e%2Fx.txt', 'a%00.txt', '%0d%0a.txt', 'a%C2%85.txt', 'invoice%E2%80%AEfdp.exe', 'a%5Cb.txt', `${'n'.repeat(300)}.txt`]

function requestFor(ep: Endpoint) {
  const segs: Record<string, fc.Arbitrary<Segment>> = {}
  for (const m of ep.route.matchAll(/:(\w+)/g)) {
    const name = m[1]!
    segs[name] =
      name === 'type' ? fc.oneof(fc.constantFrom('links', 'bio', 'qr').map((raw) => ({ raw })), fc.constantFrom(...HOSTILE_SEGMENTS).map((raw) => ({ raw })))
      : name === 'filename' ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...FILENAMES).map((raw) => ({ raw })) }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS).map((raw) => ({ raw })) })
      : segment(ID_KINDS[name] ?? [name as Kind])
  }
  const body: fc.Arbitrary<Body> = ep.upload
    ? fc.oneof(fc.uint8Array({ maxLength: 2000 }).map((b) => ({ kind: 'raw' as const, body: Buffer.from(b) })), rawBody)
    : ep.fields
      ? fc.oneof({ weight: 3, arbitrary: objectBody(ep.fields) }, { weight: 2, arbitrary: rawBody })
      : fc.oneof({ weight: 3, arbitrary: fc.constant<Body>({ kind: 'none' }) }, { weight: 1, arbitrary: rawBody })
  return fc.record({
    method: fc.oneof({ weight: 12, arbitrary: fc.constant<string>(ep.method) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS') }),
    segs: fc.record(segs),
    mutation: fc.constantFrom(...PATH_MUTATIONS),
    query,
    headers: headerSet,
    body,
  })
}

/** The API's answer: never 5xx, always the JSON envelope or a valid success, nothing secret. */
function checkApiAnswer(a: RawAnswer, method: string, what: string) {
  const fail = (why: string) => {
    throw new Error(`${why}\n  request: ${what}\n  answer: ${a.status} ${short(a.headers['content-type'])} ${short(a.text)}`)
  }
  if (a.status >= 500 || a.status < 200) fail(`status ${a.status}`)
  const leaked = secretsIn(a, secrets())
  if (leaked.length) fail('an API key appears in the answer')
  if (method === 'HEAD') {
    if (a.body.length) fail('HEAD answered with a body')
    return
  }
  if (method === 'OPTIONS' && a.status === 204) {
    if (a.headers['access-control-allow-origin'] !== '*') fail('preflight without CORS')
    return
  }
  if (a.headers['content-type'] !== 'application/json; charset=utf-8') fail('not JSON')
  let body: unknown
  try {
    body = JSON.parse(a.text)
  } catch {
    fail('body is not JSON')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return fail('body is not an object')
  const b = body as Record<string, unknown>
  if (a.status >= 400) {
    if (Object.keys(b).sort().join() !== 'error,message' || b.error !== 1) fail('error body is not exactly {error:1,message}')
    if (typeof b.message !== 'string' || b.message.length === 0) fail('error message is not a sentence')
    if (STACKISH.test(b.message as string)) fail('error message looks like a stack trace or internals')
  } else if (a.status !== 200 || (b.error !== 0 && b.error !== '0')) fail('success is not a 200 with error 0')
  if (a.headers['x-ratelimit-limit'] === undefined) fail('no rate-limit headers')
}

const mayWrite = (method: string, status: number) => status === 200 && (method === 'POST' || method === 'PUT' || method === 'DELETE')

/** Rows written so far (every table, by trigger) and the stored files, as of the last request. */
let written: Record<string, string>

async function restore() {
  // A successful delete in the fuzz removes one of the user's fixtures; put one back.
  for (const r of RESOURCES) {
    if (!(r.add || r.upload) || !r.kind || !r.table) continue
    const found = (await s.db.execute(sql.raw(`select 1 from ${r.table} where id = ${own[r.kind][0]} and user_id = ${user.id}`))) as unknown as { rows: unknown[] }
    if (found.rows.length > 0) continue
    const tag = `r${uniq()}`
    own[r.kind] = r.add
      ? [ok(await call(s, r.add.path, { key: user.apiKey, method: 'POST', body: r.add.body(tag) }), r.add.answer).id]
      : [ok(await call(s, fill(r.upload!.path, { filename: r.upload!.filename(tag) }), { key: user.apiKey, method: 'POST', body: `${tag} bytes` }), r.upload!.answer).id]
  }
}

async function send(r: RawRequest, what: string) {
  tried++
  try {
    const a = await rawRequest(s.url, r)
    statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1)
    return a
  } catch (e) {
    throw new Error(`no answer (${(e as Error).message})\n  request: ${what}`, { cause: e })
  }
}

/** Sends one API request and checks the answer, and that a refused request wrote nothing. */
async function exercise(r: RawRequest & { method: string }, authVariant: Auth | null) {
  const what = `${r.method} ${short(r.path, 200)} headers=${short(r.headers)} body=${short(r.body, 200)}`
  const a = await send(r, what)
  if (isApiTarget(r.path)) checkApiAnswer(a, r.method, what)
  // Dot segments can lead out of /api ("/api/%2e%2e" is "/"): the public side answers those.
  else if (a.status >= 500 || secretsIn(a, secrets()).length) throw new Error(`public answer ${a.status} ${short(a.text)}\n  request: ${what}`)
  else authVariant = null
  if (authVariant !== null && !AUTHENTICATED.includes(authVariant) && authVariant !== 'other' && r.method !== 'OPTIONS' && a.status !== 401) {
    throw new Error(`an unusable Authorization (${authVariant}) was not refused with 401: ${a.status}\n  request: ${what}`)
  }
  if (authVariant !== null && AUTHENTICATED.includes(authVariant) && a.status === 401) {
    throw new Error(`a valid Authorization (${authVariant}) was refused\n  request: ${what}\n  answer: ${short(a.text)}`)
  }
  const after = await writeCount(s)
  if (!mayWrite(r.method, a.status)) {
    const diff = snapshotDiff(written, after)
    if (diff.length) throw new Error(`a refused or read-only request wrote data: ${diff.join('; ')}\n  request: ${what}\n  answer: ${a.status} ${short(a.text)}`)
  } else if (r.method === 'DELETE' || r.path.includes('/delete')) {
    await restore()
    written = await writeCount(s)
    return a
  }
  written = after
  return a
}

beforeAll(async () => {
  logs = captureConsole()
  // A dashboard of its own, so /app/ answers the same whether or not dist/ was built.
  distDir = mkdtempSync(path.join(tmpdir(), 'linkdash-hostile-dist-'))
  mkdirSync(path.join(distDir, 'assets'))
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><script type="module" src="/app/assets/app.js"></script>')
  writeFileSync(path.join(distDir, 'assets', 'app.js'), '')
  s = await startServer({ rateLimitPerMinute: 1_000_000, maxUploadBytes: 64 * 1024, distDir })
  user = await s.newUser()
  other = await s.newUser()
  own = await ownOneOfEach(s, user, user.username)
  theirs = await ownOneOfEach(s, other, other.username)
  for (const [who, ids] of [[user, own], [other, theirs]] as const) {
    ok(await call(s, `/directory/${ids.directory[0]}/assign/links/${ids.link[0]}`, { key: who.apiKey, method: 'POST' }), messageEnvelope)
  }
  await installWriteCounter(s)
  written = await writeCount(s)
})

afterAll(async () => {
  // eslint-disable-next-line no-console
  console.log(`hostile.test.ts: ${tried} hostile requests tried; answers by status: ${[...statuses].sort((a, b) => a[0] - b[0]).map(([k, v]) => `${k}×${v}`).join(', ')}`)
  logs?.restore()
  await s?.stop()
  if (distDir) rmSync(distDir, { recursive: true, force: true })
})

describe('random and hostile input at every /api endpoint', () => {
  it('(the write detector sees a one-column update, and not a refused one)', async () => {
    const before = await writeCount(s)
    const refused = await call(s, `/directory/${theirs.directory[0]}/update`, { key: user.apiKey, method: 'PUT', body: { starred: true } })
    expect(refused.status).toBe(404)
    expect(await writeCount(s)).toEqual(before)
    ok(await call(s, `/directory/${own.directory[0]}/update`, { key: user.apiKey, method: 'PUT', body: { starred: true } }), messageEnvelope)
    expect(snapshotDiff(before, await writeCount(s))).toEqual([`directories: ${before.directories} -> ${Number(before.directories ?? 0) + 1}`])
    written = await writeCount(s)
  })

  it.each(ENDPOINTS.map((ep, i) => [`${ep.method} ${ep.route}`, ep, i] as const))('%s', async (_, ep, i) => {
    await fc.assert(
      fc.asyncProperty(requestFor(ep), async (g) => {
        let p = ep.route.replace(/:(\w+)/g, (_m, name: string) => resolveSegment(g.segs[name]!))
        p = `/api${mutatePath(p, g.mutation)}${g.query}`
        await exercise({ method: g.method, path: p, headers: buildHeaders(g.headers), body: bodyText(g.body) }, g.headers.auth)
      }),
      { seed: SEED + i, numRuns: RUNS_PER_ENDPOINT, endOnFailure: true },
    )
  }, 60_000)

  it('answers odd paths under /api with the JSON 404, never anything else', async () => {
    const segments = fc.array(fc.oneof(fc.constantFrom(...HOSTILE_SEGMENTS), fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURIComponent)), { minLength: 1, maxLength: 4 })
    await fc.assert(
      fc.asyncProperty(segments, fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'), async (segs, method) => {
        const a = await exercise({ method, path: `/api/${segs.join('/')}`, headers: { Authorization: `Bearer ${user.apiKey}` } }, 'valid')
        // Nothing here can be a real route with a real id: a 404 (or a 400 from a real route's checks).
        if (isApiTarget(`/api/${segs.join('/')}`)) expect([400, 404, 413], short(a.text)).toContain(a.status)
      }),
      { seed: SEED - 1, numRuns: 120, endOnFailure: true },
    )
  }, 60_000)
})

describe('hostile cases that must be refused exactly', () => {
  const key = () => ({ Authorization: `Bearer ${user.apiKey}` })
  const nulWrites = () => [
    ...jsonWrites(own).flatMap(({ method, path, fields }) => Object.keys(fields).map((field) => [method, path, field, { [field]: 'a\u0000b' }] as const)),
    ['POST', '/qr/add', 'data.fname', { type: 'vcard', data: { fname: 'a\u0000b' } }] as const,
  ]
  it('refuses a NUL character in any JSON string with 400 naming the field, writing nothing', async () => {
    for (const [method, p, field, body] of nulWrites()) {
      const a = await exercise({ method, path: `/api${p}`, headers: { ...key(), 'Content-Type': 'application/json' }, body: JSON.stringify(body) }, 'valid')
      expect(a.status, `${method} ${p}: ${a.text}`).toBe(400)
      expect(JSON.parse(a.text).message).toMatch(new RegExp(`^${field.replace('.', '\\.')} must not contain`))
    }
    // In a key, too (keys are never stored, but neither are they worth a special case).
    const a = await exercise({ method: 'POST', path: '/api/directory/add', headers: key(), body: '{"name":"ok","x\\u0000":1}' }, 'valid')
    expect(a.status).toBe(400)
  })

  // Issue 33.2, 33.10: this service's own names are no tenant's to claim, and nothing says who holds a host.
  it('refuses this service\'s own hosts as a branded domain and a shortened URL, writing nothing', async () => {
    const port = new URL(s.url).port
    for (const domain of [`http://localhost:${port}`, s.url, `https://127.0.0.1:${Number(port) + 1}`, 'http://[::1]', 'http://0x7f.1', 'https://LOCALHOST.']) {
      const a = await exercise({ method: 'POST', path: '/api/domain/add', headers: { ...key(), 'Content-Type': 'application/json' }, body: JSON.stringify({ domain, redirect404: 'https://evil.example/phish' }) }, 'valid')
      expect(a.status, `${domain}: ${a.text}`).toBe(400)
      expect(JSON.parse(a.text).message).toMatch(/^domain must be/)
    }
    for (const url of [`http://localhost:${port}/abc`, `http://[::1]:${port}/abc`, `http://2130706433:${port}/abc`]) {
      const a = await exercise({ method: 'POST', path: '/api/url/add', headers: { ...key(), 'Content-Type': 'application/json' }, body: JSON.stringify({ url }) }, 'valid')
      expect([a.status, JSON.parse(a.text).message], url).toEqual([400, 'You cannot shorten URLs of this website.'])
    }
    const held = await exercise({ method: 'POST', path: '/api/domain/add', headers: { ...key(), 'Content-Type': 'application/json' }, body: JSON.stringify({ domain: 'http://go.acme-demo.test' }) }, 'valid')
    expect(held.status).toBe(409)
    expect(held.text).not.toMatch(/another|registered|user|owner/i)
  })

  it('answers a body whose every field is null as the empty body (D10a), links aside (L2: campaign null)', async () => {
    for (const { method, path: p, fields } of jsonWrites(own).filter((w) => !w.path.startsWith('/url'))) {
      const nulls = JSON.stringify(Object.fromEntries(Object.keys(fields).map((f) => [f, null])))
      const a = await exercise({ method, path: `/api${p}`, headers: { ...key(), 'Content-Type': 'application/json' }, body: nulls }, 'valid')
      const empty = await exercise({ method, path: `/api${p}`, headers: { ...key(), 'Content-Type': 'application/json' }, body: '{}' }, 'valid')
      expect(`${a.status} ${a.status === 200 ? '' : a.text}`, `${method} ${p}`).toBe(`${empty.status} ${empty.status === 200 ? '' : empty.text}`)
    }
  })

  it('refuses a NUL character in a query parameter with 400, writing nothing', async () => {
    for (const p of ['/files?name=%00', '/files?name=a%00b', '/domains?limit=%00', '/files/upload/ok.txt?name=a%00b', '/files/upload/ok.txt?password=%00x']) {
      const a = await exercise({ method: p.includes('upload') ? 'POST' : 'GET', path: `/api${p}`, headers: key(), body: p.includes('upload') ? 'x' : undefined }, 'valid')
      expect(a.status, `${p}: ${a.text}`).toBe(400)
    }
  })

  it('refuses two Authorization headers, even when both carry the same valid key', async () => {
    for (const variant of ['twice', 'valid+bogus', 'bogus+valid'] as const) {
      const a = await exercise({ method: 'POST', path: '/api/directory/add', headers: { Authorization: authHeader(variant)!, 'Content-Type': 'application/json' }, body: '{"name":"Twice"}' }, variant)
      expect(a.status).toBe(401)
    }
  })

  it('takes a deeply nested body without a stack overflow', async () => {
    for (const body of [deepObject(100_000), deepArray(300_000), `{"name":"Deep","description":${JSON.stringify('d')},"x":${deepArray(200_000)}}`]) {
      const a = await exercise({ method: 'POST', path: '/api/directory/add', headers: key(), body }, 'valid')
      expect([200, 400]).toContain(a.status)
    }
    const a = await exercise({ method: 'PUT', path: `/api/qr/${own.qr[0]}/update`, headers: key(), body: `{"data":${deepObject(100_000)}}` }, 'valid')
    expect(a.status).toBe(400)
  })

  it('refuses QR content that cannot fit in a QR code at all, instead of failing to draw it later', async () => {
    const k = { key: user.apiKey, method: 'POST' }
    // 2000 characters pass D27's rule; 6000 bytes of UTF-8 pass no QR code's capacity (2953 at L).
    const a = await call(s, '/qr/add', { ...k, body: { type: 'text', data: '€'.repeat(2000) } })
    tried++
    expect(a.status, a.text).toBe(400)
    expect((a.body as { message: string }).message).toMatch(/^data .*too (long|large)/)
    // What does fit is drawn, even when it needs a lower error-correction level than H.
    const fits = ok(await call(s, '/qr/add', { ...k, body: { type: 'text', data: 'y'.repeat(2000) } }), qrCreated)
    for (const ext of ['png', 'svg']) expect((await fetch(fits.link.replace(/png$/, ext))).status).toBe(200)
    const upd = await call(s, `/qr/${fits.id}/update`, { key: user.apiKey, method: 'PUT', body: { data: '😀'.repeat(1000) } })
    tried += 2
    expect(upd.status, upd.text).toBe(400)
    expect((await fetch(fits.link)).status).toBe(200)
    written = await writeCount(s)
  })

  it('answers protocol-level garbage from Node (before the app) with a 4xx, and keeps serving', async () => {
    // These never reach the app: Node's HTTP parser refuses them; the server still answers with the envelope.
    const cases: [RawRequest, number][] = [
      [{ method: 'POST', path: '/api/directory/add', headers: { ...key(), 'Content-Length': ['2', '3'] }, body: '{}' }, 400],
      [{ method: 'GET', path: `/api/domains?x=${'y'.repeat(20_000)}`, headers: key() }, 431],
      [{ method: 'GET', path: '/api/account', headers: { ...key(), 'X-Big': 'z'.repeat(20_000) } }, 431],
    ]
    for (const [r, status] of cases) {
      const a = await send(r, `${r.method} ${short(r.path, 80)}`)
      expect(a.status).toBe(status)
      expect(JSON.parse(a.text)).toMatchObject({ error: 1, message: expect.stringMatching(/request/) })
    }
    expect(snapshotDiff(written, await writeCount(s))).toEqual([])
    await exercise({ method: 'GET', path: '/api/account', headers: key() }, 'valid')
  })
})

describe('random paths and methods on the public side', () => {
  it('never answers 5xx, never leaks a key', async () => {
    const fileAlias = async () => {
      return (await s.db.select({ alias: files.alias }).from(files).where(eq(files.userId, user.id)))[0]?.alias ?? 'none'
    }
    const tokens = (await s.db.select({ t: qrCodes.token }).from(qrCodes)).map((r) => r.t)
    const aliases = (await s.db.select({ a: links.alias }).from(links).where(eq(links.userId, user.id))).map((r) => r.a)
    const slugs = (await s.db.select({ slug: campaigns.slug }).from(campaigns)).map((r) => r.slug).filter((x): x is string => !!x)
    const up = await s.api('/files/upload/secret.txt?password=hunter22&maxdownloads=3', { method: 'POST', key: user.apiKey, body: 'secret bytes' })
    const secretAlias = new URL(((await up.json()) as { shorturl: string }).shorturl).pathname.slice(1)
    ok(await call(s, `/campaign/${own.campaign[0]}/update`, { key: user.apiKey, method: 'PUT', body: { name: 'Public', public: true } }), campaignSaved)
    ok(await call(s, `/campaign/${own.campaign[0]}/assign/${own.link[0]}`, { key: user.apiKey, method: 'POST' }), messageEnvelope)
    const good = [
      '/', `/${await fileAlias()}`, `/${secretAlias}`, ...aliases.map((a) => `/${a}`),
      // A few codes, each way (images are the costly answers: a few of each is enough).
      ...tokens.slice(0, 3).flatMap((t) => [`/s/${t}`, `/qr/${t}.png`, `/qr/${t}.svg`, `/qr/${t}.vcf`]),
      `/qr/${tokens[0]}.png?size=99999`, `/qr/${tokens[0]}.png?size=-5`, `/qr/${tokens[0]}.png?size=%ZZ&size=1`,
      ...slugs.map((x) => `/r/${x}`), `/u/${user.username}/c/${own.campaign[0]}`, `/u/${user.username}/c/99999999999`, '/avatar/x.svg', '/app', '/app/',
      // Each of these once answered 500.
      '/u/%00/c/1', `/u/${user.username}%00/c/${own.campaign[0]}`, '/app/%ZZ', '/app/%E0%A4%A', '/avatar/%ZZ.svg', '/avatar/%00.svg',
    ]
    const prefix = fc.constantFrom('/', '/r/', '/u/', `/u/${user.username}/c/`, '/qr/', '/s/', '/avatar/', '/app/', '/api', '/')
    const suffix = fc.array(fc.oneof(fc.constantFrom(...HOSTILE_SEGMENTS, 'x.png', 'x.svg', 'x.vcf', '%00.svg', '%ZZ.svg', `${own.campaign[0]}`), fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent)), { maxLength: 3 })
    const target = fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...good) }, { weight: 3, arbitrary: fc.tuple(prefix, suffix).map(([p, sfx]) => p + sfx.join('/')) })
    const headers = fc.record({
      Host: fc.constantFrom(undefined, 'evil.example', new URL(resourceOf('domain').add!.body(user.username).domain as string).host, 'go.acme-demo.test', 'é.example', 'a'.repeat(300)),
      Referer: fc.constantFrom(undefined, 'https://facebook.com/x', 'not a url', 'javascript:alert(1)', '%ZZ'),
      'User-Agent': fc.constantFrom(undefined, '', 'Mozilla/5.0 (iPhone) Safari/604.1 Version/17', 'curl/8', 'é'.repeat(500)),
      'X-Forwarded-For': fc.constantFrom(undefined, '1.2.3.4', 'garbage', '::1, 10.0.0.1'),
      'Content-Type': fc.constantFrom(undefined, 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=zz', 'text/plain'),
    })
    const body = fc.constantFrom(undefined, 'password=hunter22', 'password=wrong', 'password=%ZZ', 'password=%00', '--zz\r\nContent-Disposition: form-data; name="password"\r\n\r\nhunter22\r\n--zz--\r\n', '--zz\r\ngarbage', 'x'.repeat(20_000))
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'), target, headers, body, async (method, p, h, b) => {
        const hdrs = Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>
        const what = `${method} ${short(p, 200)} ${short(hdrs)}`
        const a = await send({ method, path: p, headers: hdrs, body: method === 'GET' || method === 'HEAD' ? undefined : b }, what)
        if (a.status >= 500 || a.status < 200) throw new Error(`status ${a.status}: ${short(a.text)}\n  request: ${what}`)
        if (secretsIn(a, secrets()).length) throw new Error(`a key appears in the answer\n  request: ${what}`)
        if (STACKISH.test(a.text) && !a.headers['content-disposition']) throw new Error(`internals in the answer: ${short(a.text)}\n  request: ${what}`)
      }),
      { seed: SEED + 1000, numRuns: PUBLIC_RUNS, endOnFailure: true },
    )
  }, 120_000)
})

describe('the server log', () => {
  it('never contains an API key, and records no unexpected failure', () => {
    const lines = logs.lines()
    for (const k of secrets()) expect(lines.filter((l) => l.includes(k)).map((l) => short(l, 200))).toEqual([])
    expect(lines.filter((l) => / failed:/.test(l)).map((l) => short(l, 400))).toEqual([])
  })
})
