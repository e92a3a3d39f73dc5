import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messageEnvelope, qrCreated } from '../../contract/index.ts'
import { slugOf } from './endpoints.ts'
import { type Owned, allIdRoutes, reads } from './endpoint-cases.ts'
import { ownOneOfEach } from './fixtures.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, insertLink, ok } from './helpers.ts'
import { dbSnapshot, rawRequest, snapshotDiff } from './hostile-support.ts'

// D9 swept: user B calls every id-taking endpoint with every id user A owns. Each answer is the
// very 404 an id that does not exist gets, no answer carries any of A's data, and A's data is
// unchanged afterwards.
const MISSING = 2147483647

interface Owner {
  user: { id: number; apiKey: string; username: string; email: string }
  ids: Owned
  /** Strings only this user's data contains. */
  markers: string[]
}

let s: TestServer
let A: Owner
let B: Owner
let answered = 0

/** One of everything, and more than one where a kind has variants: a static QR code, a second link. */
async function owner(tag: string): Promise<Owner> {
  const user = await s.newUser({ username: `${tag}_owner`, email: `${tag}-owner@example.com` })
  const k = { key: user.apiKey, method: 'POST' }
  const t = slugOf(tag)
  const ids = await ownOneOfEach(s, user, tag)
  ids.qr.push(ok(await call(s, '/qr/add', { ...k, body: { type: 'text', data: `${tag} static text`, name: `${tag} Static` } }), qrCreated).id)
  ids.link.push((await insertLink(s, user.id, { title: `${tag} Link two`, alias: `${t}-alias-2`, longUrl: `https://${t}-long.example.com/2` })).id)
  const qr = ids.qr[0]!
  ok(await call(s, `/campaign/${ids.campaign[0]}/assign/${ids.link[0]}`, k), messageEnvelope)
  ok(await call(s, `/directory/${ids.directory[0]}/assign/links/${ids.link[1]}`, k), messageEnvelope)
  ok(await call(s, `/directory/${ids.directory[0]}/assign/bio/${ids.bio[0]}`, k), messageEnvelope)
  ok(await call(s, `/directory/${ids.directory[0]}/assign/qr/${qr}`, k), messageEnvelope)
  // Scans, so that the code has statistics to leak.
  const link = ((await call(s, `/qr/${qr}`, { key: user.apiKey })).body as { details: { link: string } }).details.link
  const token = new URL(link).pathname.slice('/qr/'.length, -'.png'.length)
  for (let i = 0; i < 3; i++) await fetch(`${s.url}/s/${token}`, { redirect: 'manual', headers: { Referer: `https://${t}-referrer.example.com/`, 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0' } })
  return {
    user,
    ids,
    // Every name, URL and alias made here carries the tag (checked without regard to case).
    markers: [tag, t, token, user.email, user.username],
  }
}

beforeAll(async () => {
  s = await startServer({ rateLimitPerMinute: 100_000 })
  A = await owner('Alpha')
  B = await owner('Bravo')
})
afterAll(() => s?.stop())

const allIds = (o: Owner) => [...new Set(Object.values(o.ids).flat())]
const view = async (o: Owner) => {
  const api: Record<string, string> = {}
  for (const p of reads(o.ids)) api[p.replace('?limit=100', '')] = (await call(s, p, { key: o.user.apiKey })).text
  return { api, db: await dbSnapshot(s, [o.user.id]) }
}

/** Each id route with B's own ids in any other place, and again with A's there where it has another id. */
const cases = () =>
  allIdRoutes().flatMap((route) => [
    { name: route.name, route, mine: B.ids },
    ...(route.path(0, A.ids) === route.path(0, B.ids) ? [] : [{ name: `${route.name}, A's id in the other place`, route, mine: A.ids }]),
  ])

describe('user B with every id of user A', () => {
  let before: Awaited<ReturnType<typeof view>>
  const bodies: string[] = []

  it('gets, for every id-taking endpoint and every id of A, exactly the 404 of an id that does not exist', async () => {
    before = await view(A)
    const bSnapshot = await dbSnapshot(s, [B.user.id])
    let compared = 0
    for (const { name, route, mine } of cases()) {
      const send = async (id: number) => {
        answered++
        const a = await call(s, route.path(id, mine), { method: route.method, key: B.user.apiKey, body: route.body })
        bodies.push(a.text)
        return a
      }
      const missing = await send(MISSING)
      expect(missing.status, `${name} with a missing id`).toBe(404)
      // A's ids of every kind: those of the endpoint's own kind above all, but any id A holds.
      const own = (o: Owner) => route.kinds.flatMap((kind) => o.ids[kind])
      const tried = [...new Set([...own(A), ...allIds(A)])].filter((id) => !own(B).includes(id))
      expect(tried.length).toBeGreaterThan(0)
      for (const id of tried) {
        const a = await send(id)
        expect({ status: a.status, type: a.headers.get('content-type'), body: a.text }, `${name} with A's id ${id}`).toEqual({
          status: missing.status,
          type: missing.headers.get('content-type'),
          body: missing.text,
        })
        compared++
      }
    }
    expect(compared).toBeGreaterThan(100)
    // Nothing of B's changed either: every one of those requests was refused.
    expect(snapshotDiff(bSnapshot, await dbSnapshot(s, [B.user.id]))).toEqual([])
    // X2's removals and duplicate add a third more routes to sweep.
  }, 60_000)

  it('gets the same refusal for A\'s branded domain on upload as for a domain nobody has', async () => {
    const send = async (domain: string) => {
      answered++
      const a = await rawRequest(s.url, { method: 'POST', path: `/api/files/upload/x.txt?domain=${encodeURIComponent(domain)}`, headers: { Authorization: `Bearer ${B.user.apiKey}` }, body: 'x' })
      bodies.push(a.text)
      return { status: a.status, body: a.text }
    }
    expect(await send('https://alpha-brand.example.com')).toEqual(await send('https://nobody-brand.example.com'))
    expect((await send('https://nobody-brand.example.com')).status).toBe(400)
  })

  it('sees none of A\'s data in any list, search or answer', async () => {
    const k = { key: B.user.apiKey }
    for (const p of reads(B.ids)) {
      answered++
      const a = await call(s, p, k)
      expect(a.status, p).toBe(200)
      bodies.push(a.text)
    }
    const search = await call(s, '/files?name=alpha', k)
    answered++
    bodies.push(search.text)
    expect((search.body as { result: number }).result, 'a search for A\'s file name').toBe(0)
    const leaks = bodies.flatMap((b) => A.markers.filter((m) => b.toLowerCase().includes(m.toLowerCase())).map((m) => `${m} in ${b.slice(0, 200)}`))
    expect(leaks).toEqual([])
    // The sweep itself is not vacuous: B's own answers do carry B's markers.
    expect(bodies.some((b) => b.includes('Bravo dir'))).toBe(true)
  })

  it('left A\'s data exactly as it was', async () => {
    const after = await view(A)
    expect(snapshotDiff(before.db, after.db)).toEqual([])
    expect(after.api).toEqual(before.api)
    for (const p of [`/directory/${A.ids.directory[0]}`, `/qr/${A.ids.qr[0]}`]) expect((await call(s, p, { key: A.user.apiKey })).status).toBe(200)
    expect(JSON.parse(after.api[`/qr/${A.ids.qr[0]}`]!).data.clicks).toBe(3)
    expect(answered).toBeGreaterThan(100)
  })
})
