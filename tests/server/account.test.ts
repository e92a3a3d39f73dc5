import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { accountKeyCreated, accountResponse, messageEnvelope } from '../../contract/index.ts'
import { users } from '../../server/db/schema.ts'
import { startServer, type TestServer } from './harness.ts'
import { ageMs, call, failed, fieldError, ok } from './helpers.ts'

const AUTH = 'A valid API key is required to use this service.'
const UPDATED = 'Account has been successfully updated.'

let s: TestServer
beforeAll(async () => {
  s = await startServer()
})
afterAll(() => s?.stop())

describe('GET /account', () => {
  it('answers the demo user with the strict account shape and its values', async () => {
    const body = ok(await call(s, '/account'), accountResponse)
    expect(body.data).toMatchObject({
      email: 'demo@example.com',
      username: 'demo',
      status: 'pro',
      expires: null,
      avatar: `${s.url}/avatar/demo.svg`,
    })
  })

  it('serves the avatar URL it gives as an SVG image', async () => {
    const { data } = ok(await call(s, '/account'), accountResponse)
    const res = await fetch(data.avatar)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(await res.text()).toContain('<svg')
  })

  it('answers POST /account exactly like GET /account (D5)', async () => {
    const get = await call(s, '/account')
    const post = await call(s, '/account', { method: 'POST' })
    ok(post, accountResponse)
    expect(post.body).toEqual(get.body)
  })

  it('shows a new user as free, registered just now in UTC', async () => {
    const u = await s.newUser()
    const { data } = ok(await call(s, '/account', { key: u.apiKey }), accountResponse)
    expect(data).toMatchObject({ id: u.id, username: u.username, email: u.email, status: 'free', expires: null })
    expect(ageMs(data.registered)).toBeLessThan(120_000)
  })

  it('formats a plan expiry as a UTC timestamp', async () => {
    const u = await s.newUser({ plan: 'pro' })
    await s.db.update(users).set({ expires: new Date('2031-05-06T07:08:09Z') }).where(eq(users.id, u.id))
    const { data } = ok(await call(s, '/account', { key: u.apiKey }), accountResponse)
    expect(data.status).toBe('pro')
    expect(data.expires).toBe('2031-05-06 07:08:09')
  })
})

describe('authentication (D4)', () => {
  const refused = [
    ['no Authorization header', undefined],
    ['an unknown key', 'Bearer thisIsNotAKeyThatExists0123456789abcdef'],
    ['a key that is too short', 'Bearer abc'],
    ['another scheme', 'Basic ZGVtbzpkZW1v'],
    ['the word Bearer alone', 'Bearer'],
  ] as const
  it.each(refused)('answers 401 with the D4 envelope for %s', async (_, header) => {
    const res = await s.api('/account', { key: null, headers: header ? { Authorization: header } : {} })
    expect(res.status).toBe(401)
    expect(res.headers.get('www-authenticate')).toBe('Bearer')
    expect(await res.json()).toEqual({ error: 1, message: AUTH })
  })

  it('refuses the demo key sent without the Bearer scheme', async () => {
    const res = await s.api('/account', { key: null, headers: { Authorization: s.demoKey } })
    expect(res.status).toBe(401)
  })

  it('refuses an expired key with 401', async () => {
    const u = await s.newUser()
    await s.db.update(users).set({ expires: new Date(Date.now() - 60_000) }).where(eq(users.id, u.id))
    failed(await call(s, '/account', { key: u.apiKey }), 401, AUTH)
    failed(await call(s, '/domains', { key: u.apiKey }), 401, AUTH)
  })

  it('refuses every endpoint without a key, writes included, and writes nothing', async () => {
    const u = await s.newUser()
    for (const [method, p] of [
      ['GET', '/domains'],
      ['POST', '/domain/add'],
      ['PUT', '/account/update'],
      ['POST', '/pixel/add'],
      ['POST', '/qr/add'],
      ['DELETE', '/domain/1/delete'],
    ] as const) {
      const body = method === 'GET' ? undefined : { domain: 'https://nokey.example.com', email: 'x@example.com' }
      failed(await call(s, p, { method, key: null, body }), 401, AUTH)
    }
    const list = await call(s, '/domains?limit=100', { key: u.apiKey })
    expect(JSON.stringify(list.body)).not.toContain('nokey.example.com')
  })
})

describe('PUT /account/update (D20)', () => {
  it('changes the email, keeps the key valid, and answers the exact message', async () => {
    const u = await s.newUser()
    const a = await call(s, '/account/update', { method: 'PUT', key: u.apiKey, body: { email: 'renamed@example.org' } })
    expect(ok(a, messageEnvelope)).toEqual({ error: 0, message: UPDATED })
    const { data } = ok(await call(s, '/account', { key: u.apiKey }), accountResponse)
    expect(data.email).toBe('renamed@example.org')
  })

  it('changes the password, stores it only hashed, and keeps the key valid', async () => {
    const u = await s.newUser()
    const a = await call(s, '/account/update', { method: 'PUT', key: u.apiKey, body: { password: 'correct horse battery' } })
    expect(ok(a, messageEnvelope).message).toBe(UPDATED)
    const [row] = await s.db.select().from(users).where(eq(users.id, u.id))
    expect(row!.passwordHash).toMatch(/^scrypt\$/)
    expect(row!.passwordHash).not.toContain('correct horse')
    ok(await call(s, '/account', { key: u.apiKey }), accountResponse)
  })

  it('accepts both fields at once and passwords of exactly 8 and 128 characters', async () => {
    const u = await s.newUser()
    ok(await call(s, '/account/update', { method: 'PUT', key: u.apiKey, body: { email: 'both@example.org', password: '12345678' } }), messageEnvelope)
    ok(await call(s, '/account/update', { method: 'PUT', key: u.apiKey, body: { password: 'p'.repeat(128), currentPassword: '12345678' } }), messageEnvelope)
    const { data } = ok(await call(s, '/account', { key: u.apiKey }), accountResponse)
    expect(data.email).toBe('both@example.org')
  })

  it('ignores unknown fields such as status or id', async () => {
    const u = await s.newUser()
    const a = await call(s, '/account/update', {
      method: 'PUT',
      key: u.apiKey,
      body: { email: 'ignored-extras@example.org', status: 'pro', id: 1, username: 'hacker', apiKey: 'x' },
    })
    ok(a, messageEnvelope)
    const { data } = ok(await call(s, '/account', { key: u.apiKey }), accountResponse)
    expect(data).toMatchObject({ id: u.id, status: 'free', username: u.username, email: 'ignored-extras@example.org' })
  })

  const invalid: [string, unknown, string, RegExp?][] = [
    ['no field', {}, 'email', /password/],
    ['an invalid email', { email: 'not-an-email' }, 'email', /valid email/],
    ['an email with spaces', { email: 'a b@example.com' }, 'email'],
    ['a number as email', { email: 5 }, 'email', /must be a string/],
    ['a 7-character password', { password: '1234567' }, 'password', /at least 8/],
    ['a 129-character password', { password: 'p'.repeat(129) }, 'password', /at most 128/],
    ['a number as password', { password: 12345678 }, 'password', /must be a string/],
    ['a valid email with a too short password', { email: 'fine@example.org', password: 'short' }, 'password'],
  ]
  it.each(invalid)('refuses %s with 400 naming the field and changes nothing', async (_, body, field, rule) => {
    const u = await s.newUser()
    fieldError(await call(s, '/account/update', { method: 'PUT', key: u.apiKey, body }), 400, field, rule)
    const [row] = await s.db.select().from(users).where(eq(users.id, u.id))
    expect(row!.email).toBe(u.email)
    expect(row!.passwordHash).toBeNull()
  })

  it("refuses another account's email with 409, whatever its case", async () => {
    const u = await s.newUser()
    fieldError(await call(s, '/account/update', { method: 'PUT', key: u.apiKey, body: { email: 'DEMO@example.com' } }), 409, 'email')
    fieldError(await call(s, '/account/update', { method: 'PUT', key: u.apiKey, body: { email: 'demo@example.com', password: 'a-new-password' } }), 409, 'email')
    const [row] = await s.db.select().from(users).where(eq(users.id, u.id))
    expect(row!.email).toBe(u.email)
    expect(row!.passwordHash).toBeNull()
  })

  it('lets a user keep their own email', async () => {
    const u = await s.newUser()
    ok(await call(s, '/account/update', { method: 'PUT', key: u.apiKey, body: { email: u.email } }), messageEnvelope)
  })
})

describe('the current password, once one is set (D20a)', () => {
  const update = (key: string, body: unknown) => call(s, '/account/update', { method: 'PUT', key, body })
  const stored = async (id: number) => (await s.db.select().from(users).where(eq(users.id, id)))[0]!

  it('says whether a password is set', async () => {
    const u = await s.newUser()
    expect(ok(await call(s, '/account', { key: u.apiKey }), accountResponse).data.password).toBe(false)
    ok(await update(u.apiKey, { password: 'first password' }), messageEnvelope)
    expect(ok(await call(s, '/account', { key: u.apiKey }), accountResponse).data.password).toBe(true)
  })

  it('asks for it before the email or the password changes, and refuses a wrong one without signing anyone out', async () => {
    const u = await s.newUser()
    ok(await update(u.apiKey, { password: 'first password' }), messageEnvelope)
    const before = await stored(u.id)
    failed(await update(u.apiKey, { email: 'new@example.org' }), 400, 'currentPassword is required to change the email or the password.')
    failed(await update(u.apiKey, { password: 'second password' }), 400, 'currentPassword is required to change the email or the password.')
    failed(await update(u.apiKey, { email: 'new@example.org', currentPassword: 'wrong password' }), 400, 'currentPassword is not right.')
    failed(await update(u.apiKey, { password: 'second password', currentPassword: '' }), 400, 'currentPassword is required to change the email or the password.')
    expect(await stored(u.id)).toEqual(before)
    ok(await update(u.apiKey, { email: 'new@example.org', password: 'second password', currentPassword: 'first password' }), messageEnvelope)
    expect((await stored(u.id)).email).toBe('new@example.org')
    failed(await update(u.apiKey, { email: 'newer@example.org', currentPassword: 'first password' }), 400, 'currentPassword is not right.')
    ok(await update(u.apiKey, { email: 'newer@example.org', currentPassword: 'second password' }), messageEnvelope)
  })

  it('does not ask for it before the first password is set', async () => {
    const u = await s.newUser()
    ok(await update(u.apiKey, { email: 'first-change@example.org', currentPassword: 'anything at all' }), messageEnvelope)
  })
})

describe('POST /account/key (D20b)', () => {
  it('answers a new key that works at once, while the old one stops working at once', async () => {
    const u = await s.newUser()
    ok(await call(s, '/account', { key: u.apiKey }), accountResponse)
    const answer = ok(await call(s, '/account/key', { method: 'POST', key: u.apiKey }), accountKeyCreated)
    expect(answer.message).toBe('A new API key has been created. The old one no longer works.')
    expect(answer.apiKey).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(answer.apiKey).not.toBe(u.apiKey)
    failed(await call(s, '/account', { key: u.apiKey }), 401, AUTH)
    expect(ok(await call(s, '/account', { key: answer.apiKey }), accountResponse).data.id).toBe(u.id)
    const [row] = await s.db.select().from(users).where(eq(users.id, u.id))
    expect(row!.apiKeyHash).not.toContain(answer.apiKey)
  })

  it("keeps the user's data and touches no other user's key", async () => {
    const u = await s.newUser()
    const other = await s.newUser()
    expect((await call(s, '/directory/add', { method: 'POST', key: u.apiKey, body: { name: 'Kept' } })).status).toBe(200)
    const { apiKey } = ok(await call(s, '/account/key', { method: 'POST', key: u.apiKey }), accountKeyCreated)
    expect((await call(s, '/directories', { key: apiKey })).text).toContain('Kept')
    ok(await call(s, '/account', { key: other.apiKey }), accountResponse)
  })

  it('keeps DATA_DIR/demo-user.json up to date when the demo user replaces the key, and only then', async () => {
    // The harness writes no demo-user.json: a user of this test plays the demo user.
    const demo = await s.newUser()
    const file = path.join(s.dataDir, 'demo-user.json')
    writeFileSync(file, JSON.stringify({ apiKey: demo.apiKey, email: demo.email }), { mode: 0o600 })
    const other = await s.newUser()
    ok(await call(s, '/account/key', { method: 'POST', key: other.apiKey }), accountKeyCreated)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ apiKey: demo.apiKey, email: demo.email })
    const { apiKey } = ok(await call(s, '/account/key', { method: 'POST', key: demo.apiKey }), accountKeyCreated)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ apiKey, email: demo.email })
    expect(statSync(file).mode & 0o777).toBe(0o600)
    rmSync(file)
  })

  it('refuses a request without a valid key', async () => {
    failed(await call(s, '/account/key', { method: 'POST', key: null }), 401, AUTH)
  })
})
