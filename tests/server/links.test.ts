import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, count, eq, sql } from 'drizzle-orm'
import {
  ALIAS_RESERVED,
  ALIAS_TAKEN,
  EXPIRY_PAST,
  LINK_DELETED,
  OWN_URL,
  campaignSaved,
  createdEnvelope,
  directoryCreated,
  directoryItemList,
  fileUploaded,
  linkList,
  linkResponse,
  linkSaved,
  linkSummary,
  messageEnvelope,
  qrCreated,
} from '../../contract/index.ts'
import { clickDays, linkPixels, links, qrCodes } from '../../server/db/schema.ts'
import { startServer, type TestServer } from './harness.ts'
import { TIMESTAMP, type Answer, type Refusal, ageMs, call, failed, fieldError, insertLink, ok, todayUtc } from './helpers.ts'
import { hostRequest } from './public-http.ts'

// LINKS.md: the links API over HTTP, one server for the file.
const NOT_FOUND = 'Link not found.'
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
const BRAND = 'https://go.brand-links.test'
const OTHER_BRAND = 'https://go.other-links.test'

let s: TestServer
let user: { id: number; apiKey: string; username: string }
let other: { id: number; apiKey: string; username: string }
let key: string
let pixelA: number
let pixelB: number
let campaignA: number
let othersPixel: number
let othersCampaign: number

beforeAll(async () => {
  s = await startServer()
  user = await s.newUser()
  other = await s.newUser()
  key = user.apiKey
  const post = (p: string, body: unknown, k = key) => call(s, p, { method: 'POST', key: k, body })
  ok(await post('/domain/add', { domain: BRAND }), createdEnvelope)
  ok(await post('/domain/add', { domain: OTHER_BRAND }, other.apiKey), createdEnvelope)
  pixelA = ok(await post('/pixel/add', { type: 'gtmpixel', name: 'GTM', tag: 'GTM-LINKS1' }), createdEnvelope).id
  pixelB = ok(await post('/pixel/add', { type: 'bing', name: 'Bing', tag: '11223344' }), createdEnvelope).id
  campaignA = ok(await post('/campaign/add', { name: 'Links campaign', slug: 'links-campaign', public: true }), campaignSaved).id
  othersPixel = ok(await post('/pixel/add', { type: 'bing', name: 'Theirs', tag: '55667788' }, other.apiKey), createdEnvelope).id
  othersCampaign = ok(await post('/campaign/add', { name: 'Theirs' }, other.apiKey), campaignSaved).id
})
afterAll(() => s?.stop())

const add = (body: unknown, k = key) => call(s, '/url/add', { method: 'POST', key: k, body })
const update = (id: number | string, body: unknown, k = key) => call(s, `/url/${id}/update`, { method: 'PUT', key: k, body })
const remove = (id: number | string, k = key) => call(s, `/url/${id}/delete`, { method: 'DELETE', key: k })
const get = (id: number | string, k = key) => call(s, `/url/${id}`, { key: k })
const created = async (body: unknown, k = key) => ok(await add(body, k), linkSaved)
const detailsOf = async (id: number, k = key) => ok(await get(id, k), linkResponse).details
const list = async (query = '', k = key) => ok(await call(s, `/urls${query}`, { key: k }), linkList).data
const rowsOf = async (userId: number) => (await s.db.select({ n: count() }).from(links).where(eq(links.userId, userId)))[0]!.n
const pixelRows = async () => (await s.db.select({ n: count() }).from(linkPixels))[0]!.n
const hostOf = (url: string) => new URL(url).host
const aliasOf = (shorturl: string) => new URL(shorturl).pathname.slice(1)

describe('POST /url/add (L2)', () => {
  it('creates with the defaults: a random alias of 6+ characters, direct, private, the host as title', async () => {
    const saved = await created({ url: 'https://docs.example.org/guide/start?x=1' })
    expect(saved.shorturl).toMatch(new RegExp(`^${s.url}/[A-Za-z0-9]{6,}$`))
    const d = await detailsOf(saved.id)
    expect(d).toEqual({
      id: saved.id,
      alias: aliasOf(saved.shorturl),
      shorturl: saved.shorturl,
      longurl: 'https://docs.example.org/guide/start?x=1',
      title: 'docs.example.org',
      description: '',
      location: {},
      device: {},
      expiry: null,
      date: expect.stringMatching(TIMESTAMP),
      domain: '',
      custom: false,
      type: 'direct',
      status: 'private',
      metatitle: '',
      metadescription: '',
      metaimage: '',
      geotarget: [],
      devicetarget: [],
      languagetarget: [],
      parameters: [],
      pixels: [],
      campaign: null,
      protected: false,
      archived: false,
      keptaliases: [],
    })
    expect(ageMs(d.date)).toBeLessThan(120_000)
  })

  it('gives each link its own random alias', async () => {
    const a = await created({ url: 'https://same.example.com/' })
    const b = await created({ url: 'https://same.example.com/' })
    expect(a.shorturl).not.toBe(b.shorturl)
  })

  it('stores every field of the body and returns it in details, never the password', async () => {
    const body = {
      url: 'https://shop.example.com/item?ref=1',
      custom: 'full_Link-1',
      password: 's3cret-pass',
      expiry: '2099-12-31',
      type: 'splash',
      metatitle: 'Spring sale',
      metadescription: 'Big discounts',
      metaimage: 'https://cdn.example.com/preview.JPG',
      description: 'A note for me',
      status: 'public',
      geotarget: [
        { location: 'Germany', link: 'https://shop.example.com/de' },
        { location: 'US', link: 'https://shop.example.com/us' },
      ],
      devicetarget: [{ device: 'iphone', link: 'https://shop.example.com/ios' }],
      languagetarget: [{ language: 'FR', link: 'https://shop.example.com/fr' }],
      parameters: [{ name: 'utm_source', value: 'newsletter' }, { name: 'utm_medium', value: '' }],
      pixels: [pixelB, pixelA, pixelB],
      campaign: campaignA,
      // Accepted and ignored (L2), as is anything unknown (D10).
      deeplink: { apple: 'x', google: 'y' },
      channel: 3,
      userId: other.id,
    }
    const saved = await created(body)
    expect(saved.shorturl).toBe(`${s.url}/full_Link-1`)
    const answer = await get(saved.id)
    expect(answer.text).not.toContain('s3cret-pass')
    const d = ok(answer, linkResponse).details
    expect(d).toMatchObject({
      alias: 'full_Link-1',
      shorturl: `${s.url}/full_Link-1`,
      longurl: body.url,
      title: 'Spring sale',
      description: 'A note for me',
      location: { Germany: 'https://shop.example.com/de', 'United States': 'https://shop.example.com/us' },
      device: { iphone: 'https://shop.example.com/ios' },
      expiry: '2099-12-31',
      domain: '',
      custom: true,
      type: 'splash',
      status: 'public',
      metatitle: 'Spring sale',
      metadescription: 'Big discounts',
      metaimage: 'https://cdn.example.com/preview.JPG',
      geotarget: [
        { location: 'DE', link: 'https://shop.example.com/de' },
        { location: 'US', link: 'https://shop.example.com/us' },
      ],
      devicetarget: [{ device: 'iphone', link: 'https://shop.example.com/ios' }],
      languagetarget: [{ language: 'fr', link: 'https://shop.example.com/fr' }],
      parameters: [{ name: 'utm_source', value: 'newsletter' }, { name: 'utm_medium', value: '' }],
      pixels: [pixelB, pixelA],
      campaign: campaignA,
      protected: true,
      archived: false,
      keptaliases: [],
    })
    const [row] = await s.db.select().from(links).where(eq(links.id, saved.id))
    expect(row!.userId).toBe(user.id)
    expect(row!.passwordHash).not.toContain('s3cret-pass')
    // The list item shows the same link.
    const item = (await list('?limit=100')).urls.find((l) => l.id === saved.id)
    expect(item).toEqual({
      id: saved.id,
      alias: 'full_Link-1',
      shorturl: `${s.url}/full_Link-1`,
      longurl: body.url,
      title: 'Spring sale',
      description: 'A note for me',
      clicks: 0,
      uniqueclicks: 0,
      domain: '',
      campaign: campaignA,
      directories: [],
      date: d.date,
      campaignname: 'Links campaign',
      expiry: '2099-12-31',
      protected: true,
      targeted: true,
      type: 'splash',
      archived: false,
      lastclick: null,
    })
  })

  it('accepts the edges: a 3- and a 50-character alias, a 2000-character URL, expiry today', async () => {
    ok(await add({ url: 'https://edge.example.com/', custom: 'a_3' }), linkSaved)
    ok(await add({ url: 'https://edge.example.com/', custom: 'x'.repeat(50) }), linkSaved)
    const long = `https://edge.example.com/${'p'.repeat(2000 - 'https://edge.example.com/'.length)}`
    expect(long).toHaveLength(2000)
    const saved = await created({ url: long, expiry: todayUtc() })
    expect(await detailsOf(saved.id)).toMatchObject({ longurl: long, expiry: todayUtc() })
  })

  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  const invalid: Refusal[] = [
    ['a missing url', { custom: 'no-url-1' }, 'url', /required/],
    ['a url that is not http(s)', { url: 'ftp://files.example.com/x' }, 'url', /http/],
    ['a url that is not a URL', { url: 'example.com/page' }, 'url'],
    ['a url of 2001 characters', { url: `https://a.example.com/${'p'.repeat(1980)}` }, 'url', /2000/],
    ['a number as url', { url: 42 }, 'url', /must be a string/],
    ['a 2-character alias', { url: 'https://ok.example.com', custom: 'ab' }, 'custom'],
    ['a 51-character alias', { url: 'https://ok.example.com', custom: 'c'.repeat(51) }, 'custom'],
    ['an alias with a space', { url: 'https://ok.example.com', custom: 'my alias' }, 'custom'],
    ['an alias with a slash', { url: 'https://ok.example.com', custom: 'a/b/c' }, 'custom'],
    ['an alias with a dot', { url: 'https://ok.example.com', custom: 'file.txt' }, 'custom'],
    ['a number as alias', { url: 'https://ok.example.com', custom: 12345 }, 'custom', /must be a string/],
    ['a 129-character password', { url: 'https://ok.example.com', password: 'p'.repeat(129) }, 'password', /128/],
    ['an expiry that is not a date', { url: 'https://ok.example.com', expiry: 'tomorrow' }, 'expiry'],
    ['an expiry on a day that does not exist', { url: 'https://ok.example.com', expiry: '2099-02-30' }, 'expiry'],
    ['an unknown type', { url: 'https://ok.example.com', type: 'redirect' }, 'type', /direct, frame, splash/],
    ['a 201-character metatitle', { url: 'https://ok.example.com', metatitle: 't'.repeat(201) }, 'metatitle', /200/],
    ['a 501-character metadescription', { url: 'https://ok.example.com', metadescription: 'd'.repeat(501) }, 'metadescription', /500/],
    ['a metaimage that is a gif', { url: 'https://ok.example.com', metaimage: 'https://cdn.example.com/a.gif' }, 'metaimage'],
    ['a metaimage that is not http(s)', { url: 'https://ok.example.com', metaimage: 'javascript:alert(1)//.png' }, 'metaimage'],
    ['a 501-character description', { url: 'https://ok.example.com', description: 'd'.repeat(501) }, 'description', /500/],
    ['an unknown status', { url: 'https://ok.example.com', status: 'hidden' }, 'status', /public or private/],
    ['a geotarget that is not a list', { url: 'https://ok.example.com', geotarget: { location: 'US' } }, 'geotarget'],
    ['a geotarget with an unknown country', { url: 'https://ok.example.com', geotarget: [{ location: 'Atlantis', link: 'https://ok.example.com/a' }] }, 'geotarget.location'],
    ['a geotarget with a bad link', { url: 'https://ok.example.com', geotarget: [{ location: 'FR', link: 'not a url' }] }, 'geotarget.link'],
    ['51 geotargets', { url: 'https://ok.example.com', geotarget: Array.from({ length: 51 }, () => ({ location: 'US', link: 'https://ok.example.com/us' })) }, 'geotarget', /50/],
    ['a devicetarget with an unknown device', { url: 'https://ok.example.com', devicetarget: [{ device: 'nokia', link: 'https://ok.example.com/n' }] }, 'devicetarget.device', /iphone/],
    ['a devicetarget with a bad link', { url: 'https://ok.example.com', devicetarget: [{ device: 'android', link: 'ftp://x.example.com' }] }, 'devicetarget.link'],
    ['a languagetarget with a language name', { url: 'https://ok.example.com', languagetarget: [{ language: 'english', link: 'https://ok.example.com/en' }] }, 'languagetarget.language'],
    ['a languagetarget with no link', { url: 'https://ok.example.com', languagetarget: [{ language: 'en' }] }, 'languagetarget.link'],
    ['21 parameters', { url: 'https://ok.example.com', parameters: Array.from({ length: 21 }, (_, i) => ({ name: `p${i}`, value: 'v' })) }, 'parameters', /20/],
    ['a parameter without a name', { url: 'https://ok.example.com', parameters: [{ name: '', value: 'v' }] }, 'parameters.name'],
    ['pixels that are not a list', { url: 'https://ok.example.com', pixels: 'all' }, 'pixels'],
    ['a pixel id that is not an integer', { url: 'https://ok.example.com', pixels: [1.5] }, 'pixels'],
    ['a campaign that is not an id', { url: 'https://ok.example.com', campaign: 'spring' }, 'campaign'],
    ['a negative campaign', { url: 'https://ok.example.com', campaign: -1 }, 'campaign'],
    ['a domain that is not a string', { url: 'https://ok.example.com', domain: 7 }, 'domain', /must be a string/],
  ]
  it.each(invalid)('refuses %s with 400 naming the field', async (_, body, field, rule) => {
    fieldError(await add(body), 400, field, rule)
  })

  it('refuses an expiry in the past', async () => {
    failed(await add({ url: 'https://ok.example.com', expiry: yesterday }), 400, EXPIRY_PAST)
    failed(await add({ url: 'https://ok.example.com', expiry: '2000-01-01' }), 400, EXPIRY_PAST)
  })

  it('refuses URLs of the caller\'s branded domains, in any scheme or case', async () => {
    for (const url of [`${BRAND}/page`, `${BRAND.replace('https:', 'http:')}/`, 'https://GO.Brand-Links.test/x']) failed(await add({ url }), 400, OWN_URL)
    // A7: another user's verified branded domain is this service too.
    failed(await add({ url: `${OTHER_BRAND}/page` }), 400, OWN_URL)
  })

  it('refuses URLs of this server\'s own public host', async () => {
    for (const url of [`${s.url}/abc`, s.url, `${s.url.replace('http:', 'https:')}/x?y=1`]) failed(await add({ url }), 400, OWN_URL)
  })

  it.each(['app', 'api', 'qr', 'r', 's', 'u', 'avatar'])('refuses the reserved alias "%s" with 409', async (alias) => {
    // Aliases shorter than 3 characters fail the length rule first; the reserved rule is for those that pass it.
    const a = await add({ url: 'https://ok.example.com', custom: alias })
    if (alias.length < 3) fieldError(a, 400, 'custom')
    else failed(a, 409, ALIAS_RESERVED)
  })

  it('refuses a taken alias with 409: one of the caller\'s links, another user\'s link, a file', async () => {
    ok(await add({ url: 'https://ok.example.com', custom: 'mine-taken' }), linkSaved)
    failed(await add({ url: 'https://other.example.com', custom: 'mine-taken' }), 409, ALIAS_TAKEN)
    ok(await add({ url: 'https://theirs.example.com', custom: 'theirs-taken' }, other.apiKey), linkSaved)
    failed(await add({ url: 'https://ok.example.com', custom: 'theirs-taken' }), 409, ALIAS_TAKEN)
    ok(await call(s, '/files/upload/a.txt?custom=file-taken', { method: 'POST', key: other.apiKey, body: 'bytes' }), fileUploaded)
    failed(await add({ url: 'https://ok.example.com', custom: 'file-taken' }), 409, ALIAS_TAKEN)
  })

  it('gives a raced alias to exactly one of 12 parallel creates; the others hear 409, never 500', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => add({ url: `https://race.example.com/${i}`, custom: 'raced-alias' })))
    expect(answers.filter((a) => a.status !== 200 && a.status !== 409).map((a) => `${a.status} ${a.text}`)).toEqual([])
    // A create that asked for an alias never gets another one.
    const saved = answers.filter((a) => a.status === 200).map((a) => (a.body as { shorturl: string }).shorturl)
    expect(saved).toEqual([`${s.url}/raced-alias`])
    for (const a of answers.filter((x) => x.status === 409)) failed(a, 409, ALIAS_TAKEN)
    const rows = await s.db.select().from(links).where(eq(links.alias, 'raced-alias'))
    expect(rows).toHaveLength(1)
  })

  it('looks aliases up case-sensitively', async () => {
    ok(await add({ url: 'https://case.example.com/upper', custom: 'Case-Alias' }), linkSaved)
    ok(await add({ url: 'https://case.example.com/lower', custom: 'case-alias' }), linkSaved)
  })

  it('stored none of the refused links', async () => {
    const [mine, theirs, pixelsBefore] = [await rowsOf(user.id), await rowsOf(other.id), await pixelRows()]
    const listed = (await list()).result
    const refused: Answer[] = []
    // With a pixel where the body has none, so that a half-made link would also leave a link_pixels row.
    for (const [, body] of invalid) refused.push(await add({ pixels: [pixelA], ...(body as object) }))
    refused.push(await add({ url: 'https://ok.example.com', expiry: '2000-01-01', pixels: [pixelA] }))
    refused.push(await add({ url: `${BRAND}/x`, pixels: [pixelA] }))
    refused.push(await add({ url: 'https://ok.example.com', custom: 'mine-taken', pixels: [pixelA] }))
    refused.push(await add({ url: 'https://ok.example.com', custom: 'admin', pixels: [pixelA] }))
    refused.push(await add({ url: 'https://ok.example.com', pixels: [pixelA, othersPixel] }))
    refused.push(await add({ url: 'https://ok.example.com', pixels: [pixelA], campaign: othersCampaign }))
    refused.push(await add({ url: 'https://ok.example.com', pixels: [pixelA], domain: OTHER_BRAND }))
    expect(refused.filter((a) => a.status < 400).map((a) => a.text)).toEqual([])
    expect([await rowsOf(user.id), await rowsOf(other.id), await pixelRows()]).toEqual([mine, theirs, pixelsBefore])
    expect((await list()).result).toBe(listed)
  })
})

describe('aliases per host: the public host and each branded domain (L2)', () => {
  let onPublic: { id: number; shorturl: string }
  let onBrand: { id: number; shorturl: string }

  it('allows one alias once on the public host and once on a branded domain of the caller', async () => {
    onPublic = await created({ url: 'https://public-target.example.com/', custom: 'twice' })
    onBrand = await created({ url: 'https://brand-target.example.com/', custom: 'twice', domain: BRAND })
    expect(onPublic.shorturl).toBe(`${s.url}/twice`)
    expect(onBrand.shorturl).toBe(`${BRAND}/twice`)
    expect(await detailsOf(onBrand.id)).toMatchObject({ domain: BRAND, shorturl: `${BRAND}/twice`, alias: 'twice' })
    const item = (await list('?limit=100')).urls.find((l) => l.id === onBrand.id)
    expect(item).toMatchObject({ domain: BRAND, shorturl: `${BRAND}/twice` })
    // A third time on either host is taken.
    failed(await add({ url: 'https://x.example.com', custom: 'twice' }), 409, ALIAS_TAKEN)
    failed(await add({ url: 'https://x.example.com', custom: 'twice', domain: BRAND }), 409, ALIAS_TAKEN)
  })

  it('takes the domain as the caller wrote it, in any case and with a trailing slash', async () => {
    const saved = await created({ url: 'https://x.example.com/', custom: 'spelled', domain: 'HTTPS://Go.Brand-Links.test/' })
    expect(saved.shorturl).toBe(`${BRAND}/spelled`)
  })

  it('allows on a branded domain an alias another user has on the public host', async () => {
    ok(await add({ url: 'https://x.example.com', custom: 'public-only' }, other.apiKey), linkSaved)
    expect((await created({ url: 'https://x.example.com/', custom: 'public-only', domain: BRAND })).shorturl).toBe(`${BRAND}/public-only`)
  })

  it('redirects each host\'s alias to its own link', async () => {
    const viaBrand = await hostRequest(s.url, '/twice', hostOf(BRAND), { headers: { 'User-Agent': CHROME } })
    expect(viaBrand.status).toBe(302)
    expect(viaBrand.headers.location).toBe('https://brand-target.example.com/')
    const viaPublic = await hostRequest(s.url, '/twice', hostOf(s.url), { headers: { 'User-Agent': CHROME } })
    expect(viaPublic.status).toBe(302)
    expect(viaPublic.headers.location).toBe('https://public-target.example.com/')
    // An alias that lives only on the branded domain is not on the public host.
    expect((await hostRequest(s.url, '/spelled', hostOf(s.url))).status).toBe(404)
  })

  it('refuses a domain that is not the caller\'s like one that does not exist', async () => {
    failed(await add({ url: 'https://x.example.com', domain: OTHER_BRAND }), 404, 'Domain not found.')
    failed(await add({ url: 'https://x.example.com', domain: 'https://nobody.example.com' }), 404, 'Domain not found.')
    failed(await update(onPublic.id, { domain: OTHER_BRAND }), 404, 'Domain not found.')
  })

  it('moves a link between hosts on update, and refuses a move onto a taken alias', async () => {
    const moving = await created({ url: 'https://moving.example.com/', custom: 'moving' })
    expect(ok(await update(moving.id, { domain: BRAND }), linkSaved).shorturl).toBe(`${BRAND}/moving`)
    expect(ok(await update(moving.id, { domain: '' }), linkSaved).shorturl).toBe(`${s.url}/moving`)
    failed(await update(onPublic.id, { domain: BRAND }), 409, ALIAS_TAKEN)
    expect((await detailsOf(onPublic.id)).shorturl).toBe(`${s.url}/twice`)
  })
})

describe('PUT /url/:id/update (L2a)', () => {
  let id: number
  let full: Awaited<ReturnType<typeof detailsOf>>

  beforeAll(async () => {
    id = (
      await created({
        url: 'https://update.example.com/start',
        custom: 'to-update',
        password: 'hunter22',
        expiry: '2099-06-30',
        type: 'frame',
        metatitle: 'Before',
        metadescription: 'Meta before',
        metaimage: 'https://cdn.example.com/b.png',
        description: 'Note before',
        status: 'public',
        geotarget: [{ location: 'FR', link: 'https://update.example.com/fr' }],
        devicetarget: [{ device: 'android', link: 'https://update.example.com/android' }],
        languagetarget: [{ language: 'de', link: 'https://update.example.com/de' }],
        parameters: [{ name: 'utm_campaign', value: 'before' }],
        pixels: [pixelA],
        campaign: campaignA,
      })
    ).id
    full = await detailsOf(id)
  })

  it('changes only the fields present, one at a time', async () => {
    const changes: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ description: 'Note after' }, { description: 'Note after' }],
      [{ type: 'direct' }, { type: 'direct' }],
      [{ status: 'private' }, { status: 'private' }],
      [{ metadescription: 'Meta after' }, { metadescription: 'Meta after' }],
      [{ metaimage: '' }, { metaimage: '' }],
      [{ expiry: '2098-01-01' }, { expiry: '2098-01-01' }],
      [{ geotarget: [] }, { geotarget: [], location: {} }],
      [{ devicetarget: [{ device: 'macos', link: 'https://update.example.com/mac' }] }, { devicetarget: [{ device: 'macos', link: 'https://update.example.com/mac' }], device: { macos: 'https://update.example.com/mac' } }],
      [{ languagetarget: [] }, { languagetarget: [] }],
      [{ parameters: [{ name: 'utm_campaign', value: 'after' }] }, { parameters: [{ name: 'utm_campaign', value: 'after' }] }],
      [{ pixels: [pixelB, pixelA] }, { pixels: [pixelB, pixelA] }],
      [{ metatitle: 'After' }, { metatitle: 'After', title: 'After' }],
      [{ url: 'https://update.example.com/next' }, { longurl: 'https://update.example.com/next' }],
    ]
    let expected = { ...full }
    for (const [body, effect] of changes) {
      const saved = ok(await update(id, body), linkSaved)
      expect(saved).toEqual({ error: 0, id, shorturl: `${s.url}/to-update` })
      expected = { ...expected, ...effect }
      expect(await detailsOf(id), JSON.stringify(body)).toEqual(expected)
    }
    // The password was never touched.
    expect((await detailsOf(id)).protected).toBe(true)
  })

  it('changes nothing on an empty body', async () => {
    const before = await detailsOf(id)
    ok(await update(id, {}), linkSaved)
    ok(await update(id, ''), linkSaved)
    expect(await detailsOf(id)).toEqual(before)
  })

  it('removes the password with "" and never returns it', async () => {
    ok(await update(id, { password: 'new-secret-9' }), linkSaved)
    const answer = await get(id)
    expect(answer.text).not.toContain('new-secret-9')
    expect(ok(answer, linkResponse).details.protected).toBe(true)
    ok(await update(id, { password: '' }), linkSaved)
    expect((await detailsOf(id)).protected).toBe(false)
    expect((await s.db.select().from(links).where(eq(links.id, id)))[0]!.passwordHash).toBeNull()
  })

  it('refuses an expiry in the past, changing nothing', async () => {
    const refused = await update(id, { expiry: '2001-01-01' })
    expect((await detailsOf(id)).expiry).toBe('2098-01-01')
    failed(refused, 400, EXPIRY_PAST)
  })

  it('removes the expiry with ""', async () => {
    expect((await detailsOf(id)).expiry).toBe('2098-01-01')
    ok(await update(id, { expiry: '' }), linkSaved)
    expect((await detailsOf(id)).expiry).toBeNull()
  })

  it('sets the title to the new URL\'s host when there is no metatitle', async () => {
    ok(await update(id, { metatitle: '' }), linkSaved)
    expect(await detailsOf(id)).toMatchObject({ metatitle: '', title: 'update.example.com' })
    ok(await update(id, { url: 'https://moved.example.net/x' }), linkSaved)
    expect(await detailsOf(id)).toMatchObject({ title: 'moved.example.net', longurl: 'https://moved.example.net/x' })
  })

  it('changes the alias: free, own, taken, reserved', async () => {
    expect(ok(await update(id, { custom: 'updated-alias' }), linkSaved).shorturl).toBe(`${s.url}/updated-alias`)
    expect(ok(await update(id, { custom: 'updated-alias' }), linkSaved).shorturl).toBe(`${s.url}/updated-alias`)
    failed(await update(id, { custom: 'mine-taken' }), 409, ALIAS_TAKEN)
    failed(await update(id, { custom: 'theirs-taken' }), 409, ALIAS_TAKEN)
    failed(await update(id, { custom: 'file-taken' }), 409, ALIAS_TAKEN)
    failed(await update(id, { custom: 'api' }), 409, ALIAS_RESERVED)
    expect(await detailsOf(id)).toMatchObject({ alias: 'updated-alias', custom: true })
  })

  it('reads a field sent as null as not given, and campaign null as out of the campaign (L2e, D10a)', async () => {
    const made = await created({ url: 'https://nulls.example.com/', metatitle: 'Kept title', campaign: campaignA })
    ok(await update(made.id, { url: null, metatitle: null, password: null, expiry: null, geotarget: null }), linkSaved)
    expect(await detailsOf(made.id)).toMatchObject({ longurl: 'https://nulls.example.com/', title: 'Kept title', campaign: campaignA })
    ok(await update(made.id, { campaign: null }), linkSaved)
    expect((await detailsOf(made.id)).campaign).toBeNull()
    fieldError(await add({ url: null }), 400, 'url')
  })

  it('refuses invalid fields with 400 naming the field, and a URL of this server, changing nothing', async () => {
    const before = await detailsOf(id)
    fieldError(await update(id, { url: 'nope' }), 400, 'url')
    fieldError(await update(id, { url: 5 }), 400, 'url')
    fieldError(await update(id, { type: 'popup' }), 400, 'type')
    fieldError(await update(id, { status: true }), 400, 'status')
    fieldError(await update(id, { custom: 'x' }), 400, 'custom')
    fieldError(await update(id, { geotarget: [{ location: 'Narnia', link: 'https://x.example.com' }] }), 400, 'geotarget.location')
    fieldError(await update(id, { pixels: [0] }), 400, 'pixels')
    failed(await update(id, { url: `${BRAND}/loop` }), 400, OWN_URL)
    failed(await update(id, { geotarget: [{ location: 'US', link: `${BRAND}/loop` }] }), 400, OWN_URL)
    expect(await detailsOf(id)).toEqual(before)
  })

  it('refuses a URL of this server on update, changing nothing', async () => {
    const before = await detailsOf(id)
    failed(await update(id, { url: `${s.url}/loop` }), 400, OWN_URL)
    expect(await detailsOf(id)).toEqual(before)
  })

  it('moves the link into a campaign with campaign, and out with null or 0', async () => {
    const second = ok(await call(s, '/campaign/add', { method: 'POST', key, body: { name: 'Second campaign' } }), campaignSaved).id
    ok(await update(id, { campaign: second }), linkSaved)
    expect((await detailsOf(id)).campaign).toBe(second)
    expect((await list('?limit=100')).urls.find((l) => l.id === id)!.campaign).toBe(second)
    ok(await update(id, { campaign: null }), linkSaved)
    expect((await detailsOf(id)).campaign).toBeNull()
    ok(await update(id, { campaign: campaignA }), linkSaved)
    ok(await update(id, { campaign: 0 }), linkSaved)
    expect((await detailsOf(id)).campaign).toBeNull()
    // The assign route and the field move the same link.
    ok(await call(s, `/campaign/${second}/assign/${id}`, { method: 'POST', key }), messageEnvelope)
    expect((await detailsOf(id)).campaign).toBe(second)
  })
})

describe("another user's ids (D9)", () => {
  let mine: number
  let theirs: number
  beforeAll(async () => {
    mine = (await created({ url: 'https://mine.example.com/', pixels: [pixelA], campaign: campaignA })).id
    theirs = (await created({ url: 'https://theirs.example.com/', custom: 'their-own' }, other.apiKey)).id
  })

  it('answers 404 "Link not found." on get, update and delete, exactly like an unknown id', async () => {
    for (const id of [theirs, 2147483647, 0, 'abc']) {
      failed(await get(id), 404, NOT_FOUND)
      failed(await update(id, { description: 'mine now' }), 404, NOT_FOUND)
      failed(await remove(id), 404, NOT_FOUND)
    }
    const [row] = await s.db.select().from(links).where(eq(links.id, theirs))
    expect(row).toMatchObject({ userId: other.id, description: '', alias: 'their-own' })
  })

  it('refuses another user\'s pixel, campaign or domain with their 404, changing nothing', async () => {
    const before = await detailsOf(mine)
    failed(await update(mine, { pixels: [othersPixel] }), 404, 'Pixel not found.')
    failed(await update(mine, { pixels: [pixelA, othersPixel] }), 404, 'Pixel not found.')
    failed(await update(mine, { pixels: [2147483647] }), 404, 'Pixel not found.')
    failed(await update(mine, { campaign: othersCampaign }), 404, 'Campaign not found.')
    failed(await update(mine, { campaign: 2147483647 }), 404, 'Campaign not found.')
    failed(await update(mine, { domain: OTHER_BRAND }), 404, 'Domain not found.')
    failed(await update(mine, { description: 'changed', pixels: [othersPixel] }), 404, 'Pixel not found.')
    expect(await detailsOf(mine)).toEqual(before)
    failed(await add({ url: 'https://x.example.com', pixels: [othersPixel] }), 404, 'Pixel not found.')
    failed(await add({ url: 'https://x.example.com', campaign: othersCampaign }), 404, 'Campaign not found.')
  })

  it('never lists or finds another user\'s links', async () => {
    expect((await list('?limit=100')).urls.map((l) => l.id)).not.toContain(theirs)
    expect((await list('?q=their-own')).result).toBe(0)
    failed(await call(s, `/urls?short=${encodeURIComponent(`${s.url}/their-own`)}`, { key }), 404, NOT_FOUND)
  })
})

describe('DELETE /url/:id/delete', () => {
  it('deletes the link, its directory entries and its place in its campaign', async () => {
    const slug = 'delete-check'
    const campaign = ok(await call(s, '/campaign/add', { method: 'POST', key, body: { name: 'Delete check', slug, public: true } }), campaignSaved)
    const dir = ok(await call(s, '/directory/add', { method: 'POST', key, body: { name: 'Holds the link' } }), directoryCreated).id
    const dir2 = ok(await call(s, '/directory/add', { method: 'POST', key, body: { name: 'Holds it too' } }), directoryCreated).id
    const link = await created({ url: 'https://gone.example.com/page', metatitle: 'Soon gone', campaign: campaign.id, pixels: [pixelA] })
    for (const d of [dir, dir2]) ok(await call(s, `/directory/${d}/assign/links/${link.id}`, { method: 'POST', key }), messageEnvelope)
    expect((await list('?limit=100')).urls.find((l) => l.id === link.id)!.directories).toEqual([dir, dir2])
    expect(ok(await call(s, `/directory/${dir}`, { key }), directoryItemList).data.items.map((i) => i.id)).toEqual([link.id])
    // The link fires a pixel, so the rotator answers its pixel page, which leads to the destination.
    const rotator = await fetch(`${s.url}/r/${slug}`, { redirect: 'manual' })
    expect(rotator.status).toBe(200)
    expect(await rotator.text()).toContain('href="https://gone.example.com/page"')
    expect(await (await fetch(campaign.list)).text()).toContain('Soon gone')

    ok(await remove(link.id), messageEnvelope)
    expect(((await remove(link.id)).body as { message: string }).message).toBe(NOT_FOUND)
    failed(await get(link.id), 404, NOT_FOUND)
    failed(await update(link.id, { description: 'x' }), 404, NOT_FOUND)
    expect((await list('?limit=100')).urls.map((l) => l.id)).not.toContain(link.id)
    for (const d of [dir, dir2]) expect(ok(await call(s, `/directory/${d}`, { key }), directoryItemList).data).toMatchObject({ result: 0, items: [] })
    expect((await fetch(`${s.url}/r/${slug}`, { redirect: 'manual' })).status).toBe(404)
    const page = await (await fetch(campaign.list)).text()
    expect(page).not.toContain('Soon gone')
    expect((await s.db.select().from(linkPixels).where(eq(linkPixels.linkId, link.id))).length).toBe(0)
    // Its alias is free again.
    expect((await hostRequest(s.url, link.shorturl.slice(s.url.length), hostOf(s.url))).status).toBe(404)
    ok(await add({ url: 'https://again.example.com', custom: aliasOf(link.shorturl) }), linkSaved)
  })

  it('answers with the message of LINKS.md', async () => {
    const link = await created({ url: 'https://bye.example.com/' })
    expect(ok(await remove(link.id), messageEnvelope)).toEqual({ error: 0, message: LINK_DELETED })
  })
})

describe('GET /urls (L1)', () => {
  let k: string
  let uid: number
  let ids: number[]
  const clickTimes = (alias: string, n: number) =>
    Promise.all(Array.from({ length: n }, (_, i) => hostRequest(s.url, `/${alias}`, hostOf(s.url), { headers: { 'User-Agent': `${CHROME} r${i}` } })))

  beforeAll(async () => {
    const u = await s.newUser()
    k = u.apiKey
    uid = u.id
    ids = []
    for (let i = 1; i <= 7; i++) ids.push((await created({ url: `https://paged.example.com/${i}`, metatitle: `Paged ${i}`, custom: `paged-${u.id}-${i}` }, k)).id)
  })

  it('pages 7 links by 3 with the counters of D12 and error "0"', async () => {
    const pages = [await list('?limit=3', k), await list('?limit=3&page=2', k), await list('?limit=3&page=3', k)]
    expect(pages.map((p) => ({ result: p.result, perpage: p.perpage, currentpage: p.currentpage, nextpage: p.nextpage, maxpage: p.maxpage }))).toEqual([
      { result: 7, perpage: 3, currentpage: 1, nextpage: 2, maxpage: 3 },
      { result: 7, perpage: 3, currentpage: 2, nextpage: 3, maxpage: 3 },
      { result: 7, perpage: 3, currentpage: 3, nextpage: 0, maxpage: 3 },
    ])
    expect(pages.flatMap((p) => p.urls.map((l) => l.id))).toEqual([...ids].reverse())
    expect((await call(s, '/urls', { key: k })).body).toMatchObject({ error: '0', data: { result: 7, perpage: 15, maxpage: 1, nextpage: 0 } })
    expect(await list('?limit=3&page=9', k)).toEqual({ result: 7, perpage: 3, currentpage: 9, nextpage: 0, maxpage: 3, urls: [] })
    expect((await list('?order=date', k)).urls.map((l) => l.id)).toEqual([...ids].reverse())
  })

  it('orders by clicks with order=click, the newest first among equals', async () => {
    await clickTimes(`paged-${uid}-2`, 3)
    await clickTimes(`paged-${uid}-5`, 1)
    await clickTimes(`paged-${uid}-1`, 1)
    const byClicks = (await list('?order=click', k)).urls
    expect(byClicks.map((l) => l.id)).toEqual([ids[1], ids[4], ids[0], ids[6], ids[5], ids[3], ids[2]])
    expect(byClicks.map((l) => l.clicks)).toEqual([3, 1, 1, 0, 0, 0, 0])
    expect(byClicks[0]!.uniqueclicks).toBe(3)
    const paged = await list('?order=click&limit=2&page=2', k)
    expect(paged.urls.map((l) => l.id)).toEqual([ids[0], ids[6]])
  })

  it('gives each item what its badges and campaign column need (L1b), and follows an update', async () => {
    const u = await s.newUser()
    const badged = await created({ url: 'https://badges.example.com/', password: 'pw-1', expiry: '2099-01-31', type: 'splash', devicetarget: [{ device: 'iphone', link: 'https://badges.example.com/ios' }] }, u.apiKey)
    const plainLink = await created({ url: 'https://badges.example.com/plain' }, u.apiKey)
    const items = async () => new Map((await list('', u.apiKey)).urls.map((l) => [l.id, l]))
    expect((await items()).get(badged.id)).toMatchObject({ expiry: '2099-01-31', protected: true, targeted: true, type: 'splash' })
    expect((await items()).get(plainLink.id)).toMatchObject({ expiry: null, protected: false, targeted: false, type: 'direct', campaignname: null })
    const campaign = ok(await call(s, '/campaign/add', { method: 'POST', key: u.apiKey, body: { name: 'Badge <b>campaign</b>' } }), campaignSaved).id
    ok(await update(plainLink.id, { campaign }, u.apiKey), linkSaved)
    expect((await items()).get(plainLink.id)).toMatchObject({ campaign, campaignname: 'Badge <b>campaign</b>' })
    ok(await update(badged.id, { password: '', expiry: '', devicetarget: [], type: 'direct' }, u.apiKey), linkSaved)
    expect((await items()).get(badged.id)).toMatchObject({ expiry: null, protected: false, targeted: false, type: 'direct' })
  })

  it('refuses an unknown order and a bad q with 400 naming them', async () => {
    fieldError(await call(s, '/urls?order=clicks', { key: k }), 400, 'order', /date, click or clicked/)
    fieldError(await call(s, `/urls?q=${'q'.repeat(201)}`, { key: k }), 400, 'q')
    fieldError(await call(s, '/urls?q=a&q=b', { key: k }), 400, 'q')
  })

  describe('q', () => {
    let byUrl: number
    let byAlias: number
    let byTitle: number
    let percent: number
    let underscore: number
    beforeAll(async () => {
      byUrl = (await created({ url: 'https://search.example.com/NeedleInUrl' }, k)).id
      byAlias = (await created({ url: 'https://search.example.com/b', custom: `needle-alias-${byUrl}` }, k)).id
      byTitle = (await created({ url: 'https://search.example.com/c', metatitle: 'A NEEDLE in the title' }, k)).id
      percent = (await created({ url: 'https://search.example.com/d', metatitle: 'Save 100% today' }, k)).id
      await created({ url: 'https://search.example.com/e', metatitle: 'Save 1000 today' }, k)
      underscore = (await created({ url: 'https://search.example.com/f', metatitle: 'snake_case title' }, k)).id
      await created({ url: 'https://search.example.com/g', metatitle: 'snakeXcase title' }, k)
    })
    const found = async (q: string) => {
      const data = await list(`?limit=100&q=${encodeURIComponent(q)}`, k)
      expect(data.result).toBe(data.urls.length)
      return data.urls.map((l) => l.id).sort((a, b) => a - b)
    }

    it('matches the long URL, the alias and the title, case-insensitively', async () => {
      const all = [byUrl, byAlias, byTitle].sort((a, b) => a - b)
      expect(await found('needle')).toEqual(all)
      expect(await found('NEEDLE')).toEqual(all)
      expect(await found('nEeDlE')).toEqual(all)
      expect(await found('needleinurl')).toEqual([byUrl])
      expect(await found(`needle-alias-${byUrl}`)).toEqual([byAlias])
      expect(await found('in the TITLE')).toEqual([byTitle])
      expect(await found('no such text anywhere')).toEqual([])
    })

    it('takes % and _ literally', async () => {
      expect(await found('0%')).toEqual([percent])
      expect(await found('%')).toEqual([percent])
      expect(await found('e_c')).toEqual([underscore])
      expect(await found('_')).toEqual([underscore])
    })

    it('pages the matches with their own counters', async () => {
      const page = await list(`?q=needle&limit=2&page=2`, k)
      expect(page).toMatchObject({ result: 3, perpage: 2, currentpage: 2, nextpage: 0, maxpage: 2 })
      expect(page.urls).toHaveLength(1)
    })
  })
})

describe('GET /urls/summary (L1c)', () => {
  it('counts the caller’s links, all their clicks and the last 30 days by day, and nobody else’s', async () => {
    const u = await s.newUser()
    const a = await created({ url: 'https://summary.example.com/a', custom: `sum-a-${u.id}` }, u.apiKey)
    await created({ url: 'https://summary.example.com/b' }, u.apiKey)
    for (let i = 0; i < 3; i++) await hostRequest(s.url, `/sum-a-${u.id}`, hostOf(s.url), { headers: { 'User-Agent': `${CHROME} s${i}` } })
    // Five clicks from 40 days ago count in the total, not in the last 30 days.
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10)
    await s.db.insert(clickDays).values({ linkId: a.id, day: old, clicks: 5 })
    await s.db.update(links).set({ clicks: sql`${links.clicks} + 5` }).where(eq(links.id, a.id))
    const summary = ok(await call(s, '/urls/summary', { key: u.apiKey }), linkSummary).data
    expect(summary).toMatchObject({ links: 2, clicks: 8, recentClicks: 3 })
    expect(summary.timeline.at(-1)).toEqual({ date: todayUtc(), clicks: 3 })
    expect(summary.timeline.slice(0, -1).every((d) => d.clicks === 0)).toBe(true)
    const fresh = await s.newUser()
    expect(ok(await call(s, '/urls/summary', { key: fresh.apiKey }), linkSummary).data).toMatchObject({ links: 0, clicks: 0, recentClicks: 0 })
  })

  it('needs a key, like every API route', async () => {
    expect((await call(s, '/urls/summary', { key: null })).status).toBe(401)
  })
})

describe('GET /urls?short=', () => {
  it('finds a link by its full short URL on the public host, with the answer of GET /url/:id', async () => {
    const link = await created({ url: 'https://short.example.com/a', custom: 'find-me' })
    const byShort = ok(await call(s, `/urls?short=${encodeURIComponent(link.shorturl)}`, { key }), linkResponse)
    expect(byShort).toEqual(ok(await get(link.id), linkResponse))
    expect(byShort.id).toBe(link.id)
  })

  it('finds a link on a branded domain by its short URL there', async () => {
    const link = await created({ url: 'https://short.example.com/b', custom: 'find-me', domain: BRAND })
    expect(link.shorturl).toBe(`${BRAND}/find-me`)
    const byShort = ok(await call(s, `/urls?short=${encodeURIComponent(link.shorturl)}`, { key }), linkResponse)
    expect(byShort).toEqual(ok(await get(link.id), linkResponse))
  })

  it.each([
    ['an unknown alias', () => `${s.url}/no-such-alias`],
    ['an alias on the wrong host', () => `${OTHER_BRAND}/find-me`],
    ['not a URL', () => 'find-me'],
    ['an empty value', () => ''],
  ])('answers 404 "Link not found." for %s', async (_, short) => {
    failed(await call(s, `/urls?short=${encodeURIComponent(short())}`, { key }), 404, NOT_FOUND)
  })
})

describe('bio pages and the links of QR codes are not short links (L1, D31)', () => {
  let bio: number
  let qrLink: number
  let token: string
  beforeAll(async () => {
    bio = (await insertLink(s, user.id, { kind: 'bio', title: 'My bio page', alias: 'my-bio-page' })).id
    const code = ok(await call(s, '/qr/add', { method: 'POST', key, body: { type: 'link', data: 'https://qr-only.example.com/', name: 'Code' } }), qrCreated)
    token = code.link.slice(code.link.lastIndexOf('/') + 1, -'.png'.length)
    qrLink = (await s.db.select({ l: qrCodes.linkId }).from(qrCodes).where(eq(qrCodes.id, code.id)))[0]!.l!
    expect(qrLink).toBeGreaterThan(0)
  })

  it('lists neither and counts neither', async () => {
    const data = await list('?limit=100')
    expect(data.urls.map((l) => l.id)).not.toContain(bio)
    expect(data.urls.map((l) => l.id)).not.toContain(qrLink)
    const shown = (await s.db.select({ n: count() }).from(links).where(and(eq(links.userId, user.id), eq(links.kind, 'links'), eq(links.qr, false))))[0]!.n
    expect(data.result).toBe(shown)
    expect((await list('?q=my-bio-page')).result).toBe(0)
    expect((await list('?q=qr-only')).result).toBe(0)
  })

  it('answers 404 "Link not found." for them on every route', async () => {
    for (const id of [bio, qrLink]) {
      failed(await get(id), 404, NOT_FOUND)
      failed(await update(id, { url: 'https://hijack.example.com' }), 404, NOT_FOUND)
      failed(await remove(id), 404, NOT_FOUND)
    }
    failed(await call(s, `/urls?short=${encodeURIComponent(`${s.url}/${token}`)}`, { key }), 404, NOT_FOUND)
    failed(await call(s, `/urls?short=${encodeURIComponent(`${s.url}/my-bio-page`)}`, { key }), 404, NOT_FOUND)
    expect((await s.db.select().from(links).where(eq(links.id, qrLink)))[0]!.longUrl).not.toBe('https://hijack.example.com')
  })

  it('keeps their aliases taken', async () => {
    failed(await add({ url: 'https://x.example.com', custom: 'my-bio-page' }), 409, ALIAS_TAKEN)
    failed(await add({ url: 'https://x.example.com', custom: token }), 409, ALIAS_TAKEN)
  })
})
