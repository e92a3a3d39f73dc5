import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { campaignSaved, createdEnvelope, directoryCreated, fileUploaded, qrCreated } from '../../contract/index.ts'
import { campaigns, directories, directoryItems, domains, files, links, pixels, qrCodes, users } from '../../server/db/schema.ts'
import { startServer, type TestServer } from './harness.ts'
import { type Answer, call, insertLink, ok, storedFiles } from './helpers.ts'

// Parallel updates, deletes and assigns on the same items leave the database consistent; no
// race ends in a 500. (Parallel creates are in concurrency.test.ts.)
let s: TestServer
let user: { id: number; apiKey: string; username: string }
beforeAll(async () => {
  s = await startServer({ rateLimitPerMinute: 100_000 })
  user = await s.newUser()
})
afterAll(() => s?.stop())

const req = (method: string, p: string, body?: unknown, key = user.apiKey) => call(s, p, { method, key, body })
const post = (p: string, body?: unknown) => req('POST', p, body)
const parallel = <T,>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)))
const statuses = (answers: Answer[]) => answers.map((a) => a.status)
const count = (answers: Answer[], status: number) => answers.filter((a) => a.status === status).length
const no5xx = (answers: Answer[]) => expect(answers.find((a) => a.status >= 500)?.text, 'a 5xx answer').toBeUndefined()
const uniq = () => Math.random().toString(36).slice(2, 8)

describe('parallel updates of one item', () => {
  it('30 PUTs on one domain: all succeed, and the row is exactly one of the bodies', async () => {
    const id = ok(await post('/domain/add', { domain: `https://race-${uniq()}.example.com` }), createdEnvelope).id
    const bodies = Array.from({ length: 30 }, (_, i) => ({ redirectroot: `https://root-${i}.example.com`, redirect404: `https://nf-${i}.example.com` }))
    const answers = await parallel(30, (i) => req('PUT', `/domain/${id}/update`, bodies[i]))
    expect(statuses(answers)).toEqual(Array(30).fill(200))
    const [row] = await s.db.select().from(domains).where(eq(domains.id, id))
    expect(bodies).toContainEqual({ redirectroot: row!.redirectRoot, redirect404: row!.redirect404 })
  })

  it('30 PUTs on one directory: the row is exactly one of the bodies', async () => {
    const id = ok(await post('/directory/add', { name: 'Race' }), directoryCreated).id
    const bodies = Array.from({ length: 30 }, (_, i) => ({ name: `Dir ${i}`, description: `Desc ${i}`, color: `#${String(i).padStart(6, '0')}`, starred: i % 2 === 0 }))
    const answers = await parallel(30, (i) => req('PUT', `/directory/${id}/update`, bodies[i]))
    expect(statuses(answers)).toEqual(Array(30).fill(200))
    const [row] = await s.db.select().from(directories).where(eq(directories.id, id))
    expect(bodies).toContainEqual({ name: row!.name, description: row!.description, color: row!.color, starred: row!.starred })
  })

  it('30 PUTs on one campaign with distinct names and slugs: the row is exactly one of the bodies', async () => {
    const id = ok(await post('/campaign/add', { name: `Race ${uniq()}` }), campaignSaved).id
    const tag = uniq()
    const bodies = Array.from({ length: 30 }, (_, i) => ({ name: `Camp ${tag} ${i}`, slug: `camp-${tag}-${i}`, public: i % 2 === 1 }))
    const answers = await parallel(30, (i) => req('PUT', `/campaign/${id}/update`, bodies[i]))
    expect(statuses(answers)).toEqual(Array(30).fill(200))
    const [row] = await s.db.select().from(campaigns).where(eq(campaigns.id, id))
    expect(bodies).toContainEqual({ name: row!.name, slug: row!.slug, public: row!.public })
  })

  it('30 PUTs on one QR code: the code and its short link agree on one of the bodies', async () => {
    const q = ok(await post('/qr/add', { type: 'link', data: 'https://example.com/start' }), qrCreated)
    const bodies = Array.from({ length: 30 }, (_, i) => ({ name: `QR ${i}`, data: `https://example.com/${i}` }))
    const answers = await parallel(30, (i) => req('PUT', `/qr/${q.id}/update`, bodies[i]))
    expect(statuses(answers)).toEqual(Array(30).fill(200))
    const [row] = await s.db.select().from(qrCodes).where(eq(qrCodes.id, q.id))
    const [link] = await s.db.select().from(links).where(eq(links.id, row!.linkId!))
    expect(bodies).toContainEqual({ name: row!.name, data: row!.data })
    // The code's record and the link it owns were updated together (one transaction per update).
    expect({ name: link!.title, data: link!.longUrl }).toEqual({ name: row!.name, data: row!.data })
  })

  it('30 PUTs moving one pixel to the same tag as another pixel: each a 409, nothing changes', async () => {
    const a = ok(await post('/pixel/add', { type: 'twitterpixel', name: 'A', tag: `taken-${uniq()}` }), createdEnvelope).id
    const b = ok(await post('/pixel/add', { type: 'twitterpixel', name: 'B', tag: `free-${uniq()}` }), createdEnvelope).id
    const [taken] = await s.db.select().from(pixels).where(eq(pixels.id, a))
    const [before] = await s.db.select().from(pixels).where(eq(pixels.id, b))
    const answers = await parallel(30, () => req('PUT', `/pixel/${b}/update`, { tag: taken!.tag }))
    expect(statuses(answers)).toEqual(Array(30).fill(409))
    expect((await s.db.select().from(pixels).where(eq(pixels.id, b)))[0]).toEqual(before)
  })
})

describe('parallel deletes and updates of one item', () => {
  const cases = [
    ['domain', () => post('/domain/add', { domain: `https://gone-${uniq()}.example.com` }).then((a) => ok(a, createdEnvelope).id), (id: number) => `/domain/${id}/update`, { redirectroot: 'https://x.example.com' }, (id: number) => `/domain/${id}/delete`, domains],
    ['directory', () => post('/directory/add', { name: 'Gone' }).then((a) => ok(a, directoryCreated).id), (id: number) => `/directory/${id}/update`, { name: 'Still here?' }, (id: number) => `/directory/${id}/delete`, directories],
    ['pixel', () => post('/pixel/add', { type: 'twitterpixel', name: 'Gone', tag: `gone-${uniq()}` }).then((a) => ok(a, createdEnvelope).id), (id: number) => `/pixel/${id}/update`, { tag: `upd-${uniq()}` }, (id: number) => `/pixel/${id}/delete`, pixels],
    ['campaign', () => post('/campaign/add', { name: `Gone ${uniq()}` }).then((a) => ok(a, campaignSaved).id), (id: number) => `/campaign/${id}/update`, { name: `Renamed ${uniq()}` }, (id: number) => `/campaign/${id}/delete`, campaigns],
    ['QR code', () => post('/qr/add', { type: 'link', data: 'https://example.com/gone' }).then((a) => ok(a, qrCreated).id), (id: number) => `/qr/${id}/update`, { name: 'Renamed', data: 'https://example.com/renamed' }, (id: number) => `/qr/${id}/delete`, qrCodes],
  ] as const

  it.each(cases)('%s: each answer is a success or a 404, exactly one delete succeeds, and the row is gone', async (_, create, update, body, del, table) => {
    const id = await create()
    const answers = await parallel(30, (i) => (i % 3 === 0 ? req('DELETE', del(id)) : req('PUT', update(id), body)))
    no5xx(answers)
    for (const a of answers) expect([200, 404], a.text).toContain(a.status)
    const deletes = answers.filter((_a, i) => i % 3 === 0)
    expect(count(deletes, 200)).toBe(1)
    expect(await s.db.select().from(table).where(eq(table.id, id))).toEqual([])
  })

  it('QR code: its short link and every assignment go with it, whatever ran in between', async () => {
    const dir = ok(await post('/directory/add', { name: 'QR race' }), directoryCreated).id
    for (let round = 0; round < 3; round++) {
      const q = ok(await post('/qr/add', { type: 'link', data: 'https://example.com/q' }), qrCreated)
      const [row] = await s.db.select().from(qrCodes).where(eq(qrCodes.id, q.id))
      const answers = await parallel(24, (i) =>
        i === 12 ? req('DELETE', `/qr/${q.id}/delete`)
        : i % 3 === 0 ? post(`/directory/${dir}/assign/qr/${q.id}`)
        : i % 3 === 1 ? post(`/directory/${dir}/assign/links/${row!.linkId}`)
        : req('PUT', `/qr/${q.id}/update`, { name: `n${i}` }),
      )
      no5xx(answers)
      expect(answers[12]!.status).toBe(200)
      // No assignment may point at the deleted code or its deleted link.
      const dangling = await s.db
        .select()
        .from(directoryItems)
        .where(and(eq(directoryItems.directoryId, dir), inArray(directoryItems.itemId, [q.id, row!.linkId!])))
      expect(dangling).toEqual([])
      expect(await s.db.select().from(links).where(eq(links.id, row!.linkId!))).toEqual([])
      const listed = JSON.parse((await call(s, `/directory/${dir}?limit=100`, { key: user.apiKey })).text) as { data: { result: number; items: unknown[] } }
      expect(listed.data.result).toBe(listed.data.items.length)
    }
  })
})

describe('parallel assigns', () => {
  it('of the same item to one directory: exactly one 200, the rest 409, one row', async () => {
    const dir = ok(await post('/directory/add', { name: 'Assign race' }), directoryCreated).id
    const link = await insertLink(s, user.id)
    const answers = await parallel(30, () => post(`/directory/${dir}/assign/links/${link.id}`))
    expect(count(answers, 200)).toBe(1)
    expect(count(answers, 409)).toBe(29)
    expect(await s.db.select().from(directoryItems).where(eq(directoryItems.directoryId, dir))).toHaveLength(1)
  })

  it('of one link to 20 different campaigns: every one succeeds, and the link is in exactly one', async () => {
    const ids = await parallel(20, (i) => post('/campaign/add', { name: `Multi ${uniq()} ${i}`, public: true }).then((a) => ok(a, campaignSaved).id))
    const link = await insertLink(s, user.id, { title: 'Wandering link' })
    const answers = await parallel(20, (i) => post(`/campaign/${ids[i]}/assign/${link.id}`))
    expect(statuses(answers)).toEqual(Array(20).fill(200))
    const [row] = await s.db.select().from(links).where(eq(links.id, link.id))
    expect(ids).toContain(row!.campaignId)
    // The public list pages agree: the link shows on exactly one.
    const pages = await parallel(20, (i) => fetch(`${s.url}/u/${user.username}/c/${ids[i]}`).then((r) => r.text()))
    expect(pages.filter((p) => p.includes('Wandering link'))).toHaveLength(1)
  })

  it('to a campaign while it is being deleted: never a 500, and no link points at the deleted campaign', async () => {
    for (let round = 0; round < 3; round++) {
      const id = ok(await post('/campaign/add', { name: `Doomed ${uniq()}` }), campaignSaved).id
      const linkRows = await parallel(20, () => insertLink(s, user.id))
      const answers = await parallel(21, (i) => (i === 10 ? req('DELETE', `/campaign/${id}/delete`) : post(`/campaign/${id}/assign/${linkRows[i > 10 ? i - 1 : i]!.id}`)))
      no5xx(answers)
      for (const a of answers) expect([200, 404], a.text).toContain(a.status)
      expect(answers[10]!.status).toBe(200)
      const stuck = await s.db.select().from(links).where(eq(links.campaignId, id))
      expect(stuck).toEqual([])
    }
  })

  it('to a directory while it is being deleted: never a 500, and no assignment outlives it', async () => {
    for (let round = 0; round < 3; round++) {
      const id = ok(await post('/directory/add', { name: 'Doomed' }), directoryCreated).id
      const linkRows = await parallel(20, () => insertLink(s, user.id))
      const answers = await parallel(21, (i) => (i === 10 ? req('DELETE', `/directory/${id}/delete`) : post(`/directory/${id}/assign/links/${linkRows[i > 10 ? i - 1 : i]!.id}`)))
      no5xx(answers)
      for (const a of answers) expect([200, 404], a.text).toContain(a.status)
      expect(await s.db.select().from(directoryItems).where(eq(directoryItems.directoryId, id))).toEqual([])
    }
  })
})

describe('parallel claims on one unique name', () => {
  it('the same slug from two users: one campaign gets it, every other answer is a 409', async () => {
    const other = await s.newUser()
    const slug = `shared-${uniq()}`
    const answers = await parallel(20, (i) => req('POST', '/campaign/add', { name: `Slug ${i}`, slug }, i % 2 ? other.apiKey : user.apiKey))
    expect(count(answers, 200)).toBe(1)
    expect(count(answers, 409)).toBe(19)
    expect(await s.db.select().from(campaigns).where(eq(campaigns.slug, slug))).toHaveLength(1)
  })

  it('the same custom alias on upload: one file gets it, the rest 409, and no bytes are left behind', async () => {
    const alias = `alias-${uniq()}`
    const before = storedFiles(s).length
    const answers = await parallel(20, (i) =>
      s.api(`/files/upload/c${i}.txt?custom=${alias}`, { method: 'POST', key: user.apiKey, body: `content ${i}` }).then(async (r) => ({ status: r.status, headers: r.headers, body: await r.json(), text: '' }) as Answer),
    )
    expect(count(answers, 200)).toBe(1)
    expect(count(answers, 409)).toBe(19)
    expect(await s.db.select().from(files).where(eq(files.alias, alias))).toHaveLength(1)
    expect(storedFiles(s).length).toBe(before + 1)
  })

  it('the same email from several accounts: one update succeeds, the rest 409', async () => {
    const others = await parallel(10, () => s.newUser())
    const email = `contested-${uniq()}@example.com`
    const answers = await parallel(10, (i) => req('PUT', '/account/update', { email }, others[i]!.apiKey))
    expect(count(answers, 200)).toBe(1)
    expect(count(answers, 409)).toBe(9)
    expect(await s.db.select().from(users).where(sql`lower(${users.email}) = ${email}`)).toHaveLength(1)
  })
})

describe('parallel downloads', () => {
  it('never pass maxdownloads, and every served download is complete', async () => {
    const content = Buffer.from(Array.from({ length: 256 * 1024 }, (_, i) => (i * 7) % 256))
    const res = await s.api('/files/upload/limited.bin?maxdownloads=5', { method: 'POST', key: user.apiKey, body: content })
    const f = ok({ status: res.status, headers: res.headers, body: await res.json(), text: '' }, fileUploaded)
    const got = await parallel(30, () => fetch(f.shorturl).then(async (r) => ({ status: r.status, bytes: Buffer.from(await r.arrayBuffer()) })))
    const served = got.filter((g) => g.status === 200)
    expect(served).toHaveLength(5)
    expect(got.filter((g) => g.status === 410)).toHaveLength(25)
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')
    for (const g of served) expect(sha(g.bytes)).toBe(sha(content))
    expect((await s.db.select().from(files).where(eq(files.id, f.id)))[0]!.downloads).toBe(5)
  })
})

describe('rate-limit counters under parallel requests (D15, D16)', () => {
  it('a user with a limit of 20 sending 50 at once gets exactly 20 through, with distinct remaining counts 19..0', async () => {
    const limited = await s.newUser({ rateLimit: 20 })
    const answers = await parallel(50, (i) => call(s, i % 2 ? '/account' : '/domains', { key: limited.apiKey }))
    const through = answers.filter((a) => a.status !== 429)
    expect(through).toHaveLength(20)
    for (const a of through) expect(a.status).toBe(200)
    const remaining = through.map((a) => Number(a.headers.get('x-ratelimit-remaining'))).sort((a, b) => b - a)
    expect(remaining).toEqual(Array.from({ length: 20 }, (_, i) => 19 - i))
    for (const a of answers.filter((x) => x.status === 429)) {
      expect(a.headers.get('x-ratelimit-remaining')).toBe('0')
      expect(Number(a.headers.get('retry-after'))).toBeGreaterThan(0)
    }
  })

  it('parallel writes over the limit write nothing', async () => {
    const limited = await s.newUser({ rateLimit: 10 })
    const answers = await parallel(30, (i) => req('POST', '/pixel/add', { type: 'twitterpixel', name: `RL ${i}`, tag: `rl-${i}` }, limited.apiKey))
    expect(count(answers, 200)).toBe(10)
    expect(count(answers, 429)).toBe(20)
    expect(await s.db.select().from(pixels).where(eq(pixels.userId, limited.id))).toHaveLength(10)
  })
})
