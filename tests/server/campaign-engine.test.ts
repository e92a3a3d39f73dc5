import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { campaigns } from '../../server/db/schema.ts'
import { startServer, type TestServer } from './harness.ts'
import { hostRequest } from './public-http.ts'

// R1-R3 (docs/api-decisions.md): rotators and campaign pages read from caches, without a write on the path.
const PG_URL = process.env.DATABASE_URL
const BROWSER = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0' }

let s: TestServer

beforeAll(async () => {
  s = await startServer({ rateLimitPerMinute: 100_000 })
})
afterAll(() => s.stop())

type Server = Pick<TestServer, 'url' | 'api'>
const body = async <T>(res: Response) => (await res.json()) as T

async function apiOk<T>(server: Server, path: string, method: string, payload?: object, key?: string): Promise<T> {
  const res = await server.api(path, { method, key, body: payload && JSON.stringify(payload) })
  expect(res.status, `${method} ${path}`).toBe(200)
  return body<T>(res)
}

const addLink = async (url: string, extra: object = {}, key?: string) =>
  (await apiOk<{ id: number }>(s, '/url/add', 'POST', { url, ...extra }, key)).id
const addCampaign = async (name: string, slug: string, key?: string) =>
  (await apiOk<{ id: number }>(s, '/campaign/add', 'POST', { name, slug, public: true }, key)).id

async function target(server: Server, path: string, method = 'GET'): Promise<string | number> {
  const res = await fetch(`${server.url}${path}`, { method, redirect: 'manual', headers: BROWSER })
  await res.arrayBuffer()
  return res.status === 302 ? res.headers.get('location')! : res.status
}

async function targets(server: Server, path: string, n: number): Promise<Record<string, number>> {
  const seen: Record<string, number> = {}
  for (const t of await Promise.all(Array.from({ length: n }, () => target(server, path)))) seen[t] = (seen[t] ?? 0) + 1
  return seen
}

const clicksOf = async (id: number) => (await apiOk<{ data: { clicks: number } }>(s, `/url/${id}`, 'GET')).data.clicks

/** A campaign with links to https://<slug>-<i>.example/, in id order. */
async function campaignWith(slug: string, n: number) {
  const id = await addCampaign(`Campaign ${slug}`, slug)
  const urls = Array.from({ length: n }, (_, i) => `https://${slug}-${i}.example/`)
  const ids = []
  for (const url of urls) ids.push(await addLink(url, { campaign: id }))
  return { id, urls, ids }
}

describe('the rotator on the link engine (R1, R2)', () => {
  it('writes nothing to the campaign: its row keeps its state while visitors take turns', async () => {
    const c = await campaignWith('no-write', 2)
    expect(await targets(s, '/r/no-write', 10)).toEqual({ [c.urls[0]!]: 5, [c.urls[1]!]: 5 })
    const [row] = await s.db.select({ next: campaigns.rotatorNext }).from(campaigns).where(eq(campaigns.id, c.id))
    expect(row!.next).toBe(0)
  })

  it.skipIf(!PG_URL)('answers while another transaction holds the campaign row locked (PostgreSQL)', async () => {
    const c = await campaignWith('locked-row', 2)
    const other = new pg.Client({ connectionString: s.config.databaseUrl })
    await other.connect()
    try {
      await other.query('begin')
      await other.query('select id from campaigns where id = $1 for update', [c.id])
      // Cold and then cached: neither waits for the lock.
      expect(await targets(s, '/r/locked-row', 4)).toEqual({ [c.urls[0]!]: 2, [c.urls[1]!]: 2 })
    } finally {
      await other.query('rollback')
      await other.end()
    }
  })

  it('counts every turn exactly once as a click of its link, spread evenly over 100 parallel visits', async () => {
    const c = await campaignWith('exact-clicks', 4)
    expect(await targets(s, '/r/exact-clicks', 100)).toEqual(Object.fromEntries(c.urls.map((u) => [u, 25])))
    // HEAD peeks: no click, no turn.
    const peeked = await target(s, '/r/exact-clicks', 'HEAD')
    expect(await target(s, '/r/exact-clicks')).toBe(peeked)
    expect(peeked).toBe(c.urls[0])
    expect(await Promise.all(c.ids.map(clicksOf))).toEqual([26, 25, 25, 25])
  })

  it('follows link and campaign changes at once: new, edited, moved, protected and deleted links, a new slug', async () => {
    const c = await campaignWith('follows-edits', 2)
    const seen = async () => Object.keys(await targets(s, '/r/follows-edits', 6)).sort()
    expect(await seen()).toEqual(c.urls)
    const third = await addLink('https://follows-edits-new.example/', { campaign: c.id })
    expect(await seen()).toEqual([...c.urls, 'https://follows-edits-new.example/'])
    await apiOk(s, `/url/${third}/update`, 'PUT', { url: 'https://follows-edits-edited.example/' })
    expect(await seen()).toEqual([...c.urls, 'https://follows-edits-edited.example/'])
    const elsewhere = await addCampaign('Elsewhere', 'follows-elsewhere')
    await apiOk(s, `/url/${third}/update`, 'PUT', { campaign: elsewhere })
    expect(await seen()).toEqual(c.urls)
    expect(await seen()).toEqual(c.urls)
    await apiOk(s, `/campaign/${c.id}/assign/${third}`, 'POST')
    expect(await seen()).toEqual([...c.urls, 'https://follows-edits-edited.example/'])
    await apiOk(s, `/url/${third}/delete`, 'DELETE')
    expect(await seen()).toEqual(c.urls)
    const { shorturl } = await apiOk<{ shorturl: string }>(s, `/url/${c.ids[0]}/update`, 'PUT', { password: 'letmein' })
    expect(await seen()).toEqual([c.urls[1]!, shorturl].sort())
    await apiOk(s, `/url/${c.ids[0]}/delete`, 'DELETE')
    expect(await seen()).toEqual([c.urls[1]])
    await apiOk(s, `/campaign/${c.id}/update`, 'PUT', { name: 'Campaign follows-edits', slug: 'follows-renamed' })
    expect(await target(s, '/r/follows-edits')).toBe(404)
    expect(await target(s, '/r/follows-renamed')).toBe(c.urls[1])
    await apiOk(s, `/campaign/${c.id}/delete`, 'DELETE')
    expect(await target(s, '/r/follows-renamed')).toBe(404)
  })

  it('shows a link\'s new title and host on the campaign page right after the edit', async () => {
    const c = await campaignWith('page-edits', 1)
    const pageOf = async () => (await fetch(`${s.url}/u/demo/c/${c.id}`)).text()
    expect(await pageOf()).toContain('<span>page-edits-0.example</span>')
    await apiOk(s, `/url/${c.ids[0]}/update`, 'PUT', { url: 'https://moved.example/x', metatitle: 'Moved title' })
    expect(await pageOf()).toContain('<strong>Moved title</strong><span>moved.example</span>')
    await apiOk(s, `/campaign/${c.id}/update`, 'PUT', { name: 'Renamed campaign' })
    expect(await pageOf()).toContain('<h1>Renamed campaign</h1>')
  })
})

describe('campaigns under a branded domain (R3)', () => {
  it("finds only the domain owner's rotators and pages; others get the domain's 404 redirect", async () => {
    const other = await s.newUser()
    const id = await addCampaign('Mallory', 'mallory-rot', other.apiKey)
    await addLink('https://mallory.example/', { campaign: id }, other.apiKey)
    // Reachable on the public host, and cached there first: the branded check holds for a cached campaign too.
    expect(await target(s, '/r/mallory-rot')).toBe('https://mallory.example/')
    expect((await fetch(`${s.url}/u/${other.username}/c/${id}`)).status).toBe(200)
    // go.acme-demo.test belongs to the demo user (seed).
    for (const path of ['/r/mallory-rot', `/u/${other.username}/c/${id}`]) {
      const res = await hostRequest(s.url, path, 'go.acme-demo.test')
      expect(res.status, path).toBe(302)
      expect(res.headers.location, path).toBe('https://acme-demo.test/not-found')
    }
    const own = await campaignWith('brand-own', 1)
    const res = await hostRequest(s.url, '/r/brand-own', 'go.acme-demo.test')
    expect(res.headers.location).toBe(own.urls[0])
    expect((await hostRequest(s.url, `/u/demo/c/${own.id}`, 'go.acme-demo.test')).status).toBe(200)
  })
})

describe.skipIf(!PG_URL)('two instances on one PostgreSQL database (R1)', () => {
  let b: TestServer
  beforeAll(async () => {
    b = await startServer({ databaseUrl: s.config.databaseUrl, rateLimitPerMinute: 100_000 }, { keepData: true })
  })
  afterAll(() => b?.stop())

  it('forgets on the other instance a campaign changed on this one', async () => {
    const c = await campaignWith('two-instances', 2)
    const seenOnB = async () => Object.keys(await targets(b, '/r/two-instances', 6)).sort()
    expect(await seenOnB()).toEqual(c.urls)
    const third = await addLink('https://two-instances-new.example/', { campaign: c.id })
    expect(await seenOnB()).toEqual([...c.urls, 'https://two-instances-new.example/'])
    await apiOk(s, `/url/${third}/delete`, 'DELETE')
    expect(await seenOnB()).toEqual(c.urls)
    await apiOk(s, `/campaign/${c.id}/update`, 'PUT', { name: 'Campaign two-instances', slug: 'two-instances-renamed' })
    expect(await target(b, '/r/two-instances')).toBe(404)
    expect(await target(b, '/r/two-instances-renamed')).toBe(c.urls[0])
  })
})
