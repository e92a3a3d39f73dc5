import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  campaignList,
  campaignSaved,
  createdEnvelope,
  directoryCreated,
  directoryItemList,
  domainList,
  fileList,
  fileUploaded,
  messageEnvelope,
  pixelList,
  qrCreated,
  qrList,
} from '../../contract/index.ts'
import { startServer, type TestServer } from './harness.ts'
import { type Answer, call, failed, fieldError, insertLink, ok, storedFiles } from './helpers.ts'

const N = 40

let s: TestServer
let key: string
let userId: number
beforeAll(async () => {
  s = await startServer()
  const u = await s.newUser()
  key = u.apiKey
  userId = u.id
})
afterAll(() => s?.stop())

const post = (p: string, body?: unknown) => call(s, p, { method: 'POST', key, body })
const parallel = <T,>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)))

describe(`${N} parallel creates`, () => {
  it('of pixels are all stored, with unique ids', async () => {
    const answers = await parallel(N, (i) => post('/pixel/add', { type: 'twitterpixel', name: `Parallel ${i}`, tag: `par-${i}` }))
    const ids = answers.map((a) => ok(a, createdEnvelope).id)
    expect(new Set(ids).size).toBe(N)
    const { pixels, result } = ok(await call(s, '/pixels?limit=100', { key }), pixelList).data
    expect(result).toBe(N)
    expect(pixels.map((p) => p.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b))
    expect(new Set(pixels.map((p) => p.tag))).toEqual(new Set(Array.from({ length: N }, (_, i) => `par-${i}`)))
  })

  it('of domains are all stored, with unique ids', async () => {
    const answers = await parallel(N, (i) => post('/domain/add', { domain: `https://d${i}.parallel.example.com` }))
    const ids = answers.map((a) => ok(a, createdEnvelope).id)
    expect(new Set(ids).size).toBe(N)
    const { domains } = ok(await call(s, '/domains?limit=100', { key }), domainList).data
    expect(domains).toHaveLength(N)
    expect(new Set(domains.map((d) => d.domain)).size).toBe(N)
  })

  it('of unnamed campaigns are all stored, each named after its own id', async () => {
    const answers = await parallel(N, () => post('/campaign/add', {}))
    const saved = answers.map((a) => ok(a, campaignSaved))
    expect(new Set(saved.map((c) => c.id)).size).toBe(N)
    for (const c of saved) expect(c.domain).toBe(`Campaign ${c.id}`)
    expect(ok(await call(s, '/campaigns?limit=100', { key }), campaignList).data.result).toBe(N)
  })

  it('of QR codes (each with its short link) are all stored, with unique ids and images', async () => {
    const answers = await parallel(N, (i) => post('/qr/add', { type: i % 2 ? 'link' : 'text', data: i % 2 ? `https://example.com/${i}` : `text ${i}` }))
    const created = answers.map((a) => ok(a, qrCreated))
    expect(new Set(created.map((q) => q.id)).size).toBe(N)
    expect(new Set(created.map((q) => q.link)).size).toBe(N)
    expect(ok(await call(s, '/qr?limit=100', { key }), qrList).data.result).toBe(N)
  })

  it('of uploads are all stored, each with its own bytes', async () => {
    const u = await s.newUser()
    const before = storedFiles(s).length
    const answers = await parallel(N, (i) =>
      s.api(`/files/upload/par-${i}.txt`, { method: 'POST', key: u.apiKey, body: new TextEncoder().encode(`file ${i}`) }).then(async (r) => ({ status: r.status, headers: r.headers, body: await r.json(), text: '' }) as Answer),
    )
    const ups = answers.map((a) => ok(a, fileUploaded))
    expect(new Set(ups.map((f) => f.id)).size).toBe(N)
    expect(new Set(ups.map((f) => f.shorturl)).size).toBe(N)
    expect(ok(await call(s, '/files?limit=100', { key: u.apiKey }), fileList).result).toBe(N)
    expect(storedFiles(s).length - before).toBe(N)
  })
})

describe('lists read while writes are in flight', () => {
  it.each([1, 2, 3])('count every item once the writes are done (round %i)', async () => {
    const u = await s.newUser()
    const k = { key: u.apiKey }
    // Reads and writes interleaved: a total counted before a write must not outlive it.
    const answers = await parallel(N, (i) =>
      i % 2
        ? call(s, '/pixel/add', { method: 'POST', ...k, body: { type: 'twitterpixel', name: `Mixed ${i}`, tag: `mixed-${i}` } })
        : call(s, '/pixels?limit=100', k),
    )
    answers.forEach((a, i) => (i % 2 ? ok(a, createdEnvelope) : ok(a, pixelList)))
    const { result, pixels } = ok(await call(s, '/pixels?limit=100', k), pixelList).data
    expect(pixels).toHaveLength(N / 2)
    expect(result).toBe(N / 2)
  })

  it('count a deletion made while a list is being read', async () => {
    const u = await s.newUser()
    const k = { key: u.apiKey }
    const ids: number[] = []
    for (let i = 0; i < 10; i++) ids.push(ok(await call(s, '/domain/add', { method: 'POST', ...k, body: { domain: `https://del${i}.race.example.com` } }), createdEnvelope).id)
    await parallel(20, (i) => (i % 2 ? call(s, `/domain/${ids[i >> 1]}/delete`, { method: 'DELETE', ...k }) : call(s, '/domains?limit=100', k)))
    const data = ok(await call(s, '/domains?limit=100', k), domainList).data
    expect(data.domains).toHaveLength(0)
    expect(data).toMatchObject({ result: 0, maxpage: 0 })
  })
})

describe('parallel requests racing for one unique value', () => {
  const RACERS = 10
  const outcome = (answers: Answer[]) => answers.map((a) => a.status).sort()

  it('the same domain: exactly one wins, the others get 409, none 500', async () => {
    const answers = await parallel(RACERS, () => post('/domain/add', { domain: 'https://race.example.com' }))
    expect(outcome(answers)).toEqual([200, ...Array(RACERS - 1).fill(409)])
    for (const a of answers.filter((x) => x.status === 409)) failed(a, 409, 'domain is already one of your domains.')
    const { domains } = ok(await call(s, '/domains?limit=100', { key }), domainList).data
    expect(domains.filter((d) => d.domain === 'https://race.example.com')).toHaveLength(1)
  })

  it('the same campaign slug: exactly one wins', async () => {
    const answers = await parallel(RACERS, (i) => post('/campaign/add', { name: `Slug racer ${i}`, slug: 'race-slug' }))
    expect(outcome(answers)).toEqual([200, ...Array(RACERS - 1).fill(409)])
    for (const a of answers.filter((x) => x.status === 409)) fieldError(a, 409, 'slug')
  })

  it('the same campaign name: exactly one wins', async () => {
    const answers = await parallel(RACERS, () => post('/campaign/add', { name: 'Name racer' }))
    expect(outcome(answers)).toEqual([200, ...Array(RACERS - 1).fill(409)])
    for (const a of answers.filter((x) => x.status === 409)) fieldError(a, 409, 'name')
  })

  it('the same pixel type and tag: exactly one wins', async () => {
    const answers = await parallel(RACERS, (i) => post('/pixel/add', { type: 'twitterpixel', name: `Racer ${i}`, tag: 'race-tag' }))
    expect(outcome(answers)).toEqual([200, ...Array(RACERS - 1).fill(409)])
    for (const a of answers.filter((x) => x.status === 409)) fieldError(a, 409, 'tag')
  })

  it('the same file alias: exactly one wins and only its bytes stay stored', async () => {
    const before = storedFiles(s).length
    const answers = await parallel(RACERS, (i) =>
      s.api(`/files/upload/race-${i}.txt?custom=race-alias`, { method: 'POST', key, body: new Uint8Array(32).fill(i) }).then(async (r) => ({ status: r.status, headers: r.headers, body: await r.json(), text: '' }) as Answer),
    )
    expect(outcome(answers)).toEqual([200, ...Array(RACERS - 1).fill(409)])
    for (const a of answers.filter((x) => x.status === 409)) fieldError(a, 409, 'custom')
    expect(storedFiles(s).length - before).toBe(1)
  })

  it('the same item into one directory: exactly one assignment', async () => {
    const dir = ok(await post('/directory/add', { name: 'Race dir' }), directoryCreated).id
    const link = await insertLink(s, userId)
    const answers = await parallel(RACERS, () => post(`/directory/${dir}/assign/links/${link.id}`))
    expect(outcome(answers)).toEqual([200, ...Array(RACERS - 1).fill(409)])
    for (const a of answers.filter((x) => x.status === 200)) ok(a, messageEnvelope)
    expect(ok(await call(s, `/directory/${dir}`, { key }), directoryItemList).data.result).toBe(1)
  })

  it('deleting one resource twice at once: one success, one 404', async () => {
    const { id } = ok(await post('/pixel/add', { type: 'twitterpixel', name: 'Doomed', tag: 'doomed-tag' }), createdEnvelope)
    const answers = await parallel(2, () => call(s, `/pixel/${id}/delete`, { method: 'DELETE', key }))
    expect(outcome(answers)).toEqual([200, 404])
  })
})
