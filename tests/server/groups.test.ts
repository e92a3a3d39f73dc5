import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import {
  campaignList,
  campaignSaved,
  directoryCreated,
  directoryItemList,
  directoryList,
  linkList,
  linkResponse,
  linkSaved,
  messageEnvelope,
  qrCreated,
} from '../../contract/index.ts'
import { aliasLookupAnswer } from '../../contract/index.ts'
import { QR_LINK_ARCHIVE } from '../../contract/links.ts'
import { domains, links, qrCodes } from '../../server/db/schema.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, failed, fieldError, insertLink, ok } from './helpers.ts'

// Issue 36 (X2, G1-G9): the links list as groups, archive, duplicate, removals, kept aliases, alias lookup.
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
const BRANDED = 'https://go.groups.example'

let s: TestServer
let me: { id: number; apiKey: string }
let other: { id: number; apiKey: string }
let k: string
beforeAll(async () => {
  s = await startServer()
  me = await s.newUser()
  other = await s.newUser()
  k = me.apiKey
  await s.db.insert(domains).values({ userId: me.id, domain: BRANDED, host: 'go.groups.example', status: 'verified', token: 'groups-test-token' })
})
afterAll(() => s?.stop())

const post = (p: string, body: unknown, key = k) => call(s, p, { method: 'POST', key, body })
const put = (p: string, body: unknown, key = k) => call(s, p, { method: 'PUT', key, body })
const del = (p: string, key = k) => call(s, p, { method: 'DELETE', key })
const add = async (body: Record<string, unknown>, key = k) => ok(await post('/url/add', { url: 'https://shop.example.com/a', ...body }, key), linkSaved)
const ids = async (query: string, key = k) => ok(await call(s, `/urls?limit=100&${query}`, { key }), linkList).data.urls.map((l) => l.id)
const details = async (id: number) => ok(await call(s, `/url/${id}`, { key: k }), linkResponse)
const visit = (path: string) => fetch(`${s.url}/${path}`, { redirect: 'manual', headers: { 'User-Agent': CHROME } })
const newCampaign = async (name: string, key = k) => ok(await post('/campaign/add', { name }, key), campaignSaved).id
const newDirectory = async (name: string) => ok(await post('/directory/add', { name }), directoryCreated).id
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

describe('GET /urls filters and orders (X2)', () => {
  let campaign: number
  let directory: number
  const l: Record<string, number> = {}
  beforeAll(async () => {
    campaign = await newCampaign('Filters')
    directory = await newDirectory('Filters dir')
    l.plain = (await add({ custom: 'f-plain' })).id
    l.inCampaign = (await add({ custom: 'f-campaign', campaign })).id
    l.branded = (await add({ custom: 'f-branded', domain: BRANDED })).id
    l.protected = (await add({ custom: 'f-pass', password: 'secret' })).id
    l.expiring = (await add({ custom: 'f-soon', expiry: day(3) })).id
    l.later = (await add({ custom: 'f-later', expiry: day(30) })).id
    l.targeted = (await add({ custom: 'f-geo', geotarget: [{ location: 'DE', link: 'https://shop.example.com/de' }] })).id
    l.archived = (await add({ custom: 'f-archived' })).id
    ok(await post(`/directory/${directory}/assign/links/${l.plain}`, {}), messageEnvelope)
    ok(await put(`/url/${l.archived}/update`, { archived: true }), linkSaved)
    // An expired link cannot be created through the API (K2).
    l.expired = (await insertLink(s, me.id, { alias: 'f-expired' })).id
    await s.db.update(links).set({ expiry: '2020-01-01 23:59:59.999' }).where(eq(links.id, l.expired))
  })

  it('filters by campaign and by none, leaving archived links out', async () => {
    expect(await ids(`campaign=${campaign}`)).toEqual([l.inCampaign])
    const none = await ids('campaign=none')
    expect(none).toContain(l.plain)
    expect(none).not.toContain(l.inCampaign)
    expect(none).not.toContain(l.archived)
  })

  it('filters by domain id and by the public host', async () => {
    const [d] = await s.db.select({ id: domains.id }).from(domains).where(eq(domains.userId, me.id))
    expect(await ids(`domain=${d!.id}`)).toEqual([l.branded])
    expect(await ids('domain=none')).not.toContain(l.branded)
  })

  it('filters by directory', async () => {
    expect(await ids(`directory=${directory}`)).toEqual([l.plain])
  })

  it("lists the directories holding each link in id order, and its campaign's name, from the page's one statement (J10)", async () => {
    const second = await newDirectory('Filters dir 2')
    ok(await post(`/directory/${second}/assign/links/${l.plain}`, {}), messageEnvelope)
    const items = ok(await call(s, '/urls?limit=100', { key: k }), linkList).data.urls
    expect(items.find((x) => x.id === l.plain)).toMatchObject({ directories: [directory, second], campaignname: null })
    expect(items.find((x) => x.id === l.inCampaign)).toMatchObject({ directories: [], campaign, campaignname: 'Filters' })
  })

  it.each([
    ['protected', ['protected']],
    ['expiring', ['expiring']],
    ['expired', ['expired']],
    ['targeted', ['targeted']],
    ['archived', ['archived']],
    ['protected,targeted', ['targeted', 'protected']],
  ])('status=%s finds exactly those links, OR within the list', async (status, expected) => {
    expect(await ids(`status=${status}`)).toEqual(expected.map((name) => l[name]))
  })

  it('counts the filtered list, not the whole one', async () => {
    const { data } = ok(await call(s, `/urls?limit=1&status=protected,expiring`, { key: k }), linkList)
    expect(data.result).toBe(2)
    expect(data.maxpage).toBe(2)
  })

  it('answers 404 naming the parameter for an unknown id or another user’s', async () => {
    const theirs = await newCampaign('Theirs', other.apiKey)
    failed(await call(s, `/urls?campaign=${theirs}`, { key: k }), 404, `campaign: campaign ${theirs} not found.`)
    failed(await call(s, '/urls?domain=2147483647', { key: k }), 404, 'domain: domain 2147483647 not found.')
    failed(await call(s, '/urls?directory=2147483647', { key: k }), 404, 'directory: directory 2147483647 not found.')
  })

  it.each([
    ['status', 'status=bogus'],
    ['campaign', 'campaign=first'],
    ['order', 'order=oldest'],
  ])('refuses a bad %s with 400 naming it', async (field, query) => {
    fieldError(await call(s, `/urls?${query}`, { key: k }), 400, field)
  })

  it('finds a link by its full short URL, without the scheme, and on a branded host', async () => {
    expect(await ids(`q=${encodeURIComponent(`${s.url}/f-plain`)}`)).toEqual([l.plain])
    expect(await ids(`q=${encodeURIComponent(`${s.url.replace(/^https?:\/\//, '')}/f-plain`)}`)).toEqual([l.plain])
    expect(await ids(`q=${encodeURIComponent('go.groups.example/f-branded')}`)).toEqual([l.branded])
  })

  it('orders by the last click, never clicked last and newest first among them', async () => {
    expect((await visit('f-later')).status).toBe(302)
    await ids('')
    expect((await visit('f-plain')).status).toBe(302)
    const { urls } = ok(await call(s, '/urls?limit=100&order=clicked', { key: k }), linkList).data
    expect(urls.slice(0, 2).map((u) => u.id)).toEqual([l.plain, l.later])
    expect(urls[0]!.lastclick).not.toBeNull()
    const never = urls.slice(2)
    expect(never.every((u) => u.lastclick === null)).toBe(true)
    expect(never.map((u) => u.id)).toEqual([...never.map((u) => u.id)].sort((a, b) => b - a))
  })
})

describe('archive (X2)', () => {
  it('takes a link out of the list, keeps it redirecting, and brings it back', async () => {
    const { id } = await add({ custom: 'arch-one' })
    ok(await put(`/url/${id}/update`, { archived: true }), linkSaved)
    expect((await details(id)).details.archived).toBe(true)
    expect(await ids('')).not.toContain(id)
    expect((await visit('arch-one')).headers.get('location')).toBe('https://shop.example.com/a')
    ok(await put(`/url/${id}/update`, { archived: false }), linkSaved)
    expect(await ids('')).toContain(id)
  })

  it('refuses to archive a QR code’s own link, by name, and writes nothing', async () => {
    const qr = ok(await post('/qr/add', { type: 'link', data: 'https://example.com/menu' }), qrCreated)
    const [code] = await s.db.select({ linkId: qrCodes.linkId }).from(qrCodes).where(eq(qrCodes.id, qr.id))
    failed(await put(`/url/${code!.linkId}/update`, { archived: true }), 400, QR_LINK_ARCHIVE)
    const [row] = await s.db.select({ archived: links.archived }).from(links).where(eq(links.id, code!.linkId!))
    expect(row!.archived).toBe(false)
    failed(await put(`/url/${code!.linkId}/update`, { description: 'x' }), 404, 'Link not found.')
  })
})

describe('POST /url/:id/duplicate (X2)', () => {
  it('copies the settings and the password hash under a new alias, not the counts or directories', async () => {
    const campaign = await newCampaign('Dup')
    const dir = await newDirectory('Dup dir')
    const source = await add({ custom: 'dup-src', password: 'pa55word', metatitle: 'Launch', campaign, parameters: [{ name: 'utm_source', value: 'x' }] })
    ok(await post(`/directory/${dir}/assign/links/${source.id}`, {}), messageEnvelope)
    const copy = ok(await post(`/url/${source.id}/duplicate`, {}), linkSaved)
    expect(copy.id).not.toBe(source.id)
    const [a, b] = await Promise.all([details(source.id), details(copy.id)])
    expect(b.details).toMatchObject({ title: 'Launch (copy)', campaign, protected: true, parameters: [{ name: 'utm_source', value: 'x' }], custom: false })
    expect(b.details.alias).not.toBe(a.details.alias)
    expect(b.data.clicks).toBe(0)
    const rows = await s.db.select({ id: links.id, hash: links.passwordHash }).from(links).where(eq(links.userId, me.id))
    expect(rows.find((r) => r.id === copy.id)!.hash).toBe(rows.find((r) => r.id === source.id)!.hash)
    expect(ok(await call(s, '/urls?limit=100', { key: k }), linkList).data.urls.find((u) => u.id === copy.id)!.directories).toEqual([])
  })

  it('answers 404 for another user’s link', async () => {
    const theirs = await add({}, other.apiKey)
    failed(await post(`/url/${theirs.id}/duplicate`, {}), 404, 'Link not found.')
  })
})

describe('removing from a campaign or a directory, and their counts (X2)', () => {
  it('counts a campaign’s links and clicks, and takes a link out of it once', async () => {
    const campaign = await newCampaign('Counted')
    const one = await add({ custom: 'cnt-one', campaign })
    await add({ custom: 'cnt-two', campaign })
    await visit('cnt-one')
    await visit('cnt-one')
    await ids('')
    const find = async () => ok(await call(s, '/campaigns?limit=100', { key: k }), campaignList).data.campaigns.find((c) => c.id === campaign)!
    expect(await find()).toMatchObject({ links: 2, clicks: 2 })
    expect(ok(await del(`/campaign/${campaign}/assign/${one.id}`), messageEnvelope).message).toBe('Link has been removed from the campaign.')
    expect(await find()).toMatchObject({ links: 1, clicks: 0 })
    failed(await del(`/campaign/${campaign}/assign/${one.id}`), 404, 'Link is not in this campaign.')
    const theirs = await newCampaign('Not mine', other.apiKey)
    failed(await del(`/campaign/${theirs}/assign/${one.id}`), 404, 'Campaign not found.')
  })

  it('counts a directory’s items and removes links, QR codes and bio pages by type', async () => {
    const dir = await newDirectory('Counted dir')
    const link = await add({})
    const bio = await insertLink(s, me.id, { kind: 'bio' })
    const qr = ok(await post('/qr/add', { type: 'text', data: 'hello' }), qrCreated)
    for (const [type, id] of [['links', link.id], ['bio', bio.id], ['qr', qr.id]] as const) ok(await post(`/directory/${dir}/assign/${type}/${id}`, {}), messageEnvelope)
    const count = async () => ok(await call(s, '/directories?limit=100', { key: k }), directoryList).data.directories.find((d) => d.id === dir)!.items
    expect(await count()).toBe(3)
    for (const [type, id] of [['bio', bio.id], ['qr', qr.id]] as const) {
      expect(ok(await del(`/directory/${dir}/assign/${type}/${id}`), messageEnvelope).message).toBe('Item has been removed from the directory.')
    }
    expect(ok(await call(s, `/directory/${dir}`, { key: k }), directoryItemList).data.items.map((i) => i.id)).toEqual([link.id])
    expect(await count()).toBe(1)
    failed(await del(`/directory/${dir}/assign/qr/${qr.id}`), 404, 'Item is not in this directory.')
    failed(await del(`/directory/${dir}/assign/files/${link.id}`), 400, /^type must be one of/)
    failed(await del(`/directory/${dir}/assign/links/${link.id}`, other.apiKey), 404, 'Directory not found.')
    expect(await count()).toBe(1)
  })
})

describe('old aliases kept as redirects (G7)', () => {
  it('keeps the old alias redirecting to the same link, counted there, and reserved', async () => {
    const { id } = await add({ custom: 'print-old', url: 'https://shop.example.com/printed' })
    ok(await put(`/url/${id}/update`, { custom: 'print-new', keepoldalias: true }), linkSaved)
    expect((await visit('print-old')).headers.get('location')).toBe('https://shop.example.com/printed')
    expect((await visit('print-new')).headers.get('location')).toBe('https://shop.example.com/printed')
    const { details: d, data } = await details(id)
    expect(d.keptaliases).toEqual([{ alias: 'print-old', domain: '', shorturl: `${s.url}/print-old` }])
    expect(data.clicks).toBe(2)
    failed(await post('/url/add', { url: 'https://x.example.com/', custom: 'print-old' }), 409, 'That alias is taken. Please choose another one.')
    expect(await ids(`q=${encodeURIComponent(`${s.url}/print-old`)}`)).toEqual([id])
    // An edit reaches the kept address at once (the link cache forgets it too).
    ok(await put(`/url/${id}/update`, { url: 'https://shop.example.com/moved' }), linkSaved)
    expect((await visit('print-old')).headers.get('location')).toBe('https://shop.example.com/moved')
    // Taking the old alias back makes it the link's own again.
    ok(await put(`/url/${id}/update`, { custom: 'print-old' }), linkSaved)
    expect((await details(id)).details.keptaliases).toEqual([])
    ok(await call(s, `/url/${id}/delete`, { method: 'DELETE', key: k }), messageEnvelope)
    expect((await visit('print-new')).status).toBe(404)
    ok(await post('/url/add', { url: 'https://x.example.com/', custom: 'print-new' }), linkSaved)
  })

  it('lets the old alias go without keepoldalias', async () => {
    const { id } = await add({ custom: 'gone-old' })
    ok(await put(`/url/${id}/update`, { custom: 'gone-new' }), linkSaved)
    expect((await visit('gone-old')).status).toBe(404)
    expect((await details(id)).details.keptaliases).toEqual([])
  })
})

describe('POST /urls/aliases (G8)', () => {
  it('answers each pair in order: taken, free, reserved, invalid, on the public host or a branded one', async () => {
    await add({ custom: 'look-taken' })
    await add({ custom: 'look-brand', domain: BRANDED })
    const { id } = await add({ custom: 'look-was' })
    ok(await put(`/url/${id}/update`, { custom: 'look-is', keepoldalias: true }), linkSaved)
    const answer = ok(
      await post('/urls/aliases', {
        aliases: [
          { alias: 'look-taken' },
          { alias: 'look-free', domain: '' },
          { alias: 'look-brand', domain: 'go.groups.example' },
          { alias: 'look-taken', domain: BRANDED },
          { alias: 'look-was' },
          { alias: 'api' },
          { alias: 'no spaces' },
        ],
      }),
      aliasLookupAnswer,
    )
    expect(answer.data.aliases.map((a) => [a.alias, a.taken, a.reserved, a.valid])).toEqual([
      ['look-taken', true, false, true],
      ['look-free', false, false, true],
      ['look-brand', true, false, true],
      ['look-taken', false, false, true],
      ['look-was', true, false, true],
      ['api', true, true, true],
      ['no spaces', false, false, false],
    ])
  })

  it('names an unknown or another user’s domain, and refuses more than 1000 pairs', async () => {
    failed(await post('/urls/aliases', { aliases: [{ alias: 'abc' }, { alias: 'abc', domain: BRANDED }] }, other.apiKey), 404, `aliases.1.domain: ${BRANDED} is not one of your domains.`)
    fieldError(await post('/urls/aliases', { aliases: Array.from({ length: 1001 }, (_, i) => ({ alias: `a${i}xx` })) }), 400, 'aliases', /at most 1000/)
    const many = ok(await post('/urls/aliases', { aliases: Array.from({ length: 1000 }, (_, i) => ({ alias: `bulk-${i}` })) }), aliasLookupAnswer)
    expect(many.data.aliases.filter((a) => a.taken)).toEqual([])
  })
})
