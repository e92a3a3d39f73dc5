import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campaignSaved, createdEnvelope, directoryCreated, fileUploaded, messageEnvelope, qrCreated } from '../../contract/index.ts'
import { overlays, splashPages } from '../../server/db/schema.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, insertLink, ok } from './helpers.ts'
import { dbSnapshot, rawRequest, snapshotDiff } from './hostile-support.ts'

// D9 swept: user B calls every id-taking endpoint with every id user A owns. Each answer is the
// very 404 an id that does not exist gets, no answer carries any of A's data, and A's data is
// unchanged afterwards.
const MISSING = 2147483647

interface Owned {
  user: { id: number; apiKey: string; username: string; email: string }
  domain: number
  campaign: number
  directory: number
  pixel: number
  qr: number
  staticQr: number
  links: number[]
  bio: number
  file: number
  /** Strings only this user's data contains. */
  markers: string[]
}

let s: TestServer
let A: Owned
let B: Owned
let answered = 0

async function owner(tag: string): Promise<Owned> {
  const user = await s.newUser({ username: `${tag}_owner`, email: `${tag}-owner@example.com` })
  const k = { key: user.apiKey, method: 'POST' }
  const t = tag.toLowerCase()
  const domain = ok(await call(s, '/domain/add', { ...k, body: { domain: `https://${t}-brand.example.com`, redirectroot: `https://${t}-root.example.com` } }), createdEnvelope).id
  const campaign = ok(await call(s, '/campaign/add', { ...k, body: { name: `${tag} Campaign`, slug: `${t}-rotator`, public: true } }), campaignSaved).id
  const directory = ok(await call(s, '/directory/add', { ...k, body: { name: `${tag} Folder`, description: `${tag} notes` } }), directoryCreated).id
  const pixel = ok(await call(s, '/pixel/add', { ...k, body: { type: 'gtmpixel', name: `${tag} Pixel`, tag: `GTM-${tag.toUpperCase()}TAG` } }), createdEnvelope).id
  const qr = ok(await call(s, '/qr/add', { ...k, body: { type: 'link', data: `https://${t}-target.example.com/q`, name: `${tag} Code` } }), qrCreated)
  const staticQr = ok(await call(s, '/qr/add', { ...k, body: { type: 'text', data: `${tag} static text`, name: `${tag} Static` } }), qrCreated).id
  const links = [
    (await insertLink(s, user.id, { title: `${tag} Link one`, alias: `${t}-alias-1`, longUrl: `https://${t}-long.example.com/1` })).id,
    (await insertLink(s, user.id, { title: `${tag} Link two`, alias: `${t}-alias-2`, longUrl: `https://${t}-long.example.com/2` })).id,
  ]
  const bio = (await insertLink(s, user.id, { kind: 'bio', title: `${tag} Bio`, alias: `${t}-bio`, longUrl: `https://${t}-bio.example.com` })).id
  const up = await s.api(`/files/upload/${t}-report.pdf?custom=${t}-file`, { method: 'POST', key: user.apiKey, body: 'pdf bytes' })
  const file = ok({ status: up.status, headers: up.headers, body: await up.json(), text: '' }, fileUploaded).id
  ok(await call(s, `/campaign/${campaign}/assign/${links[0]}`, k), messageEnvelope)
  ok(await call(s, `/directory/${directory}/assign/links/${links[1]}`, k), messageEnvelope)
  ok(await call(s, `/directory/${directory}/assign/bio/${bio}`, k), messageEnvelope)
  ok(await call(s, `/directory/${directory}/assign/qr/${qr.id}`, k), messageEnvelope)
  await s.db.insert(overlays).values({ userId: user.id, type: 'poll', name: `${tag} Overlay` })
  await s.db.insert(splashPages).values({ userId: user.id, name: `${tag} Splash` })
  // Scans, so that the code has statistics to leak.
  const token = new URL(qr.link).pathname.slice('/qr/'.length, -'.png'.length)
  for (let i = 0; i < 3; i++) await fetch(`${s.url}/s/${token}`, { redirect: 'manual', headers: { Referer: `https://${t}-referrer.example.com/` } })
  return {
    user,
    domain,
    campaign,
    directory,
    pixel,
    qr: qr.id,
    staticQr,
    links,
    bio,
    file,
    markers: [tag, t, `${t}-brand`, `${t}-rotator`, `GTM-${tag.toUpperCase()}TAG`, `${t}-alias`, `${t}-bio`, `${t}-file`, `${t}-report`, token, `${t}-referrer`, `${t}-target`, `${t}-long`, user.email, user.username],
  }
}

beforeAll(async () => {
  s = await startServer({ rateLimitPerMinute: 100_000 })
  A = await owner('Alpha')
  B = await owner('Bravo')
})
afterAll(() => s?.stop())

const allIds = (o: Owned) => [...new Set([o.domain, o.campaign, o.directory, o.pixel, o.qr, o.staticQr, ...o.links, o.bio, o.file])]
/** A's data as A sees it through the API, and as the database holds it. */
const view = async (o: Owned) => {
  const k = { key: o.user.apiKey }
  const paths = ['/account', '/domains?limit=100', '/campaigns?limit=100', '/directories?limit=100', `/directory/${o.directory}?limit=100`, '/pixels?limit=100', '/qr?limit=100', `/qr/${o.qr}`, `/qr/${o.staticQr}`, '/files?limit=100', '/overlay?limit=100', '/splash?limit=100']
  const api: Record<string, string> = {}
  for (const p of paths) api[p.replace('?limit=100', '')] = (await call(s, p, k)).text
  return { api, db: await dbSnapshot(s, [o.user.id]) }
}

type Case = { method: string; path: (id: number) => string; body?: unknown; owned: (o: Owned) => number[] }
const SINGLE: Record<string, Case> = {
  'GET /directory/:id': { method: 'GET', path: (id) => `/directory/${id}`, owned: (o) => [o.directory] },
  'PUT /directory/:id/update': { method: 'PUT', path: (id) => `/directory/${id}/update`, body: { name: 'Hijacked', description: 'x', color: '#fff', starred: true }, owned: (o) => [o.directory] },
  'DELETE /directory/:id/delete': { method: 'DELETE', path: (id) => `/directory/${id}/delete`, owned: (o) => [o.directory] },
  'PUT /domain/:id/update': { method: 'PUT', path: (id) => `/domain/${id}/update`, body: { redirectroot: 'https://hijack.example.com', redirect404: '' }, owned: (o) => [o.domain] },
  'DELETE /domain/:id/delete': { method: 'DELETE', path: (id) => `/domain/${id}/delete`, owned: (o) => [o.domain] },
  'PUT /campaign/:id/update': { method: 'PUT', path: (id) => `/campaign/${id}/update`, body: { name: 'Hijacked', slug: 'hijacked-slug', public: false }, owned: (o) => [o.campaign] },
  'DELETE /campaign/:id/delete': { method: 'DELETE', path: (id) => `/campaign/${id}/delete`, owned: (o) => [o.campaign] },
  'PUT /pixel/:id/update': { method: 'PUT', path: (id) => `/pixel/${id}/update`, body: { name: 'Hijacked', tag: 'GTM-HIJACKED' }, owned: (o) => [o.pixel] },
  'DELETE /pixel/:id/delete': { method: 'DELETE', path: (id) => `/pixel/${id}/delete`, owned: (o) => [o.pixel] },
  'GET /qr/:id': { method: 'GET', path: (id) => `/qr/${id}`, owned: (o) => [o.qr, o.staticQr] },
  'PUT /qr/:id/update': { method: 'PUT', path: (id) => `/qr/${id}/update`, body: { name: 'Hijacked', data: 'https://hijack.example.com' }, owned: (o) => [o.qr, o.staticQr] },
  'DELETE /qr/:id/delete': { method: 'DELETE', path: (id) => `/qr/${id}/delete`, owned: (o) => [o.qr, o.staticQr] },
  // Both ids of the assign endpoints, each with the caller's own id in the other place.
  'POST /campaign/:A/assign/:own link': { method: 'POST', path: (id) => `/campaign/${id}/assign/${B.links[1]}`, owned: (o) => [o.campaign] },
  'POST /campaign/:own/assign/:A link': { method: 'POST', path: (id) => `/campaign/${B.campaign}/assign/${id}`, owned: (o) => [...o.links, o.bio] },
  'POST /campaign/:A/assign/:A link': { method: 'POST', path: (id) => `/campaign/${id}/assign/${A.links[1]}`, owned: (o) => [o.campaign] },
  'POST /directory/:A/assign/links/:own': { method: 'POST', path: (id) => `/directory/${id}/assign/links/${B.links[0]}`, owned: (o) => [o.directory] },
  'POST /directory/:A/assign/qr/:own': { method: 'POST', path: (id) => `/directory/${id}/assign/qr/${B.staticQr}`, owned: (o) => [o.directory] },
  'POST /directory/:own/assign/links/:A': { method: 'POST', path: (id) => `/directory/${B.directory}/assign/links/${id}`, owned: (o) => o.links },
  'POST /directory/:own/assign/bio/:A': { method: 'POST', path: (id) => `/directory/${B.directory}/assign/bio/${id}`, owned: (o) => [o.bio] },
  'POST /directory/:own/assign/qr/:A': { method: 'POST', path: (id) => `/directory/${B.directory}/assign/qr/${id}`, owned: (o) => [o.qr, o.staticQr] },
  'POST /directory/:A/assign/links/:A': { method: 'POST', path: (id) => `/directory/${id}/assign/links/${A.links[0]}`, owned: (o) => [o.directory] },
}

describe('user B with every id of user A', () => {
  let before: Awaited<ReturnType<typeof view>>
  const bodies: string[] = []

  it('gets, for every id-taking endpoint and every id of A, exactly the 404 of an id that does not exist', async () => {
    before = await view(A)
    const bSnapshot = await dbSnapshot(s, [B.user.id])
    let compared = 0
    for (const [name, c] of Object.entries(SINGLE)) {
      const send = async (id: number) => {
        answered++
        const a = await call(s, c.path(id), { method: c.method, key: B.user.apiKey, body: c.body })
        bodies.push(a.text)
        return a
      }
      const missing = await send(MISSING)
      expect(missing.status, `${name} with a missing id`).toBe(404)
      // A's ids of every kind: those of the endpoint's own kind above all, but any id A holds.
      const tried = [...new Set([...c.owned(A), ...allIds(A)])].filter((id) => !c.owned(B).includes(id))
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
  })

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
    for (const p of ['/account', '/domains?limit=100', '/campaigns?limit=100', '/directories?limit=100', `/directory/${B.directory}?limit=100`, '/pixels?limit=100', '/qr?limit=100', `/qr/${B.qr}`, '/files?limit=100', '/files?name=alpha', '/overlay?limit=100', '/splash?limit=100']) {
      answered++
      const a = await call(s, p, k)
      expect(a.status, p).toBe(200)
      bodies.push(a.text)
    }
    expect(JSON.parse(bodies.at(-3)!).result, 'a search for A\'s file name').toBe(0)
    const leaks = bodies.flatMap((b) => A.markers.filter((m) => b.toLowerCase().includes(m.toLowerCase())).map((m) => `${m} in ${b.slice(0, 200)}`))
    expect(leaks).toEqual([])
    // The sweep itself is not vacuous: B's own answers do carry B's markers.
    expect(bodies.some((b) => b.includes('Bravo Folder'))).toBe(true)
  })

  it('left A\'s data exactly as it was', async () => {
    const after = await view(A)
    expect(snapshotDiff(before.db, after.db)).toEqual([])
    expect(after.api).toEqual(before.api)
    // And A still reaches all of it.
    for (const p of [`/directory/${A.directory}`, `/qr/${A.qr}`]) expect((await call(s, p, { key: A.user.apiKey })).status).toBe(200)
    expect(JSON.parse(after.api[`/qr/${A.qr}`]!).data.clicks).toBe(3)
    expect(answered).toBeGreaterThan(100)
  })
})
