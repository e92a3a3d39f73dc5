import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { accountResponse, directoryCreated, directoryItemList, directoryList, messageEnvelope, qrCreated } from '../../contract/index.ts'
import { links, qrCodes } from '../../server/db/schema.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, failed, fieldError, insertLink, ok, todayUtc, whole, type Refusal, refusesEach } from './helpers.ts'

const ASSIGNED = 'Item successfully added to the directory.'
const UPDATED = 'Directory has been updated successfully.'
const DELETED = 'Directory has been deleted successfully.'

let s: TestServer
let user: { id: number; apiKey: string }
let key: string
beforeAll(async () => {
  s = await startServer()
  user = await s.newUser()
  key = user.apiKey
})
afterAll(() => s?.stop())

const add = (body: unknown, k = key) => call(s, '/directory/add', { method: 'POST', key: k, body })
const list = async (k = key) => {
  const { data } = ok(await call(s, '/directories?limit=100', { key: k }), directoryList)
  return whole(data, data.directories)
}
const items = async (id: number, k = key) => {
  const { data } = ok(await call(s, `/directory/${id}?limit=100`, { key: k }), directoryItemList)
  return whole(data, data.items)
}
const assign = (dir: number, type: string, item: number | string, k = key) =>
  call(s, `/directory/${dir}/assign/${type}/${item}`, { method: 'POST', key: k })
const newDir = async (name = 'Some directory') => ok(await add({ name }), directoryCreated).id
const newQr = async (body: unknown = { type: 'link', data: 'https://example.com/qr-target', name: 'Menu code' }) =>
  ok(await call(s, '/qr/add', { method: 'POST', key, body }), qrCreated)

describe('POST /directory/add (D24)', () => {
  it('answers the created directory with the defaults', async () => {
    const body = ok(await add({ name: 'Plain' }), directoryCreated)
    expect(body).toEqual({ error: 0, id: body.id, name: 'Plain', description: '', color: '#64748b', starred: false })
  })

  it('echoes every given field and lists it with the strict shape', async () => {
    const input = { name: 'Full', description: 'All the things', color: '#1e90ff', starred: true }
    const body = ok(await add(input), directoryCreated)
    expect(body).toEqual({ error: 0, id: body.id, ...input })
    expect((await list()).directories.find((d) => d.id === body.id)).toEqual({ id: body.id, ...input, items: 0 })
  })

  it('accepts #RGB colours, a 100-character name and a 500-character description', async () => {
    const body = ok(await add({ name: 'n'.repeat(100), description: 'd'.repeat(500), color: '#AbC' }), directoryCreated)
    expect(body.color).toBe('#AbC')
  })

  const invalid: Refusal[] = [
    ['a missing name', { description: 'no name' }, 'name', /required/],
    ['an empty name', { name: '' }, 'name'],
    ['a 101-character name', { name: 'n'.repeat(101) }, 'name', /100/],
    ['a number as name', { name: 7 }, 'name', /must be a string/],
    ['a 501-character description', { name: 'y1', description: 'd'.repeat(501) }, 'description', /500/],
    ['a number as description', { name: 'y2', description: 3 }, 'description', /must be a string/],
    ['a colour name', { name: 'y3', color: 'red' }, 'color'],
    ['a 5-digit hex colour', { name: 'y4', color: '#12345' }, 'color'],
    ['a hex colour without #', { name: 'y5', color: '1e90ff' }, 'color'],
    ['non-hex digits', { name: 'y6', color: '#GGGGGG' }, 'color'],
    ['a string as starred', { name: 'y7', starred: 'true' }, 'starred', /true or false/],
  ]
  refusesEach('directories', invalid, add, list, (after) => after.directories.filter((d) => /^y\d$/.test(d.name)))
})

describe('PUT /directory/:id/update', () => {
  it('changes only the given fields with the exact message', async () => {
    const { id } = ok(await add({ name: 'Editable', description: 'old', color: '#111111' }), directoryCreated)
    expect(ok(await call(s, `/directory/${id}/update`, { method: 'PUT', key, body: { starred: true, color: '#222' } }), messageEnvelope)).toEqual({
      error: 0,
      message: UPDATED,
    })
    expect((await list()).directories.find((d) => d.id === id)).toEqual({ id, name: 'Editable', description: 'old', color: '#222', starred: true, items: 0 })
  })

  it('accepts an empty body and refuses invalid fields without changing anything', async () => {
    const { id } = ok(await add({ name: 'Steady', description: 'keep' }), directoryCreated)
    ok(await call(s, `/directory/${id}/update`, { method: 'PUT', key, body: {} }), messageEnvelope)
    fieldError(await call(s, `/directory/${id}/update`, { method: 'PUT', key, body: { name: '' } }), 400, 'name')
    fieldError(await call(s, `/directory/${id}/update`, { method: 'PUT', key, body: { name: 'Renamed', color: 'blue' } }), 400, 'color')
    fieldError(await call(s, `/directory/${id}/update`, { method: 'PUT', key, body: { starred: 1 } }), 400, 'starred')
    expect((await list()).directories.find((d) => d.id === id)).toEqual({ id, name: 'Steady', description: 'keep', color: '#64748b', starred: false, items: 0 })
  })

  it('answers 404 for an unknown id', async () => {
    failed(await call(s, '/directory/2147483647/update', { method: 'PUT', key, body: { name: 'x' } }), 404, 'Directory not found.')
  })
})

describe('assigning items and listing them', () => {
  it('assigns a link, a bio page and a QR code and lists them with title, preview, link and day', async () => {
    const dir = await newDir('Mixed')
    const link = await insertLink(s, user.id, { title: 'Pricing', longUrl: 'https://example.com/pricing' })
    const bio = await insertLink(s, user.id, { kind: 'bio', title: 'About me', longUrl: 'https://example.com/bio/me' })
    const qr = await newQr()
    const token = /\/qr\/([A-Za-z0-9]+)\.png$/.exec(qr.link)![1]
    for (const [type, id] of [['links', link.id], ['bio', bio.id], ['qr', qr.id]] as const) {
      expect(ok(await assign(dir, type, id), messageEnvelope)).toEqual({ error: 0, message: ASSIGNED })
    }
    const data = await items(dir)
    expect(data.result).toBe(3)
    expect(data.items).toHaveLength(3)
    const today = todayUtc()
    expect(data.items).toEqual(
      expect.arrayContaining([
        { type: 'links', id: link.id, title: 'Pricing', preview: 'https://example.com/pricing', link: `${s.url}/${link.alias}`, date: today },
        { type: 'bio', id: bio.id, title: 'About me', preview: 'https://example.com/bio/me', link: `${s.url}/${bio.alias}`, date: today },
        { type: 'qr', id: qr.id, title: 'Menu code', preview: qr.link, link: `${s.url}/s/${token}`, date: today },
      ]),
    )
  })

  it('refuses the same item twice in one directory with 409, but allows it in another', async () => {
    const a = await newDir('Twice A')
    const b = await newDir('Twice B')
    const link = await insertLink(s, user.id)
    ok(await assign(a, 'links', link.id), messageEnvelope)
    failed(await assign(a, 'links', link.id), 409, /already in the directory/)
    ok(await assign(b, 'links', link.id), messageEnvelope)
    expect((await items(a)).result).toBe(1)
    expect((await items(b)).result).toBe(1)
  })

  it('refuses an unknown type with 400 naming the type', async () => {
    const dir = await newDir('Typed')
    const link = await insertLink(s, user.id)
    fieldError(await assign(dir, 'pages', link.id), 400, 'type', /links, bio or qr/)
    expect((await items(dir)).result).toBe(0)
  })

  it('answers 404 for an unknown item, an item of another kind, or an unknown directory', async () => {
    const dir = await newDir('Strict items')
    const bio = await insertLink(s, user.id, { kind: 'bio' })
    const link = await insertLink(s, user.id)
    failed(await assign(dir, 'links', 2147483647), 404, 'Item not found.')
    failed(await assign(dir, 'qr', 2147483647), 404, 'Item not found.')
    failed(await assign(dir, 'links', bio.id), 404, 'Item not found.')
    failed(await assign(dir, 'bio', link.id), 404, 'Item not found.')
    failed(await assign(2147483647, 'links', link.id), 404, 'Directory not found.')
    expect((await items(dir)).result).toBe(0)
  })

  it('answers 404 for the items of an unknown directory', async () => {
    failed(await call(s, '/directory/2147483647', { key }), 404, 'Directory not found.')
  })

  it('drops a deleted QR code from its directories', async () => {
    const dir = await newDir('QR goes away')
    const qr = await newQr({ type: 'text', data: 'hello' })
    ok(await assign(dir, 'qr', qr.id), messageEnvelope)
    ok(await call(s, `/qr/${qr.id}/delete`, { method: 'DELETE', key }), messageEnvelope)
    expect(await items(dir)).toMatchObject({ result: 0, maxpage: 0, items: [] })
  })

  it("keeps a directory's counters consistent when a QR code whose short link is in it is deleted", async () => {
    const dir = await newDir('Dangling link')
    const qr = await newQr({ type: 'link', data: 'https://example.com/dangling', name: 'Dangling' })
    const [row] = await s.db.select().from(qrCodes).where(eq(qrCodes.id, qr.id))
    // A dynamic code owns a short link (D31), which can be put in a directory as a link.
    ok(await assign(dir, 'links', row!.linkId!), messageEnvelope)
    expect((await items(dir)).result).toBe(1)
    ok(await call(s, `/qr/${qr.id}/delete`, { method: 'DELETE', key }), messageEnvelope)
    expect((await s.db.select().from(links).where(eq(links.id, row!.linkId!))).length).toBe(0)
    const data = await items(dir)
    expect(data.items).toEqual([])
    expect(data.result).toBe(0)
    expect(data.maxpage).toBe(0)
  })
})

describe('DELETE /directory/:id/delete', () => {
  it('deletes with the exact message and keeps the items themselves', async () => {
    const dir = await newDir('Temporary')
    const link = await insertLink(s, user.id)
    const qr = await newQr({ type: 'text', data: 'stays' })
    ok(await assign(dir, 'links', link.id), messageEnvelope)
    ok(await assign(dir, 'qr', qr.id), messageEnvelope)
    expect(ok(await call(s, `/directory/${dir}/delete`, { method: 'DELETE', key }), messageEnvelope)).toEqual({ error: 0, message: DELETED })
    expect((await list()).directories.some((d) => d.id === dir)).toBe(false)
    failed(await call(s, `/directory/${dir}`, { key }), 404, 'Directory not found.')
    failed(await call(s, `/directory/${dir}/delete`, { method: 'DELETE', key }), 404, 'Directory not found.')
    failed(await call(s, `/directory/${dir}/update`, { method: 'PUT', key, body: { name: 'x' } }), 404, 'Directory not found.')
    expect((await call(s, `/qr/${qr.id}`, { key })).status).toBe(200)
    expect((await s.db.select().from(links).where(eq(links.id, link.id))).length).toBe(1)
    const other = await newDir('Afterlife')
    ok(await assign(other, 'links', link.id), messageEnvelope)
    ok(await assign(other, 'qr', qr.id), messageEnvelope)
  })
})

describe('the demo directory', () => {
  it('lists its seeded items with the strict shape', async () => {
    const { directories } = ok(await call(s, '/directories'), directoryList).data
    expect(directories.map((d) => d.name)).toEqual(['Evergreen', 'Spring campaign assets'])
    const spring = directories.find((d) => d.name === 'Spring campaign assets')!
    const data = ok(await call(s, `/directory/${spring.id}`), directoryItemList).data
    expect(data.result).toBe(4)
    expect(data.items.map((i) => i.type).sort()).toEqual(['links', 'links', 'links', 'qr'])
  })

  it('seeds no item that leads nowhere: every link answers, and there are no bio pages (D31)', async () => {
    const { directories } = ok(await call(s, '/directories'), directoryList).data
    for (const d of directories) {
      for (const item of ok(await call(s, `/directory/${d.id}?limit=100`), directoryItemList).data.items) {
        expect(item.type, item.title).not.toBe('bio')
        const res = await fetch(item.link, { redirect: 'manual', headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120' } })
        expect(res.status, `${item.title}: ${item.link}`).not.toBe(404)
        await res.arrayBuffer()
      }
    }
    const demoId = ok(await call(s, '/account'), accountResponse).data.id
    expect(await s.db.select().from(links).where(and(eq(links.kind, 'bio'), eq(links.userId, demoId)))).toEqual([])
  })
})
