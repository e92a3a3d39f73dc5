import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { campaignList, campaignSaved, messageEnvelope } from '../../contract/index.ts'
import { links } from '../../server/db/schema.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, failed, fieldError, insertLink, ok, whole, type Refusal, refusesEach } from './helpers.ts'

const ASSIGNED = 'Link successfully added to the campaign.'
const DELETED = 'Campaign has been deleted successfully.'

let s: TestServer
let user: { id: number; apiKey: string; username: string }
let key: string
beforeAll(async () => {
  s = await startServer()
  user = await s.newUser()
  key = user.apiKey
})
afterAll(() => s?.stop())

const add = (body: unknown, k = key) => call(s, '/campaign/add', { method: 'POST', key: k, body })
const update = (id: number | string, body: unknown, k = key) => call(s, `/campaign/${id}/update`, { method: 'PUT', key: k, body })
const list = async (k = key) => {
  const { data } = ok(await call(s, '/campaigns?limit=100', { key: k }), campaignList)
  return whole(data, data.campaigns)
}
const campaignOf = async (linkId: number) => (await s.db.select().from(links).where(eq(links.id, linkId)))[0]!.campaignId

describe('POST /campaign/add (D23)', () => {
  it('answers {error,id,domain,public,rotator,list} with the rotator and list URLs', async () => {
    const body = ok(await add({ name: 'Summer sale', slug: 'summer-sale-2026', public: true }), campaignSaved)
    expect(body).toEqual({
      error: 0,
      id: body.id,
      domain: 'Summer sale',
      public: true,
      rotator: `${s.url}/r/summer-sale-2026`,
      list: `${s.url}/u/${user.username}/c/${body.id}`,
    })
  })

  it('names a campaign created without a name "Campaign <id>", private and without rotator', async () => {
    const body = ok(await add({}), campaignSaved)
    expect(body).toMatchObject({ domain: `Campaign ${body.id}`, public: false, rotator: false })
    expect((await list()).campaigns.find((c) => c.id === body.id)!.name).toBe(`Campaign ${body.id}`)
  })

  it('lists campaigns under `name`, newest first, with the strict shape', async () => {
    const first = ok(await add({ name: 'Listed one' }), campaignSaved)
    const second = ok(await add({ name: 'Listed two', slug: 'listed-two' }), campaignSaved)
    const { campaigns } = await list()
    expect(campaigns.slice(0, 2)).toEqual([
      { id: second.id, name: 'Listed two', public: false, rotator: `${s.url}/r/listed-two`, list: `${s.url}/u/${user.username}/c/${second.id}`, livelinks: 0, links: 0, clicks: 0 },
      { id: first.id, name: 'Listed one', public: false, rotator: false, list: `${s.url}/u/${user.username}/c/${first.id}`, livelinks: 0, links: 0, clicks: 0 },
    ])
  })

  it('accepts a name of 100 characters and slugs of 3 and 50 characters', async () => {
    ok(await add({ name: 'n'.repeat(100), slug: 'abc' }), campaignSaved)
    ok(await add({ name: 'fifty', slug: 'a'.repeat(50) }), campaignSaved)
  })

  const invalid: Refusal[] = [
    ['an empty name', { name: '' }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a 101-character name', { name: 'n'.repeat(101) }, 'name', /100/],
    ['a number as name', { name: 5 }, 'name', /must be a string/],
    ['a 2-character slug', { name: 'x1', slug: 'ab' }, 'slug', /3/],
    ['a 51-character slug', { name: 'x2', slug: 'a'.repeat(51) }, 'slug', /50/],
    ['an upper-case slug', { name: 'x3', slug: 'Has-Upper' }, 'slug'],
    ['a slug with a space', { name: 'x4', slug: 'has space' }, 'slug'],
    ['a slug with a slash', { name: 'x5', slug: 'a/b/c' }, 'slug'],
    ['a number as slug', { name: 'x6', slug: 123 }, 'slug', /must be a string/],
    ['a string as public', { name: 'x7', public: 'yes' }, 'public', /true or false/],
    ['a number as public', { name: 'x8', public: 1 }, 'public'],
  ]
  refusesEach('campaigns', invalid, add, list, (after) => after.campaigns.filter((c) => /^x\d$/.test(c.name)))

  it('refuses a duplicate name of the same user with 409 but not of another user', async () => {
    ok(await add({ name: 'Black Friday' }), campaignSaved)
    fieldError(await add({ name: 'Black Friday' }), 409, 'name')
    const other = await s.newUser()
    ok(await add({ name: 'Black Friday' }, other.apiKey), campaignSaved)
    expect((await list()).campaigns.filter((c) => c.name === 'Black Friday')).toHaveLength(1)
  })

  it("refuses a slug taken by anyone (the demo's spring-launch) with 409", async () => {
    fieldError(await add({ name: 'Copycat', slug: 'spring-launch' }), 409, 'slug')
    expect((await list()).campaigns.some((c) => c.name === 'Copycat')).toBe(false)
  })
})

describe('GET /campaigns livelinks (C1)', () => {
  const rotatorStatus = async (slug: string) => (await fetch(`${s.url}/r/${slug}`, { redirect: 'manual' })).status
  const liveOf = async (id: number) => (await list()).campaigns.find((c) => c.id === id)!.livelinks

  it('counts the links the rotator takes turns with: none is 0 and the rotator answers 404', async () => {
    const { id } = ok(await add({ name: 'Empty rotator', slug: 'empty-rotator' }), campaignSaved)
    expect(await liveOf(id)).toBe(0)
    expect(await rotatorStatus('empty-rotator')).toBe(404)

    const link = await insertLink(s, user.id)
    ok(await call(s, `/campaign/${id}/assign/${link.id}`, { method: 'POST', key }), messageEnvelope)
    expect(await liveOf(id)).toBe(1)
    expect(await rotatorStatus('empty-rotator')).toBe(302)
  })

  it('leaves expired links out, as the rotator does', async () => {
    const { id } = ok(await add({ name: 'Expired rotator', slug: 'expired-rotator' }), campaignSaved)
    const link = await insertLink(s, user.id)
    await s.db.update(links).set({ campaignId: id, expiry: '2020-01-01' }).where(eq(links.id, link.id))
    expect(await liveOf(id)).toBe(0)
    expect(await rotatorStatus('expired-rotator')).toBe(404)

    // Through the API: the rotator reads a cache that the API's writes keep current (R1).
    expect((await call(s, `/url/${link.id}/update`, { method: 'PUT', key, body: { expiry: '2999-12-31' } })).status).toBe(200)
    expect(await liveOf(id)).toBe(1)
    expect(await rotatorStatus('expired-rotator')).toBe(302)
  })

  it('counts only its own links when another user has links elsewhere', async () => {
    const other = await s.newUser()
    const { id } = ok(await add({ name: 'Mine only' }), campaignSaved)
    await insertLink(s, other.id)
    const a = await insertLink(s, user.id)
    const b = await insertLink(s, user.id)
    await s.db.update(links).set({ campaignId: id }).where(eq(links.id, a.id))
    await s.db.update(links).set({ campaignId: id }).where(eq(links.id, b.id))
    expect(await liveOf(id)).toBe(2)
    expect((await list(other.apiKey)).campaigns).toEqual([])
  })
})

describe('PUT /campaign/:id/update', () => {
  it('changes name, slug and public and answers like create', async () => {
    const { id } = ok(await add({ name: 'Before', slug: 'before-slug' }), campaignSaved)
    const body = ok(await update(id, { name: 'After', slug: 'after-slug', public: true }), campaignSaved)
    expect(body).toEqual({
      error: 0,
      id,
      domain: 'After',
      public: true,
      rotator: `${s.url}/r/after-slug`,
      list: `${s.url}/u/${user.username}/c/${id}`,
    })
    expect((await list()).campaigns.find((c) => c.id === id)).toMatchObject({ name: 'After', public: true, rotator: `${s.url}/r/after-slug` })
  })

  it('keeps slug and public when omitted, and removes the rotator with slug ""', async () => {
    const { id } = ok(await add({ name: 'Keep', slug: 'keep-me', public: true }), campaignSaved)
    expect(ok(await update(id, { name: 'Kept' }), campaignSaved)).toMatchObject({ public: true, rotator: `${s.url}/r/keep-me` })
    expect(ok(await update(id, { name: 'Kept', slug: '' }), campaignSaved)).toMatchObject({ public: true, rotator: false })
    ok(await add({ name: 'Taker', slug: 'keep-me' }), campaignSaved)
  })

  it('requires the name and validates like create, changing nothing when refused', async () => {
    const { id } = ok(await add({ name: 'Strict', slug: 'strict-one' }), campaignSaved)
    fieldError(await update(id, {}), 400, 'name', /required/)
    fieldError(await update(id, { slug: 'other-slug' }), 400, 'name', /required/)
    fieldError(await update(id, { name: 'Strict', slug: 'NO' }), 400, 'slug')
    fieldError(await update(id, { name: 'Strict', public: 'true' }), 400, 'public')
    fieldError(await update(id, { name: '' }), 400, 'name')
    expect((await list()).campaigns.find((c) => c.id === id)).toMatchObject({ name: 'Strict', rotator: `${s.url}/r/strict-one`, public: false })
  })

  it("refuses another campaign's name or a taken slug with 409", async () => {
    ok(await add({ name: 'Occupied' }), campaignSaved)
    const { id } = ok(await add({ name: 'Mover', slug: 'mover' }), campaignSaved)
    fieldError(await update(id, { name: 'Occupied' }), 409, 'name')
    fieldError(await update(id, { name: 'Mover', slug: 'spring-launch' }), 409, 'slug')
    expect((await list()).campaigns.find((c) => c.id === id)).toMatchObject({ name: 'Mover', rotator: `${s.url}/r/mover` })
    // Its own name and slug are not a conflict.
    ok(await update(id, { name: 'Mover', slug: 'mover' }), campaignSaved)
  })

  it('answers 404 for an unknown id', async () => {
    failed(await update(2147483647, { name: 'Ghost' }), 404, 'Campaign not found.')
  })
})

describe('POST /campaign/:campaignid/assign/:linkid', () => {
  it('adds a link with the exact message, and assigning again moves it', async () => {
    const link = await insertLink(s, user.id)
    const a = ok(await add({ name: 'Assign A' }), campaignSaved)
    const b = ok(await add({ name: 'Assign B' }), campaignSaved)
    expect(ok(await call(s, `/campaign/${a.id}/assign/${link.id}`, { method: 'POST', key }), messageEnvelope)).toEqual({ error: 0, message: ASSIGNED })
    expect(await campaignOf(link.id)).toBe(a.id)
    ok(await call(s, `/campaign/${b.id}/assign/${link.id}`, { method: 'POST', key }), messageEnvelope)
    expect(await campaignOf(link.id)).toBe(b.id)
  })

  it('answers 404 for an unknown link or campaign and moves nothing', async () => {
    const link = await insertLink(s, user.id)
    const { id } = ok(await add({ name: 'Assign C' }), campaignSaved)
    failed(await call(s, `/campaign/${id}/assign/2147483647`, { method: 'POST', key }), 404, 'Link not found.')
    failed(await call(s, `/campaign/2147483647/assign/${link.id}`, { method: 'POST', key }), 404, 'Campaign not found.')
    expect(await campaignOf(link.id)).toBeNull()
  })
})

describe('DELETE /campaign/:id/delete', () => {
  it('deletes with the exact message, unassigns its links, frees the slug, then answers 404', async () => {
    const link = await insertLink(s, user.id)
    const { id } = ok(await add({ name: 'Doomed', slug: 'doomed-slug' }), campaignSaved)
    ok(await call(s, `/campaign/${id}/assign/${link.id}`, { method: 'POST', key }), messageEnvelope)
    expect(ok(await call(s, `/campaign/${id}/delete`, { method: 'DELETE', key }), messageEnvelope)).toEqual({ error: 0, message: DELETED })
    expect((await list()).campaigns.some((c) => c.id === id)).toBe(false)
    expect(await campaignOf(link.id)).toBeNull()
    expect((await s.db.select().from(links).where(eq(links.id, link.id))).length).toBe(1)
    failed(await call(s, `/campaign/${id}/delete`, { method: 'DELETE', key }), 404, 'Campaign not found.')
    failed(await update(id, { name: 'Zombie' }), 404, 'Campaign not found.')
    failed(await call(s, `/campaign/${id}/assign/${link.id}`, { method: 'POST', key }), 404, 'Campaign not found.')
    ok(await add({ name: 'Doomed', slug: 'doomed-slug' }), campaignSaved)
  })
})
