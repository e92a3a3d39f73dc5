import { describe, expect, it } from 'vitest'
import {
  PIXEL_DELETED,
  PIXEL_TAG_FORMATS,
  PIXEL_TYPES,
  PIXEL_UPDATED,
  pixelCreate,
  pixelList,
  pixelListTolerant,
  pixelTagProblem,
  pixelType,
  pixelUpdate,
} from './pixels.ts'
import { issuesOf, listBody, messageAt } from './test-utils.ts'

const items = [
  { id: 2, type: 'gtmpixel', name: 'Site tags', tag: 'GTM-AB12CD', date: '2024-05-01 13:45:00' },
  { id: 1, type: 'fbpixel', name: 'Facebook', tag: '1234567890', date: '2024-04-01 08:00:00' },
]

describe('pixel list', () => {
  it('parses the list strictly', () => {
    expect(pixelList.parse(listBody('pixels', items))).toEqual(listBody('pixels', items))
  })

  it('parses the list tolerantly', () => {
    expect(pixelListTolerant.parse(listBody('pixels', items)).items).toEqual(items)
  })

  it('strictly rejects an unknown type; tolerantly keeps it', () => {
    const odd = [{ ...items[0], type: 'matomo' }]
    expect(pixelList.safeParse(listBody('pixels', odd)).success).toBe(false)
    expect(pixelListTolerant.parse(listBody('pixels', odd)).items[0]?.type).toBe('matomo')
  })
})

describe('pixel types (D25)', () => {
  it('are the 13 vendor identifiers in SPEC order', () => {
    expect(PIXEL_TYPES).toEqual([
      'gtmpixel',
      'gapixel',
      'fbpixel',
      'adwordspixel',
      'linkedinpixel',
      'twitterpixel',
      'adrollpixel',
      'quorapixel',
      'pinterest',
      'bing',
      'snapchat',
      'reddit',
      'tiktok',
    ])
  })

  it.each(['GTMPIXEL', 'googleanalytics', 'pixel', ''])('refuse %j, naming the field', (type) => {
    expect(messageAt(pixelType, type, '')).toMatch(/^type must be one of gtmpixel, gapixel, .*, tiktok\.$/)
  })
})

describe('pixel create (D25)', () => {
  it.each([
    ['gtmpixel', 'GTM-AB12CD'],
    ['fbpixel', '1234567890'],
    ['gapixel', 'G-XYZ123'],
    ['tiktok', 'C4BNMOKNCKAH5TF6VBKG'],
  ])('accepts a %s pixel with tag %j', (type, tag) => {
    expect(pixelCreate.parse({ type, name: ' Mine ', tag })).toEqual({ type, name: 'Mine', tag })
  })

  it('accepts a name of 100 and a tag of 3 and 100 characters where the vendor has no format', () => {
    expect(pixelCreate.safeParse({ type: 'twitterpixel', name: 'n'.repeat(100), tag: 'abc' }).success).toBe(true)
    expect(pixelCreate.safeParse({ type: 'twitterpixel', name: 'n', tag: 't'.repeat(100) }).success).toBe(true)
  })

  it.each([
    ['type', { name: 'x', tag: 'abc' }, /^type must be one of/],
    ['type', { type: 'matomo', name: 'x', tag: 'abc' }, /^type must be one of/],
    ['name', { type: 'bing', tag: '12345' }, /^name is required/],
    ['name', { type: 'bing', name: '', tag: '12345' }, /^name must not be empty/],
    ['name', { type: 'bing', name: 'n'.repeat(101), tag: '12345' }, /^name must be at most 100 characters/],
    ['name', { type: 'bing', name: 5, tag: '12345' }, /^name must be a string/],
    ['tag', { type: 'bing', name: 'x' }, /^tag is required/],
    ['tag', { type: 'twitterpixel', name: 'x', tag: 'ab' }, /^tag must be at least 3 characters/],
    ['tag', { type: 'twitterpixel', name: 'x', tag: 't'.repeat(101) }, /^tag must be at most 100 characters/],
    ['tag', { type: 'gtmpixel', name: 'x', tag: 'AB12CD' }, /^tag must be a Google Tag Manager container ID: GTM-/],
    ['tag', { type: 'gtmpixel', name: 'x', tag: 'gtm_AB12CD' }, /^tag must be a Google Tag Manager container ID/],
    ['tag', { type: 'fbpixel', name: 'x', tag: '12345a' }, /^tag must be a Meta pixel ID: digits only/],
    ['tag', { type: 'fbpixel', name: 'x', tag: '123-456' }, /^tag must be a Meta pixel ID/],
  ])('refuses a bad %s in %j, naming the field', (field, body, message) => {
    expect(messageAt(pixelCreate, body, field)).toMatch(message)
  })

  // D25a: the vendors' documented formats; the issue's own examples first.
  it.each([
    ['adwordspixel', 'hello world', /^tag must be a Google Ads tag ID: AW- and 6 to 12 digits/],
    ['gapixel', 'UA-1', /^tag must be a Google Analytics 4 measurement ID: G- .* Universal Analytics IDs \(UA-…\) no longer collect data\.$/],
    ['snapchat', 'not-a-uuid', /^tag must be a Snap pixel ID in UUID form, like 1a2b3c4d-/],
    ['gapixel', 'G-abc.123', /^tag must be a Google Analytics 4/],
    ['adwordspixel', '123456789', /^tag must be a Google Ads tag ID/],
    ['linkedinpixel', 'li-4412087', /^tag must be a LinkedIn partner ID: digits only/],
    ['tiktok', 'CK1QJ3RC77U8', /^tag must be a TikTok pixel code of 20 capital letters and digits/],
    ['tiktok', 'c4bnmokncKAH5TF6VBK_', /^tag must be a TikTok pixel code/],
    ['adrollpixel', 'ADVONLY', /^tag must be an AdRoll advertiser ID/],
    ['quorapixel', 'abc123', /^tag must be a Quora pixel ID of 32 hexadecimal characters/],
    ['pinterest', '26123', /^tag must be a Pinterest tag ID/],
    ['bing', 'bing-tag', /^tag must be a Microsoft Advertising UET tag ID: digits only/],
    ['reddit', 'reddit123', /^tag must be a Reddit pixel ID: a2_ or t2_/],
    ['gtmpixel', 'GTM-1', /^tag must be a Google Tag Manager container ID/],
  ])('refuses a %s tag %j with a message a person understands', (type, tag, message) => {
    expect(messageAt(pixelCreate, { type, name: 'x', tag }, 'tag')).toMatch(message)
  })

  it.each([
    ['gtmpixel', ' GTM-3c0ed5 ', 'GTM-3C0ED5'],
    ['gtmpixel', 'gtm-ab12cd', 'GTM-AB12CD'],
    ['gapixel', 'g-7fq2lz9x1d', 'G-7FQ2LZ9X1D'],
    ['tiktok', 'c4bnmokncKAH5TF6VBKG', 'C4BNMOKNCKAH5TF6VBKG'],
    ['adrollpixel', 'abcdefghijklmnopqrstuv', 'ABCDEFGHIJKLMNOPQRSTUV'],
    ['adwordspixel', 'aw-123456789/AbC-d', 'AW-123456789/AbC-d'],
    ['snapchat', '1A2B3C4D-1a2b-1a2b-1a2b-1a2b3c4d5e6f', '1A2B3C4D-1a2b-1a2b-1a2b-1a2b3c4d5e6f'],
  ])('normalises a %s tag %j to %j (issue 34)', (type, tag, stored) => {
    expect(pixelCreate.parse({ type, name: 'x', tag }).tag).toBe(stored)
  })

  it.each([
    ['gtmpixel', 'GTM-K9X2PQ7'],
    ['gapixel', 'G-7FQ2LZ9X1D'],
    ['fbpixel', '1234567890123456'],
    ['adwordspixel', 'AW-123456789'],
    ['adwordspixel', 'AW-123456789/AbC-D_efG1'],
    ['linkedinpixel', '4412087'],
    ['twitterpixel', 'o1abc'],
    ['adrollpixel', 'ABCDEFGHIJKLMNOPQRSTUV'],
    ['adrollpixel', 'ABCDEFGHIJKLMNOPQRSTUV/WXYZ0123456789ABCDEFGH'],
    ['quorapixel', '0123456789abcdef0123456789ABCDEF'],
    ['pinterest', '2612345678901'],
    ['bing', '12345678'],
    ['snapchat', '1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f'],
    ['reddit', 't2_abc123'],
    ['reddit', 'a2_dxyz9876'],
    ['tiktok', 'C4BNMOKNCKAH5TF6VBKG'],
  ])('accepts the documented %s tag %j', (type, tag) => {
    expect(pixelTagProblem(type, tag)).toBeNull()
  })

  it('gives every type an example that passes its own rule', () => {
    for (const type of PIXEL_TYPES) expect(pixelTagProblem(type, PIXEL_TAG_FORMATS[type].example), type).toBeNull()
  })

  it('checks a format only against its own type', () => {
    expect(pixelTagProblem('twitterpixel', 'UA-1234')).toBeNull()
    expect(pixelTagProblem('nosuchtype', 'x')).toBeNull()
    expect(pixelTagProblem('gtmpixel', 'UA-1234')).toMatch(/^tag /)
    expect(pixelTagProblem('fbpixel', 'UA-1234')).toMatch(/^tag /)
  })

  it('reports the tag rule once, at the tag', () => {
    expect(issuesOf(pixelCreate, { type: 'gtmpixel', name: 'x', tag: 'ABC-1' })).toEqual([
      { path: 'tag', message: 'tag must be a Google Tag Manager container ID: GTM- and 4 to 12 capital letters or digits, like GTM-K9X2PQ7.' },
    ])
  })
})

describe('pixel update (D25)', () => {
  it('requires the tag and leaves the name optional', () => {
    expect(pixelUpdate.parse({ tag: 'GTM-XYZ' })).toEqual({ tag: 'GTM-XYZ' })
    expect(messageAt(pixelUpdate, { name: 'Renamed' }, 'tag')).toBe('tag is required.')
  })

  it('drops a type in the body, since the type cannot change', () => {
    expect(pixelUpdate.parse({ type: 'bing', name: 'Renamed', tag: 'abc' })).toEqual({ name: 'Renamed', tag: 'abc' })
  })

  it.each([
    ['name', { name: '', tag: 'abc' }, /^name must not be empty/],
    ['tag', { tag: 'ab' }, /^tag must be at least 3 characters/],
    ['tag', { tag: 123 }, /^tag must be a string/],
  ])('refuses a bad %s in %j, naming the field', (field, body, message) => {
    expect(messageAt(pixelUpdate, body, field)).toMatch(message)
  })

  it('uses the documented success messages', () => {
    expect(PIXEL_UPDATED).toBe('Pixel has been updated successfully.')
    expect(PIXEL_DELETED).toBe('Pixel has been deleted successfully.')
  })
})
