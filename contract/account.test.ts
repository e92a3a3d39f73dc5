import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_UPDATED,
  API_KEY_CREATED,
  account,
  accountKeyCreated,
  accountKeyCreatedTolerant,
  accountResponse,
  accountResponseTolerant,
  accountTolerant,
  accountUpdate,
  username,
} from './account.ts'
import { issuesOf, messageAt } from './test-utils.ts'

const record = {
  id: 1,
  email: 'ann@example.com',
  username: 'ann',
  avatar: 'http://localhost:8080/avatar/1.svg',
  status: 'pro',
  expires: '2030-01-01 00:00:00',
  registered: '2024-05-01 13:45:00',
  password: true,
}

describe('account get', () => {
  it('parses {error:0, data: account} strictly', () => {
    expect(accountResponse.parse({ error: 0, data: record })).toEqual({ error: 0, data: record })
  })

  it('parses {error:0, data: account} tolerantly', () => {
    expect(accountResponseTolerant.parse({ error: 0, data: record })).toEqual({ error: 0, data: record })
  })

  it('accepts expires null for a plan that never expires, strictly and tolerantly', () => {
    const free = { ...record, status: 'free', expires: null }
    expect(account.parse(free)).toEqual(free)
    expect(accountTolerant.parse(free).expires).toBeNull()
  })

  it.each([0, '0', false])('tolerates error %j', (error) => {
    expect(accountResponseTolerant.safeParse({ error, data: record }).success).toBe(true)
  })

  it('tolerates a live account: string id, other plan names, missing or empty expires', () => {
    const { expires: _expires, ...withoutExpires } = record
    const view = accountTolerant.parse({ ...withoutExpires, id: '7', status: 'Business', extra: 'kept' })
    expect(view).toMatchObject({ id: 7, status: 'Business', expires: null, extra: 'kept' })
    expect(accountTolerant.parse({ ...record, expires: '' }).expires).toBeNull()
  })

  it.each([
    ['status outside free|pro', { ...record, status: 'gold' }],
    ['a string id', { ...record, id: '1' }],
    ['an ISO timestamp', { ...record, registered: '2024-05-01T13:45:00Z' }],
    ['expires missing', { ...record, expires: undefined }],
  ])('strictly rejects an account with %s', (_label, input) => {
    expect(account.safeParse(input).success).toBe(false)
  })

  it('strictly rejects error "0" outside lists', () => {
    expect(accountResponse.safeParse({ error: '0', data: record }).success).toBe(false)
  })
})

describe('account update (D20)', () => {
  it.each([
    [{ email: 'new@example.com' }],
    [{ password: '12345678' }],
    [{ email: ' new@example.com ', password: 'p'.repeat(128) }],
  ])('accepts %j', (body) => {
    expect(accountUpdate.safeParse(body).success).toBe(true)
  })

  it('trims the email', () => {
    expect(accountUpdate.parse({ email: ' new@example.com ' })).toEqual({ email: 'new@example.com' })
  })

  it('requires at least one of email and password', () => {
    expect(messageAt(accountUpdate, {}, 'email')).toBe('email or password is required.')
    expect(messageAt(accountUpdate, { username: 'ignored' }, 'email')).toMatch(/^email or password/)
  })

  it.each([
    ['email', { email: 'not-an-email' }, /^email must be a valid email address/],
    ['email', { email: 42 }, /^email must be a string/],
    ['password', { password: '1234567' }, /^password must be at least 8 characters/],
    ['password', { password: 'p'.repeat(129) }, /^password must be at most 128 characters/],
    ['password', { password: 12345678 }, /^password must be a string/],
  ])('rejects a bad %s in %j, naming the field', (field, body, message) => {
    expect(messageAt(accountUpdate, body, field)).toMatch(message)
  })

  it('reports both fields when both are bad', () => {
    const paths = issuesOf(accountUpdate, { email: 'x', password: 'short' }).map((i) => i.path)
    expect(paths).toEqual(['email', 'password'])
  })

  it('uses the documented success message', () => {
    expect(ACCOUNT_UPDATED).toBe('Account has been successfully updated.')
  })
})

describe('username for the user-creation CLI', () => {
  it.each(['ann', 'ann_b-2', 'a'.repeat(40)])('accepts %s', (value) => {
    expect(username.safeParse(value).success).toBe(true)
  })

  it.each([
    ['ab', /^username must be at least 3/],
    ['a'.repeat(41), /^username must be at most 40/],
    ['ann b', /^username may contain only/],
    ['ann@x', /^username may contain only/],
  ])('rejects %j, naming the field', (value, message) => {
    expect(messageAt(username, value, '')).toMatch(message)
  })
})

describe('account additions beyond SPEC (D20a, D20b)', () => {
  it('reads an account of the live service, which does not say whether a password is set, as unknown', () => {
    const { password: _, ...live } = record
    expect(accountTolerant.parse(live).password).toBeUndefined()
    expect(accountTolerant.parse({ ...live, password: 'yes' }).password).toBeUndefined()
    expect(accountTolerant.parse(record).password).toBe(true)
  })

  it('takes the current password with a change, and null as not given', () => {
    expect(accountUpdate.parse({ email: 'a@example.com', currentPassword: 'old secret' })).toEqual({ email: 'a@example.com', currentPassword: 'old secret' })
    expect(accountUpdate.parse({ email: 'a@example.com', currentPassword: null }).currentPassword).toBeUndefined()
    expect(messageAt(accountUpdate, { email: 'a@example.com', currentPassword: 5 }, 'currentPassword')).toBe('currentPassword must be a string.')
  })

  it('parses the new key answer', () => {
    const answer = { error: 0, apiKey: 'k'.repeat(43), message: API_KEY_CREATED }
    expect(accountKeyCreated.parse(answer)).toEqual(answer)
    expect(accountKeyCreatedTolerant.parse({ error: '0', apiKey: 'abc' }).apiKey).toBe('abc')
    expect(API_KEY_CREATED).toBe('A new API key has been created. The old one no longer works.')
  })
})
