import { describe, expect, it } from 'vitest'
import {
  PIXEL_DELETED,
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
    ['tiktok', 'C4ABCDEF'],
  ])('accepts a %s pixel with tag %j', (type, tag) => {
    expect(pixelCreate.parse({ type, name: ' Mine ', tag })).toEqual({ type, name: 'Mine', tag })
  })

  it('accepts a name of 100 and a tag of 3 and 100 characters', () => {
    expect(pixelCreate.safeParse({ type: 'bing', name: 'n'.repeat(100), tag: 'abc' }).success).toBe(true)
    expect(pixelCreate.safeParse({ type: 'bing', name: 'n', tag: 't'.repeat(100) }).success).toBe(true)
  })

  it.each([
    ['type', { name: 'x', tag: 'abc' }, /^type must be one of/],
    ['type', { type: 'matomo', name: 'x', tag: 'abc' }, /^type must be one of/],
    ['name', { type: 'bing', tag: 'abc' }, /^name is required/],
    ['name', { type: 'bing', name: '', tag: 'abc' }, /^name must not be empty/],
    ['name', { type: 'bing', name: 'n'.repeat(101), tag: 'abc' }, /^name must be at most 100 characters/],
    ['name', { type: 'bing', name: 5, tag: 'abc' }, /^name must be a string/],
    ['tag', { type: 'bing', name: 'x' }, /^tag is required/],
    ['tag', { type: 'bing', name: 'x', tag: 'ab' }, /^tag must be at least 3 characters/],
    ['tag', { type: 'bing', name: 'x', tag: 't'.repeat(101) }, /^tag must be at most 100 characters/],
    ['tag', { type: 'gtmpixel', name: 'x', tag: 'AB12CD' }, /^tag must start with GTM-/],
    ['tag', { type: 'gtmpixel', name: 'x', tag: 'gtm-AB12CD' }, /^tag must start with GTM-/],
    ['tag', { type: 'fbpixel', name: 'x', tag: '12345a' }, /^tag must contain only digits/],
    ['tag', { type: 'fbpixel', name: 'x', tag: '123-456' }, /^tag must contain only digits/],
  ])('refuses a bad %s in %j, naming the field', (field, body, message) => {
    expect(messageAt(pixelCreate, body, field)).toMatch(message)
  })

  it('applies the GTM- and digits rules only to their own types', () => {
    expect(pixelTagProblem('gapixel', 'UA-1234')).toBeNull()
    expect(pixelTagProblem('bing', 'abcdef')).toBeNull()
    expect(pixelTagProblem('gtmpixel', 'GTM-1')).toBeNull()
    expect(pixelTagProblem('fbpixel', '123')).toBeNull()
    expect(pixelTagProblem('gtmpixel', 'UA-1234')).toMatch(/^tag /)
    expect(pixelTagProblem('fbpixel', 'UA-1234')).toMatch(/^tag /)
  })

  it('reports the tag rule once, at the tag', () => {
    expect(issuesOf(pixelCreate, { type: 'gtmpixel', name: 'x', tag: 'ABC-1' })).toEqual([
      { path: 'tag', message: 'tag must start with GTM- for Google Tag Manager.' },
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
