import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createdEnvelope, messageEnvelope, pixelList } from '../../contract/index.ts'
import { PIXEL_TAG_FORMATS, type PixelType, pixelTagProblem } from '../../contract/pixels.ts'
import { startServer, type TestServer } from './harness.ts'
import { TIMESTAMP, ageMs, call, failed, fieldError, ok, whole, type Refusal, refusesEach } from './helpers.ts'

const UPDATED = 'Pixel has been updated successfully.'
const DELETED = 'Pixel has been deleted successfully.'
// D25, in SPEC order.
const TYPES = ['gtmpixel', 'gapixel', 'fbpixel', 'adwordspixel', 'linkedinpixel', 'twitterpixel', 'adrollpixel', 'quorapixel', 'pinterest', 'bing', 'snapchat', 'reddit', 'tiktok']
const validTag = (type: string) => PIXEL_TAG_FORMATS[type as PixelType].example

let s: TestServer
let key: string
beforeAll(async () => {
  s = await startServer()
  key = (await s.newUser()).apiKey
})
afterAll(() => s?.stop())

const add = (body: unknown, k = key) => call(s, '/pixel/add', { method: 'POST', key: k, body })
const update = (id: number | string, body: unknown, k = key) => call(s, `/pixel/${id}/update`, { method: 'PUT', key: k, body })
const list = async (k = key) => {
  const { data } = ok(await call(s, '/pixels?limit=100', { key: k }), pixelList)
  return whole(data, data.pixels)
}
const find = async (id: number) => (await list()).pixels.find((p) => p.id === id)

describe('POST /pixel/add (D25)', () => {
  it.each(TYPES)('creates a %s pixel and lists it with the strict shape', async (type) => {
    const { id } = ok(await add({ type, name: `My ${type}`, tag: validTag(type) }), createdEnvelope)
    const pixel = await find(id)
    expect(pixel).toEqual({ id, type, name: `My ${type}`, tag: validTag(type), date: expect.stringMatching(TIMESTAMP) })
    expect(ageMs(pixel!.date)).toBeLessThan(120_000)
  })

  it('accepts a 3- and a 100-character tag and a 100-character name', async () => {
    ok(await add({ type: 'twitterpixel', name: 'n'.repeat(100), tag: 'abc' }), createdEnvelope)
    ok(await add({ type: 'twitterpixel', name: 'long tag', tag: 't'.repeat(100) }), createdEnvelope)
  })

  const invalid: Refusal[] = [
    ['a missing type', { name: 'p', tag: 'abc-1' }, 'type'],
    ['an unknown type', { type: 'facebook', name: 'p', tag: 'abc-2' }, 'type', new RegExp(`one of ${TYPES.join(', ')}\\.$`)],
    ['a type in upper case', { type: 'GAPIXEL', name: 'p', tag: 'abc-3' }, 'type'],
    ['a missing name', { type: 'twitterpixel', tag: 'abc-4' }, 'name', /required/],
    ['an empty name', { type: 'twitterpixel', name: '', tag: 'abc-5' }, 'name'],
    ['a 101-character name', { type: 'twitterpixel', name: 'n'.repeat(101), tag: 'abc-6' }, 'name', /100/],
    ['a number as name', { type: 'twitterpixel', name: 1, tag: 'abc-7' }, 'name', /must be a string/],
    ['a missing tag', { type: 'twitterpixel', name: 'p' }, 'tag', /required/],
    ['a 2-character tag', { type: 'twitterpixel', name: 'p', tag: 'ab' }, 'tag', /3/],
    ['a 101-character tag', { type: 'twitterpixel', name: 'p', tag: 't'.repeat(101) }, 'tag', /100/],
    ['a number as tag', { type: 'twitterpixel', name: 'p', tag: 12345 }, 'tag', /must be a string/],
    ['a GTM tag without GTM-', { type: 'gtmpixel', name: 'p', tag: 'ABC-1234' }, 'tag', /GTM-/],
    ['a Facebook tag with letters', { type: 'fbpixel', name: 'p', tag: '12ab34' }, 'tag', /digits/],
  ]
  refusesEach('pixels', invalid, add, list, (after) => after.pixels.filter((p) => /^abc-\d$/.test(p.tag) || p.tag === 'ABC-1234' || p.tag === '12ab34'))

  it('refuses the same type and tag twice for one user with 409, but not another type or user', async () => {
    ok(await add({ type: 'reddit', name: 'first', tag: 't2_dup' }), createdEnvelope)
    fieldError(await add({ type: 'reddit', name: 'second', tag: 't2_dup' }), 409, 'tag')
    ok(await add({ type: 'twitterpixel', name: 'other type', tag: 't2_dup' }), createdEnvelope)
    const other = await s.newUser()
    ok(await add({ type: 'reddit', name: 'other user', tag: 't2_dup' }, other.apiKey), createdEnvelope)
    expect((await list()).pixels.filter((p) => p.type === 'reddit' && p.tag === 't2_dup').map((p) => p.name)).toEqual(['first'])
  })
})

describe('PUT /pixel/:id/update', () => {
  it('changes name and tag with the exact message', async () => {
    const { id } = ok(await add({ type: 'gapixel', name: 'Old name', tag: 'G-OLD1' }), createdEnvelope)
    expect(ok(await update(id, { name: 'New name', tag: 'G-NEW1' }), messageEnvelope)).toEqual({ error: 0, message: UPDATED })
    expect(await find(id)).toMatchObject({ type: 'gapixel', name: 'New name', tag: 'G-NEW1' })
  })

  it('keeps the name when only the tag is given', async () => {
    const { id } = ok(await add({ type: 'gapixel', name: 'Stays', tag: 'G-KEEP1' }), createdEnvelope)
    ok(await update(id, { tag: 'G-KEEP2' }), messageEnvelope)
    expect(await find(id)).toMatchObject({ name: 'Stays', tag: 'G-KEEP2' })
  })

  it('never changes the type, and checks the tag against the stored type', async () => {
    const { id } = ok(await add({ type: 'gtmpixel', name: 'Container', tag: 'GTM-FIXED1' }), createdEnvelope)
    fieldError(await update(id, { type: 'gapixel', tag: 'G-123456' }), 400, 'tag', /GTM-/)
    ok(await update(id, { type: 'gapixel', tag: 'GTM-FIXED2' }), messageEnvelope)
    expect(await find(id)).toMatchObject({ type: 'gtmpixel', tag: 'GTM-FIXED2' })
  })

  it('refuses invalid input with 400 and changes nothing', async () => {
    const { id } = ok(await add({ type: 'fbpixel', name: 'Meta', tag: '111222333' }), createdEnvelope)
    fieldError(await update(id, { name: 'No tag' }), 400, 'tag', /required/)
    fieldError(await update(id, { tag: 'abc' }), 400, 'tag', /digits/)
    fieldError(await update(id, { tag: '12' }), 400, 'tag')
    fieldError(await update(id, { name: '', tag: '444555666' }), 400, 'name')
    expect(await find(id)).toMatchObject({ name: 'Meta', tag: '111222333' })
  })

  it("refuses a tag used by another pixel of the type with 409, and accepts the pixel's own tag", async () => {
    ok(await add({ type: 'tiktok', name: 'A', tag: 'C4AAAAAAAAAAAAAAAAAA' }), createdEnvelope)
    const { id } = ok(await add({ type: 'tiktok', name: 'B', tag: 'C4BBBBBBBBBBBBBBBBBB' }), createdEnvelope)
    fieldError(await update(id, { tag: 'C4AAAAAAAAAAAAAAAAAA' }), 409, 'tag')
    expect(await find(id)).toMatchObject({ tag: 'C4BBBBBBBBBBBBBBBBBB' })
    ok(await update(id, { tag: 'C4BBBBBBBBBBBBBBBBBB', name: 'B2' }), messageEnvelope)
  })

  it('answers 404 for an unknown id', async () => {
    failed(await update(2147483647, { tag: 'whatever' }), 404, 'Pixel not found.')
  })
})

describe("each vendor's tag format (D25a)", () => {
  const SECOND_TAGS: Record<string, string> = {
    adwordspixel: 'AW-987654321/Conv_1',
    gapixel: 'G-ABCDEF1234',
    snapchat: 'ffffffff-0000-4000-8000-123456789abc',
    linkedinpixel: '998877',
    tiktok: 'CABCDEFGHIJKLMNOPQRS',
    bing: '87654321',
  }

  it.each([
    ['adwordspixel', 'hello world', /^tag must be a Google Ads tag ID: AW- /],
    ['gapixel', 'UA-1', /^tag must be a Google Analytics 4 measurement ID: G- .*UA-/],
    ['snapchat', 'not-a-uuid', /^tag must be a Snap pixel ID in UUID form/],
    ['linkedinpixel', 'partner 1', /^tag must be a LinkedIn partner ID: digits only/],
    ['tiktok', 'tiktok-123', /^tag must be a TikTok pixel code/],
    ['bing', 'bing-tag', /^tag must be a Microsoft Advertising UET tag ID/],
  ])('refuses a %s tag %j on add and on update, writing nothing', async (type, tag, message) => {
    fieldError(await add({ type, name: 'Bad', tag }), 400, 'tag', message)
    const good = SECOND_TAGS[type]!
    expect(pixelTagProblem(type, good)).toBeNull()
    const { id } = ok(await add({ type, name: 'Good', tag: good }), createdEnvelope)
    fieldError(await update(id, { tag }), 400, 'tag', message)
    expect(await find(id)).toMatchObject({ tag: good })
    ok(await call(s, `/pixel/${id}/delete`, { method: 'DELETE', key }), messageEnvelope)
  })

  it('keeps only the length rule where the vendor documents no format (X)', async () => {
    ok(await add({ type: 'twitterpixel', name: 'X', tag: 'any tag, 3+' }), createdEnvelope)
  })
})

describe('DELETE /pixel/:id/delete', () => {
  it('deletes with the exact message, then answers 404, and frees the tag', async () => {
    const { id } = ok(await add({ type: 'pinterest', name: 'Pins', tag: '2612345678911' }), createdEnvelope)
    expect(ok(await call(s, `/pixel/${id}/delete`, { method: 'DELETE', key }), messageEnvelope)).toEqual({ error: 0, message: DELETED })
    expect(await find(id)).toBeUndefined()
    failed(await call(s, `/pixel/${id}/delete`, { method: 'DELETE', key }), 404, 'Pixel not found.')
    failed(await update(id, { tag: '2612345678912' }), 404, 'Pixel not found.')
    ok(await add({ type: 'pinterest', name: 'Pins again', tag: '2612345678911' }), createdEnvelope)
  })
})

describe('the demo pixels', () => {
  it('lists the five seeded pixels with the strict shape, newest first', async () => {
    const { pixels, result } = ok(await call(s, '/pixels'), pixelList).data
    expect(result).toBe(5)
    expect(pixels.map((p) => p.type)).toEqual(['tiktok', 'linkedinpixel', 'gapixel', 'fbpixel', 'gtmpixel'])
    for (const p of pixels) expect(pixelTagProblem(p.type, p.tag), p.type).toBeNull()
  })
})
