import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  createdEnvelope,
  createdEnvelopeTolerant,
  errorEnvelope,
  errorEnvelopeTolerant,
  isSuccessFlag,
  listEnvelope,
  listEnvelopeTolerant,
  messageEnvelope,
  messageEnvelopeTolerant,
  okInt,
  okString,
  okTolerant,
  pageCountersFor,
  pagingQuery,
} from './envelope.ts'
import { issuesOf, messageAt } from './test-utils.ts'

const thing = z.object({ id: z.number() })
const things = listEnvelope('things', thing)
const thingsTolerant = listEnvelopeTolerant(['things', 'stuff'], thing)

describe('success flags', () => {
  it.each([0, '0', false])('the dashboard treats error %j as success', (flag) => {
    expect(okTolerant.safeParse(flag).success).toBe(true)
    expect(isSuccessFlag(flag)).toBe(true)
  })

  it.each([1, '1', true, 429, null, undefined, '', 'false'])('the dashboard treats error %j as failure', (flag) => {
    expect(okTolerant.safeParse(flag).success).toBe(false)
    expect(isSuccessFlag(flag)).toBe(false)
  })

  it('our server uses the integer 0 outside lists and the string "0" in lists', () => {
    expect(okInt.safeParse(0).success).toBe(true)
    expect(okInt.safeParse('0').success).toBe(false)
    expect(okInt.safeParse(false).success).toBe(false)
    expect(okString.safeParse('0').success).toBe(true)
    expect(okString.safeParse(0).success).toBe(false)
  })
})

describe('error envelope', () => {
  const body = { error: 1, message: 'A valid API key is required to use this service.' }

  it('parses the documented error body strictly and tolerantly', () => {
    expect(errorEnvelope.parse(body)).toEqual(body)
    expect(errorEnvelopeTolerant.parse(body)).toEqual(body)
  })

  it('strictly requires error 1 and a non-empty message', () => {
    expect(errorEnvelope.safeParse({ error: 2, message: 'x' }).success).toBe(false)
    expect(errorEnvelope.safeParse({ error: '1', message: 'x' }).success).toBe(false)
    expect(errorEnvelope.safeParse({ error: 1, message: '' }).success).toBe(false)
    expect(errorEnvelope.safeParse({ error: 1 }).success).toBe(false)
  })

  it('tolerates the live rate-limit body: error 429 with a Retry-After key and HTTP 200', () => {
    const live = { error: 429, message: 'Too many requests.', 'Retry-After': 42 }
    expect(errorEnvelopeTolerant.parse(live)).toEqual(live)
    expect(errorEnvelopeTolerant.parse({ error: 429, 'Retry-After': '42' })).toEqual({ error: 429, 'Retry-After': '42' })
  })

  it('tolerates other failure flags and a missing message', () => {
    expect(errorEnvelopeTolerant.safeParse({ error: '1' }).success).toBe(true)
    expect(errorEnvelopeTolerant.safeParse({ error: true, message: 'Denied' }).success).toBe(true)
  })

  it.each([{ error: 0 }, { error: '0' }, { error: false }, { message: 'no flag at all' }])(
    'does not mistake %j for an error body',
    (input) => {
      expect(messageAt(errorEnvelopeTolerant, input, 'error')).toMatch(/^error /)
    },
  )
})

describe('message and created envelopes', () => {
  it('parses a plain success message strictly and tolerantly', () => {
    const body = { error: 0, message: 'Domain has been deleted successfully.' }
    expect(messageEnvelope.parse(body)).toEqual(body)
    expect(messageEnvelopeTolerant.parse(body)).toEqual(body)
  })

  it('tolerates "0" and false as success in a message body, and a missing message', () => {
    expect(messageEnvelopeTolerant.parse({ error: '0', message: 'ok' })).toEqual({ error: '0', message: 'ok' })
    expect(messageEnvelopeTolerant.parse({ error: false })).toEqual({ error: false })
  })

  it('strictly rejects a message body whose error is not the integer 0', () => {
    expect(messageEnvelope.safeParse({ error: '0', message: 'ok' }).success).toBe(false)
    expect(messageEnvelope.safeParse({ error: false, message: 'ok' }).success).toBe(false)
    expect(messageEnvelope.safeParse({ error: 0, message: '' }).success).toBe(false)
  })

  it('parses {error:0, id} strictly and tolerantly', () => {
    expect(createdEnvelope.parse({ error: 0, id: 12 })).toEqual({ error: 0, id: 12 })
    expect(createdEnvelopeTolerant.parse({ error: 0, id: 12 })).toEqual({ error: 0, id: 12 })
  })

  it('tolerates a created body with error "0" or false and a numeric-string id', () => {
    expect(createdEnvelopeTolerant.parse({ error: '0', id: '12' })).toEqual({ error: '0', id: 12 })
    expect(createdEnvelopeTolerant.parse({ error: false, id: 12 })).toEqual({ error: false, id: 12 })
  })

  it.each([
    { error: '0', id: 12 },
    { error: false, id: 12 },
    { error: 0, id: 0 },
    { error: 0, id: 1.5 },
    { error: 0, id: '12' },
    { error: 0 },
  ])('strictly rejects the created body %j', (body) => {
    expect(createdEnvelope.safeParse(body).success).toBe(false)
  })
})

describe('paging query (D11)', () => {
  it('defaults to 15 items on page 1', () => {
    expect(pagingQuery.parse({})).toEqual({ limit: 15, page: 1 })
  })

  it.each([
    [{ limit: '1', page: '1' }, { limit: 1, page: 1 }],
    [{ limit: '100', page: '100000' }, { limit: 100, page: 100000 }],
    [{ limit: '30' }, { limit: 30, page: 1 }],
    [{ page: '7' }, { limit: 15, page: 7 }],
    [{ limit: '101' }, { limit: 100, page: 1 }],
    [{ limit: '1000' }, { limit: 100, page: 1 }],
    [{ limit: '0500' }, { limit: 100, page: 1 }],
    [{ limit: '9'.repeat(30) }, { limit: 100, page: 1 }],
  ])('reads the query-string values %j as numbers', (query, expected) => {
    expect(pagingQuery.parse(query)).toEqual(expected)
  })

  it.each([
    ['limit', '0'],
    ['limit', '-1'],
    ['limit', '00'],
    ['limit', '9'.repeat(31)],
    ['limit', '1.5'],
    ['limit', 'ten'],
    ['limit', ''],
    ['limit', '1e2'],
    ['page', '0'],
    ['page', '100001'],
    ['page', '2.0'],
    ['page', 'last'],
  ])('rejects %s=%j with a message naming the field', (field, value) => {
    expect(messageAt(pagingQuery, { [field]: value }, field)).toMatch(new RegExp(`^${field} must be a whole number`))
  })

  it('rejects a value that is not a string, naming the field', () => {
    expect(messageAt(pagingQuery, { limit: 15 }, 'limit')).toBe('limit must be a whole number.')
  })
})

describe('strict list envelope', () => {
  const body = {
    error: '0',
    data: { result: 3, perpage: 2, currentpage: 1, nextpage: 2, maxpage: 2, things: [{ id: 3 }, { id: 2 }] },
  }

  it('parses a list with the string "0", five integer counters and the items under their key', () => {
    expect(things.parse(body)).toEqual(body)
  })

  it('accepts nextpage 0 on the last page', () => {
    const last = { error: '0', data: { ...body.data, currentpage: 2, nextpage: 0, things: [{ id: 1 }] } }
    expect(things.parse(last)).toEqual(last)
  })

  it.each([0, false])('rejects error %j, because lists carry the string "0"', (error) => {
    expect(things.safeParse({ ...body, error }).success).toBe(false)
  })

  it.each([
    ['result', '3'],
    ['perpage', 2.5],
    ['currentpage', -1],
    ['nextpage', null],
    ['maxpage', undefined],
  ])('rejects the counter %s=%j', (counter, value) => {
    expect(things.safeParse({ ...body, data: { ...body.data, [counter]: value } }).success).toBe(false)
  })

  it('rejects items under another key', () => {
    const { things: items, ...counters } = body.data
    expect(things.safeParse({ error: '0', data: { ...counters, stuff: items } }).success).toBe(false)
  })
})

describe('tolerant list envelope', () => {
  const counters = { result: 5, perpage: 2, currentpage: 1, maxpage: 3 }

  it('turns a list body into a page with hasNext', () => {
    const page = thingsTolerant.parse({ error: '0', data: { ...counters, nextpage: 2, things: [{ id: 5 }, { id: 4 }] } })
    expect(page).toEqual({ items: [{ id: 5 }, { id: 4 }], result: 5, perpage: 2, currentpage: 1, maxpage: 3, hasNext: true })
  })

  it.each([0, '0', false])('accepts error %j', (error) => {
    expect(thingsTolerant.safeParse({ error, data: { ...counters, nextpage: 2, things: [] } }).success).toBe(true)
  })

  it('rejects a failure flag', () => {
    expect(thingsTolerant.safeParse({ error: 1, data: { ...counters, nextpage: 2, things: [] } }).success).toBe(false)
  })

  it.each([
    ['null', null, 1, 3, true],
    ['0', 0, 2, 3, true],
    ['the last page', 3, 2, 3, true],
    ['null', null, 3, 3, false],
    ['0', 0, 3, 3, false],
    ['the last page', 3, 3, 3, false],
    ['absent', undefined, 1, 0, false],
  ])('with nextpage %s on page %i of %i, hasNext is %s (decided by currentpage < maxpage)', (_label, nextpage, currentpage, maxpage, hasNext) => {
    const page = thingsTolerant.parse({ error: '0', data: { result: 5, perpage: 2, currentpage, maxpage, nextpage, things: [] } })
    expect(page.hasNext).toBe(hasNext)
  })

  it('reads counters sent as numeric strings', () => {
    const page = thingsTolerant.parse({
      error: '0',
      data: { result: '31', perpage: '15', currentpage: '2', nextpage: '3', maxpage: '3', things: [] },
    })
    expect(page).toEqual({ items: [], result: 31, perpage: 15, currentpage: 2, maxpage: 3, hasNext: true })
  })

  it('finds the items under any of its keys', () => {
    const page = thingsTolerant.parse({ error: 0, data: { ...counters, nextpage: 0, stuff: [{ id: 9 }] } })
    expect(page.items).toEqual([{ id: 9 }])
  })

  it('names the first key when no items array is present', () => {
    expect(messageAt(thingsTolerant, { error: '0', data: { ...counters, nextpage: 0 } }, 'data.things')).toBe(
      'data.things must be a list.',
    )
  })

  it('reports a bad item at its position', () => {
    const issues = issuesOf(thingsTolerant, { error: '0', data: { ...counters, things: [{ id: 1 }, { id: 'x' }] } })
    expect(issues.map((i) => i.path)).toEqual(['data.things.1.id'])
  })
})

describe('page counters for our server (D12)', () => {
  it.each([
    [0, 15, 1, { result: 0, perpage: 15, currentpage: 1, maxpage: 0, hasNext: false }],
    [31, 15, 1, { result: 31, perpage: 15, currentpage: 1, maxpage: 3, hasNext: true }],
    [31, 15, 3, { result: 31, perpage: 15, currentpage: 3, maxpage: 3, hasNext: false }],
    [30, 15, 2, { result: 30, perpage: 15, currentpage: 2, maxpage: 2, hasNext: false }],
    [5, 15, 9, { result: 5, perpage: 15, currentpage: 9, maxpage: 1, hasNext: false }],
  ])('%i items, %i per page, page %i', (total, limit, page, expected) => {
    expect(pageCountersFor(total, limit, page)).toEqual(expected)
  })
})
