import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  ALIAS_RESERVED,
  ALIAS_TAKEN,
  DEVICES,
  EXPIRY_PAST,
  EXPIRY_RULE,
  LINK_DELETED,
  LINK_STATUSES,
  LINK_TYPES,
  LINK_TYPE_RULE,
  designOf,
  OWN_URL,
  isLanguageCode,
  isReservedAlias,
  linkCreate,
  linkDetails,
  linkDetailsTolerant,
  linkDuplicated,
  linkItem,
  linkItemTolerant,
  linkList,
  linkListTolerant,
  linkResponse,
  linkResponseTolerant,
  linkSaved,
  linkSavedTolerant,
  linkUpdate,
  linksQuery,
} from './links.ts'
import { issuesOf, listBody, messageAt } from './test-utils.ts'

// LINKS.md: L1 list, L2 body rules, L3 details/data, L5 tolerance of the live service.

const URL_OK = 'https://shop.example.com/sale?season=spring'
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)

/** "geotarget.0.location" → "geotarget.location": the field a message must name (D7, L2b). */
const fieldOf = (path: string) =>
  path
    .split('.')
    .filter((s) => !/^\d+$/.test(s))
    .join('.')

/** The message at `path`, after checking that it names its field. */
function refusal(schema: z.ZodType, body: unknown, path: string): string {
  const message = messageAt(schema, body, path)
  expect(message).toContain(fieldOf(path))
  return message
}

const create = (fields: Record<string, unknown>) => ({ url: URL_OK, ...fields })

describe('link constants (L2)', () => {
  it('has the three types, two statuses and seven devices', () => {
    expect(LINK_TYPES).toEqual(['direct', 'frame', 'splash'])
    expect(LINK_STATUSES).toEqual(['public', 'private'])
    expect(DEVICES).toEqual(['iphone', 'ipad', 'android', 'windows', 'macos', 'linux', 'chromeos'])
  })

  it('uses the live product sentences', () => {
    expect(ALIAS_TAKEN).toBe('That alias is taken. Please choose another one.')
    expect(ALIAS_RESERVED).toBe('That alias is reserved. Please choose another one.')
    expect(OWN_URL).toBe('You cannot shorten URLs of this website.')
    expect(EXPIRY_PAST).toBe('The expiry date must be later than today.')
    expect(LINK_DELETED).toBe('Link has been successfully deleted.')
  })

  it.each(['app', 'api', 'r', 'u', 'qr', 'avatar', 'API', 'App'])('reserves the alias %j', (alias) => {
    expect(isReservedAlias(alias)).toBe(true)
  })

  it.each(['spring-sale', 'apps', 'qr2', 'ru'])('does not reserve the alias %j', (alias) => {
    expect(isReservedAlias(alias)).toBe(false)
  })
})

describe('linkCreate: url (L2)', () => {
  it('accepts an http(s) URL alone, trimmed', () => {
    expect(linkCreate.parse({ url: ` ${URL_OK} ` })).toEqual({ url: URL_OK })
    expect(linkCreate.parse({ url: 'http://example.com' })).toEqual({ url: 'http://example.com' })
    expect(linkCreate.parse({ url: 'HTTPS://EXAMPLE.COM/A' })).toEqual({ url: 'HTTPS://EXAMPLE.COM/A' })
  })

  it('accepts a URL of exactly 2000 characters', () => {
    const url = `https://example.com/${'a'.repeat(2000 - 'https://example.com/'.length)}`
    expect(url).toHaveLength(2000)
    expect(linkCreate.parse({ url })).toEqual({ url })
  })

  it('requires url on create', () => {
    expect(refusal(linkCreate, {}, 'url')).toBe('url is required.')
    expect(refusal(linkCreate, { custom: 'spring' }, 'url')).toBe('url is required.')
  })

  it.each([
    'javascript:alert(1)',
    'ftp://example.com/file.zip',
    '/relative/path',
    'example.com',
    '//example.com/x',
    'https://',
    'mailto:ann@example.com',
    '',
    '   ',
  ])('refuses %j, naming url', (url) => {
    expect(refusal(linkCreate, { url }, 'url')).toBe('url must be a full URL starting with http:// or https://.')
  })

  it('refuses a URL of 2001 characters', () => {
    const url = `https://example.com/${'a'.repeat(2001 - 'https://example.com/'.length)}`
    expect(refusal(linkCreate, { url }, 'url')).toBe('url must be at most 2000 characters.')
  })

  it.each([5, true, ['https://example.com'], { href: URL_OK }])('refuses url %j as a wrong type', (url) => {
    expect(refusal(linkCreate, { url }, 'url')).toBe('url must be a string.')
  })

  it('says url is required when it is null, as when it is missing (D10a)', () => {
    expect(refusal(linkCreate, { url: null }, 'url')).toBe('url is required.')
    expect(refusal(linkCreate, {}, 'url')).toBe('url is required.')
  })
})

describe('linkCreate: custom alias (L2)', () => {
  it.each(['abc', 'Spring_Sale-2024', 'a'.repeat(50), '___', '1-2'])('accepts %j', (custom) => {
    expect(linkCreate.parse(create({ custom })).custom).toBe(custom)
  })

  it('trims the alias', () => {
    expect(linkCreate.parse(create({ custom: '  spring  ' })).custom).toBe('spring')
  })

  it.each(['ab', 'a'.repeat(51), 'spring sale', 'héllo', 'ünï', 'a/b', 'a.b', 'emoji😀', '', 'ab '])('refuses %j, naming custom', (custom) => {
    expect(refusal(linkCreate, create({ custom }), 'custom')).toBe('custom must be 3 to 50 letters, digits, "_" or "-".')
  })

  it.each([42, ['abc']])('refuses custom %j as a wrong type', (custom) => {
    expect(refusal(linkCreate, create({ custom }), 'custom')).toBe('custom must be a string.')
  })
})

describe('linkCreate: password (L2)', () => {
  it('accepts up to 128 characters, kept as typed (not trimmed)', () => {
    expect(linkCreate.parse(create({ password: 'p'.repeat(128) })).password).toBe('p'.repeat(128))
    expect(linkCreate.parse(create({ password: ' secret ' })).password).toBe(' secret ')
  })

  it('refuses 129 characters', () => {
    expect(refusal(linkCreate, create({ password: 'p'.repeat(129) }), 'password')).toBe('password must be at most 128 characters.')
  })

  it('refuses a wrong type', () => {
    expect(refusal(linkCreate, create({ password: 1234 }), 'password')).toBe('password must be a string.')
  })

  it('accepts "" on update, which removes the password', () => {
    expect(linkUpdate.parse({ password: '' })).toEqual({ password: '' })
  })
})

describe('linkCreate: expiry (L2)', () => {
  it('accepts today (UTC), a later day and ""', () => {
    const today = day(0)
    expect(linkCreate.parse(create({ expiry: today })).expiry).toBe(today)
    expect(linkCreate.parse(create({ expiry: '2099-12-31' })).expiry).toBe('2099-12-31')
    expect(linkCreate.parse(create({ expiry: '' })).expiry).toBe('')
  })

  it('accepts "" on update, which removes the expiry', () => {
    expect(linkUpdate.parse({ expiry: '' })).toEqual({ expiry: '' })
  })

  it('refuses yesterday with the live product sentence', () => {
    const message = refusal(linkCreate, create({ expiry: day(-1) }), 'expiry')
    expect(message).toContain('The expiry date must be later than today.')
  })

  it('refuses a long-past day once, at expiry', () => {
    expect(issuesOf(linkCreate, create({ expiry: '2020-01-01' }))).toEqual([{ path: 'expiry', message: EXPIRY_PAST }])
  })

  it.each(['2027-02-30', '2027-13-01', '2027-1-5', '31/01/2027', '2027-01-31T00:00:00Z', 'tomorrow', '2099-12-31 24:00:00', '2099-12-31 23:59', '2099-02-30 10:00:00'])(
    'refuses %j as not a day',
    (expiry) => {
      expect(issuesOf(linkCreate, create({ expiry }))).toEqual([{ path: 'expiry', message: EXPIRY_RULE }])
    },
  )

  it('accepts a day and UTC time, the vendor documentation form (issue 34)', () => {
    expect(linkCreate.parse(create({ expiry: '2030-12-31 23:59:59' })).expiry).toBe('2030-12-31 23:59:59')
  })

  it('refuses a time already past, even today', () => {
    const past = new Date(Date.now() - 60_000).toISOString().replace('T', ' ').slice(0, 19)
    expect(issuesOf(linkCreate, create({ expiry: past }))).toEqual([{ path: 'expiry', message: EXPIRY_PAST }])
  })

  it('refuses a wrong type', () => {
    expect(refusal(linkCreate, create({ expiry: 20270131 }), 'expiry')).toBe('expiry must be a string.')
  })
})

describe('linkCreate: type, status, texts (L2)', () => {
  it.each(LINK_TYPES)('accepts type %j', (type) => {
    expect(linkCreate.parse(create({ type })).type).toBe(type)
  })

  it.each(['splash-1', 'overlay-42', 'overlay-2147483647'])('accepts the design type %j (issue 19)', (type) => {
    expect(linkCreate.parse(create({ type })).type).toBe(type)
  })

  it.each(['redirect', 'Direct', '', 3, 'splash-0', 'overlay-', 'overlay-01', 'overlay-2147483648', 'popup-3', 'overlay-3 ', 'Splash-3'])(
    'refuses type %j, naming type',
    (type) => {
      expect(refusal(linkCreate, create({ type }), 'type')).toBe(LINK_TYPE_RULE)
    },
  )

  it('names the design of a type, and none for the three plain types', () => {
    expect(designOf('splash-7')).toEqual({ kind: 'splash', id: 7 })
    expect(designOf('overlay-3')).toEqual({ kind: 'overlay', id: 3 })
    expect(LINK_TYPES.map(designOf)).toEqual([null, null, null])
  })

  it.each(LINK_STATUSES)('accepts status %j', (status) => {
    expect(linkCreate.parse(create({ status })).status).toBe(status)
  })

  it.each(['hidden', 'Public', '', true])('refuses status %j, naming status', (status) => {
    expect(refusal(linkCreate, create({ status }), 'status')).toBe('status must be public or private.')
  })

  it.each([
    ['metatitle', 200],
    ['metadescription', 500],
    ['description', 500],
  ])('accepts %s of %i characters and trims it', (field, max) => {
    expect(linkCreate.parse(create({ [field]: 'x'.repeat(max) }))).toEqual({ url: URL_OK, [field]: 'x'.repeat(max) })
    expect(linkCreate.parse(create({ [field]: '  Spring  ' }))).toEqual({ url: URL_OK, [field]: 'Spring' })
    expect(linkCreate.parse(create({ [field]: '' }))).toEqual({ url: URL_OK, [field]: '' })
  })

  it.each([
    ['metatitle', 201, 'metatitle must be at most 200 characters.'],
    ['metadescription', 501, 'metadescription must be at most 500 characters.'],
    ['description', 501, 'description must be at most 500 characters.'],
  ])('refuses %s of %i characters', (field, length, message) => {
    expect(refusal(linkCreate, create({ [field]: 'x'.repeat(length) }), field)).toBe(message)
  })

  it.each(['metatitle', 'metadescription', 'description', 'domain'])('refuses %s as a number', (field) => {
    expect(refusal(linkCreate, create({ [field]: 7 }), field)).toBe(`${field} must be a string.`)
  })

  it('accepts a branded domain as text', () => {
    expect(linkCreate.parse(create({ domain: 'https://go.brand.example' })).domain).toBe('https://go.brand.example')
  })
})

describe('linkCreate: metaimage (L2)', () => {
  it.each([
    'https://cdn.example.com/cover.png',
    'http://cdn.example.com/cover.jpg',
    'https://cdn.example.com/a/b/cover.jpeg',
    'https://cdn.example.com/cover.PNG',
    'https://cdn.example.com/cover.png?v=2',
    'https://cdn.example.com/cover.jpg?w=1200&h=630#top',
    '',
  ])('accepts %j', (metaimage) => {
    expect(linkCreate.parse(create({ metaimage })).metaimage).toBe(metaimage)
  })

  it.each([
    'https://cdn.example.com/cover.gif',
    'https://cdn.example.com/cover.webp',
    'https://cdn.example.com/cover',
    'https://cdn.example.com/image?format=.png',
    'https://cdn.example.com/cover.png/',
    'ftp://cdn.example.com/cover.png',
    'javascript:alert(1)//.png',
    '/images/cover.png',
    'cover.jpg',
  ])('refuses %j, naming metaimage', (metaimage) => {
    expect(refusal(linkCreate, create({ metaimage }), 'metaimage')).toBe('metaimage must be a full http(s) URL of a .png, .jpg or .jpeg image.')
  })

  it('refuses a wrong type', () => {
    expect(refusal(linkCreate, create({ metaimage: false }), 'metaimage')).toBe('metaimage must be a string.')
  })
})

describe('linkCreate: geotarget (L2)', () => {
  const de = 'https://shop.example.com/de'

  it.each([
    ['DE', 'DE'],
    ['de', 'DE'],
    ['dE', 'DE'],
    ['germany', 'DE'],
    ['Germany', 'DE'],
    ['GERMANY', 'DE'],
    ['United Kingdom', 'GB'],
    ['gb', 'GB'],
    ['United States', 'US'],
    [' france ', 'FR'],
  ])('stores location %j as %j', (location, code) => {
    expect(linkCreate.parse(create({ geotarget: [{ location, link: de }] })).geotarget).toEqual([{ location: code, link: de }])
  })

  it('accepts no rows and 50 rows', () => {
    expect(linkCreate.parse(create({ geotarget: [] })).geotarget).toEqual([])
    const rows = Array.from({ length: 50 }, () => ({ location: 'DE', link: de }))
    expect(linkCreate.parse(create({ geotarget: rows })).geotarget).toHaveLength(50)
  })

  it('refuses 51 rows', () => {
    const rows = Array.from({ length: 51 }, () => ({ location: 'DE', link: de }))
    expect(refusal(linkCreate, create({ geotarget: rows }), 'geotarget')).toBe('geotarget must hold at most 50 rows.')
  })

  it.each(['Atlantis', 'XX', 'ZZ', 'Deutschland', 'DEU', ''])('refuses the unknown country %j, naming geotarget.location', (location) => {
    expect(refusal(linkCreate, create({ geotarget: [{ location, link: de }] }), 'geotarget.0.location')).toBe(
      'geotarget.location must be a country code like US or an English country name.',
    )
  })

  it('names the row of the bad location', () => {
    const body = create({ geotarget: [{ location: 'FR', link: de }, { location: 'Narnia', link: de }] })
    expect(issuesOf(linkCreate, body).map((i) => i.path)).toEqual(['geotarget.1.location'])
  })

  it.each(['javascript:alert(1)', 'ftp://example.com', 'shop.example.com/de', ''])('refuses the link %j, naming geotarget.link', (link) => {
    expect(refusal(linkCreate, create({ geotarget: [{ location: 'DE', link }] }), 'geotarget.0.link')).toBe(
      'geotarget.link must be a full URL starting with http:// or https://.',
    )
  })

  it('refuses a missing link and a location of the wrong type', () => {
    expect(refusal(linkCreate, create({ geotarget: [{ location: 'DE' }] }), 'geotarget.0.link')).toBe('geotarget.link is required.')
    expect(refusal(linkCreate, create({ geotarget: [{ location: 49, link: de }] }), 'geotarget.0.location')).toBe('geotarget.location must be a string.')
  })

  it('refuses geotarget that is not a list, or a row that is not an object', () => {
    expect(refusal(linkCreate, create({ geotarget: { DE: de } }), 'geotarget')).toBe('geotarget must be a list.')
    expect(refusal(linkCreate, create({ geotarget: ['DE'] }), 'geotarget.0')).toBe('geotarget must be a list of {location, link}.')
  })
})

describe('linkCreate: devicetarget (L2)', () => {
  const app = 'https://apps.example.com/get'

  it.each(DEVICES)('accepts the device %j', (device) => {
    expect(linkCreate.parse(create({ devicetarget: [{ device, link: app }] })).devicetarget).toEqual([{ device, link: app }])
  })

  it.each([
    ['iPhone', 'iphone'],
    ['Android', 'android'],
    ['IPAD', 'ipad'],
    [' Mac OS ', 'macos'],
    ['Chrome_OS', 'chromeos'],
  ])('reads the device %j case-insensitively and stores %j (issue 34)', (device, stored) => {
    expect(linkCreate.parse(create({ devicetarget: [{ device, link: app }] })).devicetarget).toEqual([{ device: stored, link: app }])
  })

  it('reads the live service\'s "iPhone" in a detail as iphone', () => {
    expect(linkDetailsTolerant.parse({ id: 1, devicetarget: [{ device: 'iPhone', link: app }, { device: 'tv', link: app }] }).devicetarget).toEqual([
      { device: 'iphone', link: app },
    ])
  })

  it.each(['ios', 'blackberry', 'mac', '', 'i phone x'])('refuses the device %j, naming devicetarget.device', (device) => {
    expect(refusal(linkCreate, create({ devicetarget: [{ device, link: app }] }), 'devicetarget.0.device')).toBe(
      'devicetarget.device must be one of iphone, ipad, android, windows, macos, linux, chromeos.',
    )
  })

  it('refuses a link that is not http(s), naming devicetarget.link', () => {
    expect(refusal(linkCreate, create({ devicetarget: [{ device: 'android', link: 'market://details?id=x' }] }), 'devicetarget.0.link')).toBe(
      'devicetarget.link must be a full URL starting with http:// or https://.',
    )
  })

  it('refuses devicetarget that is not a list', () => {
    expect(refusal(linkCreate, create({ devicetarget: 'iphone' }), 'devicetarget')).toBe('devicetarget must be a list.')
    expect(refusal(linkCreate, create({ devicetarget: [null] }), 'devicetarget.0')).toBe('devicetarget must be a list of {device, link}.')
  })
})

describe('linkCreate: languagetarget (L2)', () => {
  const fr = 'https://shop.example.com/fr'

  it.each([
    ['fr', 'fr'],
    ['FR', 'fr'],
    ['En', 'en'],
    [' de ', 'de'],
    ['ja', 'ja'],
  ])('stores language %j as %j', (language, code) => {
    expect(linkCreate.parse(create({ languagetarget: [{ language, link: fr }] })).languagetarget).toEqual([{ language: code, link: fr }])
  })

  it.each(['xx', 'eng', 'f', 'fr-FR', 'french', '12', ''])('refuses the language %j, naming languagetarget.language', (language) => {
    expect(refusal(linkCreate, create({ languagetarget: [{ language, link: fr }] }), 'languagetarget.0.language')).toBe(
      'languagetarget.language must be a two-letter language code like en or fr.',
    )
  })

  it('isLanguageCode knows real codes only, lowercase', () => {
    expect(isLanguageCode('fr')).toBe(true)
    expect(isLanguageCode('zh')).toBe(true)
    expect(isLanguageCode('FR')).toBe(false)
    expect(isLanguageCode('xx')).toBe(false)
    expect(isLanguageCode('eng')).toBe(false)
  })

  it('refuses a bad link and a wrong type, naming the field', () => {
    expect(refusal(linkCreate, create({ languagetarget: [{ language: 'fr', link: 'fr.example.com' }] }), 'languagetarget.0.link')).toBe(
      'languagetarget.link must be a full URL starting with http:// or https://.',
    )
    expect(refusal(linkCreate, create({ languagetarget: [{ language: 33, link: fr }] }), 'languagetarget.0.language')).toBe(
      'languagetarget.language must be a string.',
    )
    expect(refusal(linkCreate, create({ languagetarget: 'fr' }), 'languagetarget')).toBe('languagetarget must be a list.')
  })
})

describe('linkCreate: parameters (L2)', () => {
  it('accepts UTM rows, trimmed, and an empty value', () => {
    const parameters = [
      { name: ' utm_source ', value: ' newsletter ' },
      { name: 'utm_medium', value: '' },
    ]
    expect(linkCreate.parse(create({ parameters })).parameters).toEqual([
      { name: 'utm_source', value: 'newsletter' },
      { name: 'utm_medium', value: '' },
    ])
  })

  it('accepts 20 rows, a name of 100 and a value of 500 characters', () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({ name: `p${i}`, value: 'v' }))
    expect(linkCreate.parse(create({ parameters: rows })).parameters).toHaveLength(20)
    const long = [{ name: 'n'.repeat(100), value: 'v'.repeat(500) }]
    expect(linkCreate.parse(create({ parameters: long })).parameters).toEqual(long)
  })

  it.each([
    ['parameters', Array.from({ length: 21 }, (_, i) => ({ name: `p${i}`, value: 'v' })), 'parameters must hold at most 20 rows.'],
    ['parameters.0.name', [{ name: '', value: 'v' }], 'parameters.name must not be empty.'],
    ['parameters.0.name', [{ name: '   ', value: 'v' }], 'parameters.name must not be empty.'],
    ['parameters.0.name', [{ name: 'n'.repeat(101), value: 'v' }], 'parameters.name must be at most 100 characters.'],
    ['parameters.0.name', [{ value: 'v' }], 'parameters.name is required.'],
    ['parameters.0.name', [{ name: 1, value: 'v' }], 'parameters.name must be a string.'],
    ['parameters.0.value', [{ name: 'n', value: 'v'.repeat(501) }], 'parameters.value must be at most 500 characters.'],
    ['parameters.0.value', [{ name: 'n', value: 5 }], 'parameters.value must be a string.'],
    ['parameters.0', ['utm_source=x'], 'parameters must be a list of {name, value}.'],
    ['parameters', { utm_source: 'x' }, 'parameters must be a list.'],
  ])('refuses at %s: %j', (path, parameters, message) => {
    expect(refusal(linkCreate, create({ parameters }), path)).toBe(message)
  })
})

describe('linkCreate: pixels (L2)', () => {
  it('accepts positive integer ids and collapses duplicates, keeping the first order', () => {
    expect(linkCreate.parse(create({ pixels: [3, 1, 3, 2, 1] })).pixels).toEqual([3, 1, 2])
    expect(linkCreate.parse(create({ pixels: [] })).pixels).toEqual([])
  })

  it('accepts 50 distinct ids and refuses 51', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => i + 1)
    expect(linkCreate.parse(create({ pixels: fifty })).pixels).toEqual(fifty)
    expect(refusal(linkCreate, create({ pixels: [...fifty, 51] }), 'pixels')).toBe('pixels must hold at most 50 pixels.')
  })

  it.each([0, -1, 1.5, '1', null])('refuses the id %j, naming pixels', (bad) => {
    expect(refusal(linkCreate, create({ pixels: [1, bad] }), 'pixels.1')).toBe('pixels must be a list of pixel ids.')
  })

  it('refuses pixels that is not a list', () => {
    expect(refusal(linkCreate, create({ pixels: 1 }), 'pixels')).toBe('pixels must be a list.')
    expect(refusal(linkCreate, create({ pixels: '1,2' }), 'pixels')).toBe('pixels must be a list.')
  })
})

describe('linkCreate: campaign (L2)', () => {
  it.each([4, null, 0])('accepts %j', (campaign) => {
    expect(linkCreate.parse(create({ campaign })).campaign).toBe(campaign)
  })

  // -1 fails today: the message is zod's default "Too small: expected number to be >0" (no field name, D7).
  it.each([-1, 1.5, '4', true, 'none'])('refuses %j, naming campaign', (campaign) => {
    expect(refusal(linkCreate, create({ campaign }), 'campaign')).toBe('campaign must be a campaign id, or null to remove the link from its campaign.')
  })
})

describe('linkCreate: a whole body and unknown fields (D10)', () => {
  it('parses a full create body, normalising what L2 says to normalise', () => {
    const body = {
      url: URL_OK,
      custom: 'spring-sale',
      domain: 'https://go.brand.example',
      password: 'hunter2',
      expiry: '2099-01-31',
      type: 'splash',
      metatitle: 'Spring sale',
      metadescription: 'Everything 20% off',
      metaimage: 'https://cdn.example.com/spring.jpg',
      description: 'Newsletter, May',
      status: 'public',
      geotarget: [{ location: 'germany', link: 'https://shop.example.com/de' }],
      devicetarget: [{ device: 'iphone', link: 'https://apps.example.com/ios' }],
      languagetarget: [{ language: 'FR', link: 'https://shop.example.com/fr' }],
      parameters: [{ name: 'utm_source', value: 'newsletter' }],
      pixels: [2, 2, 5],
      campaign: 4,
    }
    expect(linkCreate.parse(body)).toEqual({
      ...body,
      geotarget: [{ location: 'DE', link: 'https://shop.example.com/de' }],
      languagetarget: [{ language: 'fr', link: 'https://shop.example.com/fr' }],
      pixels: [2, 5],
    })
  })

  it('drops deeplink, channel and anything else without an error', () => {
    const body = { url: URL_OK, deeplink: { auto: true }, channel: 7, anything: 'x', userid: 99 }
    expect(linkCreate.parse(body)).toEqual({ url: URL_OK })
    expect(linkUpdate.parse({ deeplink: 'x', channel: [1], status: 'public' })).toEqual({ status: 'public' })
  })

  it('reports each bad field at its own path, each message naming it', () => {
    const issues = issuesOf(linkCreate, { url: 'nope', custom: 'a', status: 'hidden', pixels: [0] })
    expect(issues.map((i) => i.path).sort()).toEqual(['custom', 'pixels.0', 'status', 'url'])
    for (const issue of issues) expect(issue.message).toContain(fieldOf(issue.path))
  })
})

describe('linkUpdate (L2, L2a)', () => {
  it('accepts {}: every field, url too, is optional', () => {
    expect(linkUpdate.parse({})).toEqual({})
  })

  it('keeps only the fields present', () => {
    expect(linkUpdate.parse({ metatitle: 'New title' })).toEqual({ metatitle: 'New title' })
    expect(linkUpdate.parse({ url: 'https://example.org' })).toEqual({ url: 'https://example.org' })
  })

  it('applies the same rules as create, naming the field', () => {
    expect(refusal(linkUpdate, { url: 'javascript:alert(1)' }, 'url')).toBe('url must be a full URL starting with http:// or https://.')
    expect(refusal(linkUpdate, { custom: 'ab' }, 'custom')).toBe('custom must be 3 to 50 letters, digits, "_" or "-".')
    expect(refusal(linkUpdate, { expiry: day(-1) }, 'expiry')).toBe(EXPIRY_PAST)
    expect(refusal(linkUpdate, { expiry: '2027-02-30' }, 'expiry')).toBe(EXPIRY_RULE)
    expect(refusal(linkUpdate, { password: 'p'.repeat(129) }, 'password')).toBe('password must be at most 128 characters.')
    expect(refusal(linkUpdate, { geotarget: [{ location: 'Atlantis', link: URL_OK }] }, 'geotarget.0.location')).toMatch(/^geotarget\.location /)
    expect(refusal(linkUpdate, { type: 'redirect' }, 'type')).toBe(LINK_TYPE_RULE)
  })

  it('accepts campaign null and 0 to take the link out of its campaign', () => {
    expect(linkUpdate.parse({ campaign: null })).toEqual({ campaign: null })
    expect(linkUpdate.parse({ campaign: 0 })).toEqual({ campaign: 0 })
  })

  it('reads null as "not given" for every field but campaign, as a client that sends null for defaults needs (D10a)', () => {
    const nulls = Object.fromEntries(
      ['url', 'custom', 'domain', 'password', 'expiry', 'type', 'metatitle', 'metadescription', 'metaimage', 'description', 'status',
        'geotarget', 'devicetarget', 'languagetarget', 'parameters', 'pixels'].map((k) => [k, null]),
    )
    expect(linkUpdate.parse(nulls)).toEqual({})
    expect(linkUpdate.parse({ ...nulls, campaign: null })).toEqual({ campaign: null })
    expect(linkCreate.parse({ ...nulls, url: URL_OK })).toEqual({ url: URL_OK })
  })
})

describe('linksQuery (L1)', () => {
  it('defaults to limit 15, page 1, order date', () => {
    expect(linksQuery.parse({})).toEqual({ limit: 15, page: 1, order: 'date' })
  })

  it('reads limit, page, order click and q', () => {
    expect(linksQuery.parse({ limit: '50', page: '3', order: 'click', q: 'Spring' })).toEqual({ limit: 50, page: 3, order: 'click', q: 'Spring' })
  })

  it('accepts q of 200 characters and refuses 201', () => {
    expect(linksQuery.parse({ q: 'q'.repeat(200) }).q).toBe('q'.repeat(200))
    expect(refusal(linksQuery, { q: 'q'.repeat(201) }, 'q')).toBe('q must be at most 200 characters.')
  })

  it.each(['clicks', 'DATE', 'title', ''])('refuses order %j, naming order', (order) => {
    expect(refusal(linksQuery, { order }, 'order')).toBe('order must be date, click or clicked.')
  })

  it('reads the X2 filters: ids or none, a directory, statuses and the clicked order', () => {
    expect(linksQuery.parse({ campaign: '4', domain: 'none', directory: '9', status: 'Protected, expired,protected', order: 'clicked' })).toEqual({
      limit: 15,
      page: 1,
      order: 'clicked',
      campaign: 4,
      domain: 'none',
      directory: 9,
      status: ['protected', 'expired'],
    })
    expect(linksQuery.parse({ campaign: 'none', domain: '2' })).toMatchObject({ campaign: 'none', domain: 2 })
  })

  it.each([
    ['campaign', '0', 'campaign must be an id or none.'],
    ['campaign', 'all', 'campaign must be an id or none.'],
    ['domain', '99999999999', 'domain must be an id or none.'],
    ['directory', 'none', 'directory must be an id.'],
    ['directory', '2147483648', 'directory must be an id.'],
    ['status', 'protected,bogus', 'status must be a comma-separated list of protected, expiring, expired, targeted, archived.'],
    ['status', ',', 'status must be a comma-separated list of protected, expiring, expired, targeted, archived.'],
  ])('refuses %s=%j, naming it', (field, value, message) => {
    expect(refusal(linksQuery, { [field]: value }, field)).toBe(message)
  })

  it.each([
    ['limit', '0'],
    ['limit', 'ten'],
    ['page', '0'],
    ['page', '1.5'],
  ])('refuses %s=%j, naming it', (field, value) => {
    expect(refusal(linksQuery, { [field]: value }, field)).toMatch(new RegExp(`^${field} must be a whole number`))
  })

  it('serves limit=500 as pages of 100 (D11, issue 34)', () => {
    expect(linksQuery.parse({ limit: '500' }).limit).toBe(100)
  })

  it('reads the short URL to find one link', () => {
    expect(linksQuery.parse({ short: 'https://go.example.com/spring' }).short).toBe('https://go.example.com/spring')
  })
})

/** A list item as our server sends it (L1). */
const item = {
  id: 7,
  alias: 'spring-sale',
  shorturl: 'https://go.example.com/spring-sale',
  longurl: URL_OK,
  title: 'Spring sale',
  description: 'Newsletter, May',
  clicks: 12,
  uniqueclicks: 9,
  domain: '',
  campaign: 4,
  directories: [2, 3],
  date: '2024-05-01 13:45:00',
  campaignname: 'Spring launch',
  expiry: '2099-01-31',
  protected: true,
  targeted: true,
  type: 'frame',
  archived: false,
  lastclick: '2024-05-02 08:00:00',
}
const plain = {
  ...item,
  ...{ id: 6, alias: 'Xy12ab', shorturl: 'https://go.example.com/Xy12ab', title: 'shop.example.com', description: '', clicks: 0, uniqueclicks: 0 },
  ...{ campaign: null, campaignname: null, directories: [], expiry: null, protected: false, targeted: false, type: 'direct' },
  ...{ archived: true, lastclick: null },
}

const stats = {
  clicks: 12,
  uniqueClicks: 9,
  topCountries: { Germany: '7', Unknown: '5' },
  topReferrers: { 'Direct, email and other': '10', 'facebook.com': '2' },
  topBrowsers: { Chrome: '8', Safari: '4' },
  topOs: { Android: '6', iOS: '6' },
  socialCount: { facebook: 2, twitter: 0, linkedin: 0 },
}
const timeline = Array.from({ length: 30 }, (_, i) => ({ date: `2024-04-${String(i + 1).padStart(2, '0')}`, clicks: i < 28 ? 0 : 6 }))
const ourStats = { ...stats, topLanguages: { de: '7', en: '5' }, timeline }

/** `details` as our server sends it (L3): the live product's ten fields, then the edit form's. */
const details = {
  id: 7,
  alias: 'spring-sale',
  shorturl: 'https://go.example.com/spring-sale',
  longurl: URL_OK,
  title: 'Spring sale',
  description: 'Newsletter, May',
  location: { germany: 'https://shop.example.com/de' },
  device: { iphone: 'https://apps.example.com/ios' },
  expiry: '2099-01-31',
  date: '2024-05-01 13:45:00',
  domain: '',
  custom: true,
  type: 'direct',
  status: 'private',
  metatitle: 'Spring sale',
  metadescription: '',
  metaimage: '',
  geotarget: [{ location: 'DE', link: 'https://shop.example.com/de' }],
  devicetarget: [{ device: 'iphone', link: 'https://apps.example.com/ios' }],
  languagetarget: [],
  parameters: [{ name: 'utm_source', value: 'newsletter' }],
  pixels: [2],
  campaign: 4,
  protected: true,
  archived: false,
  keptaliases: [{ alias: 'spring', domain: '', shorturl: 'https://go.example.com/spring' }],
}

/** `details` as the live product sends it (L3, L5): only its ten fields. */
const liveDetails = {
  id: 7,
  alias: 'spring-sale',
  shorturl: 'https://go.example.com/spring-sale',
  longurl: URL_OK,
  title: 'Spring sale',
  description: 'Newsletter, May',
  location: { canada: 'https://shop.example.com/ca', 'united states': 'https://shop.example.com/us' },
  device: { iphone: 'https://apps.example.com/ios' },
  expiry: null,
  date: '2024-05-01 13:45:00',
}

describe('linkItem / linkList: our server, strict (L1)', () => {
  it('accepts items as our server sends them', () => {
    expect(linkItem.parse(item)).toEqual(item)
    expect(linkItem.parse(plain)).toEqual(plain)
  })

  it('accepts the list envelope with error "0" and nextpage 0', () => {
    const body = listBody('urls', [item, plain])
    expect(linkList.parse(body)).toEqual(body)
  })

  it.each([
    ['clicks as a string', { ...item, clicks: '12' }],
    ['no uniqueclicks', { ...item, uniqueclicks: undefined }],
    ['directories under channel', { ...item, directories: undefined, channel: [2, 3] }],
    ['campaign 0', { ...item, campaign: 0 }],
    ['domain null', { ...item, domain: null }],
    ['a date without time', { ...item, date: '2024-05-01' }],
    ['a directory id as a string', { ...item, directories: ['2'] }],
    ['no campaignname (L1b)', { ...item, campaignname: undefined }],
    ['no protected (L1b)', { ...item, protected: undefined }],
    ['no targeted (L1b)', { ...item, targeted: undefined }],
    ['an expiry that is no day (L1b)', { ...item, expiry: '2099-01-31T00:00:00Z' }],
    ['an unknown type (L1b)', { ...item, type: 'popup' }],
  ])('refuses an item with %s', (_label, bad) => {
    expect(linkItem.safeParse(bad).success).toBe(false)
  })

  it('refuses the live list shapes: error 0 and nextpage null', () => {
    expect(linkList.safeParse({ ...listBody('urls', [item]), error: 0 }).success).toBe(false)
    expect(linkList.safeParse(listBody('urls', [item], { nextpage: null })).success).toBe(false)
  })
})

describe('linkDetails / linkResponse / linkSaved: our server, strict (L3)', () => {
  it('accepts the details our server sends', () => {
    expect(linkDetails.parse(details)).toEqual(details)
    expect(linkDetails.parse({ ...details, expiry: null, campaign: null, pixels: [] })).toEqual({ ...details, expiry: null, campaign: null, pixels: [] })
  })

  it('accepts {error:0, id, details, data} with the 30-day statistics', () => {
    const body = { error: 0, id: 7, details, data: ourStats }
    expect(linkResponse.parse(body)).toEqual(body)
  })

  it.each([
    ['error "0"', { error: '0', id: 7, details, data: ourStats }],
    ['no timeline', { error: 0, id: 7, details, data: { ...ourStats, timeline: undefined } }],
    ['no topLanguages', { error: 0, id: 7, details, data: { ...ourStats, topLanguages: undefined } }],
    ['the live details only', { error: 0, id: 7, details: liveDetails, data: ourStats }],
    ['protected missing', { error: 0, id: 7, details: { ...details, protected: undefined }, data: ourStats }],
    ['a device not in the list', { error: 0, id: 7, details: { ...details, devicetarget: [{ device: 'tv', link: URL_OK }] }, data: ourStats }],
    ['an expiry that is no day', { error: 0, id: 7, details: { ...details, expiry: '2099-01-31T00:00:00Z' }, data: ourStats }],
  ])('refuses %s', (_label, body) => {
    expect(linkResponse.safeParse(body).success).toBe(false)
  })

  it('never carries the password in details', () => {
    expect(linkDetails.parse({ ...details, password: 'hunter2' })).not.toHaveProperty('password')
  })

  it('accepts {error:0, id, shorturl} after create or update, and refuses error "0"', () => {
    const saved = { error: 0, id: 7, shorturl: 'https://go.example.com/spring-sale' }
    expect(linkSaved.parse(saved)).toEqual(saved)
    expect(linkSaved.safeParse({ ...saved, error: '0' }).success).toBe(false)
    expect(linkSaved.safeParse({ error: 0, id: 7 }).success).toBe(false)
  })
})

describe('linkListTolerant: both servers (L5)', () => {
  it('reads our list into a page', () => {
    expect(linkListTolerant.parse(listBody('urls', [item, plain], { result: 2 }))).toEqual({
      items: [item, plain],
      result: 2,
      perpage: 15,
      currentpage: 1,
      maxpage: 1,
      hasNext: false,
    })
  })

  it('reads the live last page: error 0 (integer) and nextpage null', () => {
    const page = linkListTolerant.parse({ error: 0, data: { result: 17, perpage: 15, currentpage: 2, nextpage: null, maxpage: 2, urls: [item] } })
    expect(page.hasNext).toBe(false)
    expect(page.currentpage).toBe(2)
    expect(page.items).toEqual([item])
  })

  it('decides hasNext by currentpage < maxpage, whatever nextpage says', () => {
    const counters = (currentpage: number, nextpage: number | null, maxpage: number) => ({
      error: 0,
      data: { result: 40, perpage: 15, currentpage, nextpage, maxpage, urls: [] },
    })
    expect(linkListTolerant.parse(counters(1, null, 3)).hasNext).toBe(true)
    expect(linkListTolerant.parse(counters(2, 0, 3)).hasNext).toBe(true)
    expect(linkListTolerant.parse(counters(3, 3, 3)).hasNext).toBe(false)
    expect(linkListTolerant.parse(counters(3, 4, 3)).hasNext).toBe(false)
  })

  it('reads paging counters sent as strings', () => {
    const page = linkListTolerant.parse({ error: '0', data: { result: '40', perpage: '15', currentpage: '1', nextpage: '2', maxpage: '3', urls: [] } })
    expect(page).toEqual({ items: [], result: 40, perpage: 15, currentpage: 1, maxpage: 3, hasNext: true })
  })

  it('reads directories named `channel`', () => {
    const { directories: _directories, ...live } = item
    const page = linkListTolerant.parse({ error: 0, data: { result: 1, perpage: 15, currentpage: 1, nextpage: null, maxpage: 1, urls: [{ ...live, channel: [2, 3] }] } })
    expect(page.items[0]?.directories).toEqual([2, 3])
    expect(page.items[0]).not.toHaveProperty('channel')
  })

  it('refuses a body without the urls list', () => {
    expect(linkListTolerant.safeParse({ error: 0, data: { result: 0, perpage: 15, currentpage: 1, nextpage: null, maxpage: 0 } }).success).toBe(false)
    expect(linkListTolerant.safeParse({ error: 1, message: 'nope' }).success).toBe(false)
  })
})

describe('linkItemTolerant: one live item (L5)', () => {
  const live = { id: 7, alias: 'spring-sale', shorturl: 'https://go.example.com/spring-sale', longurl: URL_OK, title: 'Spring sale', clicks: 12, date: '2024-05-01 13:45:00' }

  it('gives missing description, uniqueclicks, domain, campaign and directories their defaults', () => {
    expect(linkItemTolerant.parse(live)).toEqual({ ...live, description: '', uniqueclicks: 0, domain: '', campaign: null, directories: [], expiry: null })
  })

  it('leaves what only our server says (L1b) unknown, never false', () => {
    const view = linkItemTolerant.parse(live)
    expect(view.protected).toBeUndefined()
    expect(view.targeted).toBeUndefined()
    expect(view.type).toBeUndefined()
    expect(view.campaignname).toBeUndefined()
  })

  it('reads an expiry only as a day or a day and time, and a type only by the rule', () => {
    expect(linkItemTolerant.parse({ ...live, expiry: '2099-01-31' }).expiry).toBe('2099-01-31')
    expect(linkItemTolerant.parse({ ...live, expiry: '2099-01-31 00:00:00' }).expiry).toBe('2099-01-31 00:00:00')
    expect(linkItemTolerant.parse({ ...live, expiry: '0000-00-00 00:00:00' }).expiry).toBeNull()
    expect(linkItemTolerant.parse({ ...live, type: 'overlay-3' }).type).toBe('overlay-3')
    expect(linkItemTolerant.parse({ ...live, type: 'popup-3' }).type).toBeUndefined()
  })

  it('coerces counts and ids sent as strings', () => {
    const view = linkItemTolerant.parse({ ...live, id: '7', clicks: '12', uniqueclicks: '9', campaign: '4', channel: ['2', 3] })
    expect(view).toEqual({ ...live, description: '', uniqueclicks: 9, domain: '', campaign: 4, directories: [2, 3], expiry: null })
  })

  it('reads null title, description and domain as ""', () => {
    const view = linkItemTolerant.parse({ ...live, title: null, description: null, domain: null })
    expect(view.title).toBe('')
    expect(view.description).toBe('')
    expect(view.domain).toBe('')
  })

  it.each([0, '0', false, '', null, -3])('reads campaign %j as no campaign', (campaign) => {
    expect(linkItemTolerant.parse({ ...live, campaign }).campaign).toBeNull()
  })

  it('prefers directories over channel when both are sent', () => {
    expect(linkItemTolerant.parse({ ...live, directories: [5], channel: [9] }).directories).toEqual([5])
  })

  it('drops directory ids that are not positive integers, and a channel that is not a list', () => {
    expect(linkItemTolerant.parse({ ...live, channel: [1, 'x', 0, -2, 2.5] }).directories).toEqual([1])
    expect(linkItemTolerant.parse({ ...live, channel: 'news' }).directories).toEqual([])
  })

  it('still needs an id', () => {
    const { id: _id, ...noId } = live
    expect(linkItemTolerant.safeParse(noId).success).toBe(false)
  })
})

describe('linkResponseTolerant: one link from either server (L3, L5)', () => {
  /** The live product's statistics: integer counts, instagram, no timeline, no topLanguages, empty maps as []. */
  const liveStats = {
    clicks: 12,
    uniqueClicks: 9,
    topCountries: { Canada: 7, 'United States': 5 },
    topReferrers: [],
    topBrowsers: { Chrome: 12 },
    topOs: [],
    socialCount: { facebook: 2, twitter: 0, linkedin: 0, instagram: 3 },
  }

  it('reads the live product: ten detail fields, location/device objects, expiry null', () => {
    const view = linkResponseTolerant.parse({ error: 0, id: 7, details: liveDetails, data: liveStats })
    expect(view.id).toBe(7)
    expect(view.details).toMatchObject({
      id: 7,
      alias: 'spring-sale',
      shorturl: 'https://go.example.com/spring-sale',
      longurl: URL_OK,
      title: 'Spring sale',
      description: 'Newsletter, May',
      location: { canada: 'https://shop.example.com/ca', 'united states': 'https://shop.example.com/us' },
      device: { iphone: 'https://apps.example.com/ios' },
      expiry: null,
      date: '2024-05-01 13:45:00',
    })
  })

  it('gives the edit-form fields the live product lacks empty values, and leaves flags unknown', () => {
    const { details: view } = linkResponseTolerant.parse({ error: 0, id: 7, details: liveDetails, data: liveStats })
    expect(view.domain).toBe('')
    expect(view.metatitle).toBe('')
    expect(view.metadescription).toBe('')
    expect(view.metaimage).toBe('')
    expect(view.geotarget).toEqual([])
    expect(view.devicetarget).toEqual([])
    expect(view.languagetarget).toEqual([])
    expect(view.parameters).toEqual([])
    expect(view.pixels).toEqual([])
    expect(view.campaign).toBeNull()
    expect(view.custom).toBeUndefined()
    expect(view.type).toBeUndefined()
    expect(view.status).toBeUndefined()
    expect(view.protected).toBeUndefined()
  })

  it('reads the live statistics: integer counts, instagram kept, [] maps empty, no timeline or topLanguages', () => {
    const { data } = linkResponseTolerant.parse({ error: 0, id: 7, details, data: liveStats })
    expect(data).toEqual({
      clicks: 12,
      uniqueClicks: 9,
      topCountries: { Canada: 7, 'United States': 5 },
      topReferrers: {},
      topBrowsers: { Chrome: 12 },
      topOs: {},
      socialCount: { facebook: 2, twitter: 0, linkedin: 0, instagram: 3 },
      topLanguages: {},
    })
    expect(data.timeline).toBeUndefined()
  })

  it('reads our server too, keeping the edit-form fields and the timeline', () => {
    const view = linkResponseTolerant.parse({ error: 0, id: 7, details, data: ourStats })
    expect(view.details).toMatchObject({
      custom: true,
      type: 'direct',
      status: 'private',
      protected: true,
      expiry: '2099-01-31',
      geotarget: [{ location: 'DE', link: 'https://shop.example.com/de' }],
      devicetarget: [{ device: 'iphone', link: 'https://apps.example.com/ios' }],
      parameters: [{ name: 'utm_source', value: 'newsletter' }],
      pixels: [2],
      campaign: 4,
    })
    expect(view.data.timeline).toHaveLength(30)
    expect(view.data.topCountries).toEqual({ Germany: 7, Unknown: 5 })
    expect(view.data.topLanguages).toEqual({ de: 7, en: 5 })
  })

  it('reads error "0", a string id and details with null texts', () => {
    const view = linkResponseTolerant.parse({ error: '0', id: '7', details: { ...details, id: '7', title: null, description: null }, data: liveStats })
    expect(view.id).toBe(7)
    expect(view.details.id).toBe(7)
    expect(view.details.title).toBe('')
    expect(view.details.description).toBe('')
  })

  it('reads an expiry that is not a day as none', () => {
    const expiryOf = (expiry: unknown) => linkResponseTolerant.parse({ error: 0, details: { ...details, expiry }, data: liveStats }).details.expiry
    expect(expiryOf('0000-00-00 00:00:00')).toBeNull()
    expect(expiryOf(null)).toBeNull()
    expect(expiryOf(undefined)).toBeNull()
    expect(expiryOf('2099-01-31')).toBe('2099-01-31')
  })

  it('keeps the good target rows and drops malformed ones', () => {
    const view = linkResponseTolerant.parse({
      error: 0,
      details: { ...details, devicetarget: [{ device: 'iphone', link: URL_OK }, { device: 'tv', link: URL_OK }, 'junk'], pixels: [2, '3', 0, 'x'] },
      data: liveStats,
    })
    expect(view.details.devicetarget).toEqual([{ device: 'iphone', link: URL_OK }])
    expect(view.details.pixels).toEqual([2, 3])
  })

  it('refuses a failure body', () => {
    expect(linkResponseTolerant.safeParse({ error: 1, message: 'Link not found.' }).success).toBe(false)
  })
})

describe('linkSavedTolerant (L5)', () => {
  it('reads error "0" and a string id', () => {
    expect(linkSavedTolerant.parse({ error: '0', id: '7', shorturl: 'https://go.example.com/spring-sale' })).toEqual({
      error: '0',
      id: 7,
      shorturl: 'https://go.example.com/spring-sale',
    })
  })

  it('reads error 0 and false, and a missing shorturl as ""', () => {
    expect(linkSavedTolerant.parse({ error: 0, id: 7 })).toEqual({ error: 0, id: 7, shorturl: '' })
    expect(linkSavedTolerant.parse({ error: false, id: 7, shorturl: 'https://go.example.com/x' }).shorturl).toBe('https://go.example.com/x')
  })

  it('refuses a failure body', () => {
    expect(linkSavedTolerant.safeParse({ error: 1, message: 'That alias is taken. Please choose another one.' }).success).toBe(false)
  })
})

describe('X2 and G7 fields', () => {
  it('takes archived and keepoldalias on update, refusing other types by name', () => {
    expect(linkUpdate.parse({ archived: true, custom: 'new-one', keepoldalias: true })).toMatchObject({ archived: true, keepoldalias: true })
    expect(refusal(linkUpdate, { archived: 'yes' }, 'archived')).toBe('archived must be true or false.')
    expect(refusal(linkUpdate, { keepoldalias: 1 }, 'keepoldalias')).toBe('keepoldalias must be true or false.')
  })

  it('reads archived, lastclick and keptaliases tolerantly, and leaves them unknown on the live service', () => {
    expect(linkItemTolerant.parse(item)).toMatchObject({ archived: false, lastclick: '2024-05-02 08:00:00' })
    const live = linkItemTolerant.parse({ id: 1, alias: 'a', shorturl: 's', longurl: URL_OK })
    expect(live.archived).toBeUndefined()
    expect(live.lastclick).toBeUndefined()
    expect(linkDetailsTolerant.parse(details).keptaliases).toEqual(details.keptaliases)
    expect(linkDetailsTolerant.parse(liveDetails).keptaliases).toBeUndefined()
  })

  it('strictly requires archived on items and details', () => {
    expect(linkItem.safeParse({ ...item, archived: undefined }).success).toBe(false)
    expect(linkDetails.safeParse({ ...details, keptaliases: undefined }).success).toBe(false)
  })

  it('answers a duplicate as a create', () => {
    expect(linkDuplicated.parse({ error: 0, id: 8, shorturl: 'https://go.example.com/Ab12cd' })).toMatchObject({ id: 8 })
  })
})
