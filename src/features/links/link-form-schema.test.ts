// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { ALIAS_TAKEN, EXPIRY_PAST, OWN_URL, linkDetailsTolerant, type LinkDetailsView } from '@contract/links'
import { destinationPreview, formValues, linkBody, linkFormSchema, PASSWORD_NEEDED, type LinkFormValues } from './link-form-schema'
import { linkErrorField } from './link-errors'

const stored: LinkDetailsView = linkDetailsTolerant.parse({
  id: 7,
  alias: 'spring-sale',
  shorturl: 'http://127.0.0.1:4173/spring-sale',
  longurl: 'https://acme-demo.test/sale/spring',
  title: 'Spring sale',
  description: 'Note',
  expiry: '2099-01-31',
  date: '2026-01-01 10:00:00',
  domain: '',
  custom: true,
  type: 'splash',
  status: 'public',
  metatitle: 'Spring sale',
  metadescription: 'Deals',
  metaimage: '',
  geotarget: [{ location: 'DE', link: 'https://acme-demo.test/de' }],
  devicetarget: [{ device: 'iphone', link: 'https://apps.apple.com/acme' }],
  languagetarget: [{ language: 'fr', link: 'https://acme-demo.test/fr' }],
  parameters: [
    { name: 'utm_source', value: 'newsletter' },
    { name: 'ref', value: 'footer' },
    { name: 'utm_campaign', value: 'spring-sale' },
  ],
  pixels: [3, 5],
  campaign: 2,
  protected: true,
})

const edit = (change: Partial<LinkFormValues> = {}): LinkFormValues => ({ ...formValues(stored), ...change })
const parse = (values: LinkFormValues, editing: boolean) => linkFormSchema(editing).safeParse(values)

describe('the update body', () => {
  it('sends the whole link, untouched fields as they were stored, the password kept by leaving it out', () => {
    expect(linkBody(edit({ metatitle: 'Renamed' }), true)).toEqual({
      url: 'https://acme-demo.test/sale/spring',
      custom: 'spring-sale',
      domain: '',
      expiry: '2099-01-31',
      type: 'splash',
      status: 'public',
      metatitle: 'Renamed',
      metadescription: 'Deals',
      metaimage: '',
      description: 'Note',
      geotarget: [{ location: 'Germany', link: 'https://acme-demo.test/de' }],
      devicetarget: [{ device: 'iphone', link: 'https://apps.apple.com/acme' }],
      languagetarget: [{ language: 'fr', link: 'https://acme-demo.test/fr' }],
      parameters: [
        { name: 'utm_source', value: 'newsletter' },
        { name: 'utm_campaign', value: 'spring-sale' },
        { name: 'ref', value: 'footer' },
      ],
      pixels: [3, 5],
      campaign: 2,
    })
  })

  it('passes the contract, which turns the country name back into its code', () => {
    const result = parse(edit(), true)
    expect(result.success).toBe(true)
    expect(result.data?.geotarget).toEqual([{ location: 'DE', link: 'https://acme-demo.test/de' }])
  })

  it('maps Keep, Change and Remove of the password', () => {
    expect(linkBody(edit({ passwordMode: 'keep', password: 'typed then kept' }), true)).not.toHaveProperty('password')
    expect(linkBody(edit({ passwordMode: 'change', password: 's3cret' }), true).password).toBe('s3cret')
    expect(linkBody(edit({ passwordMode: 'remove', password: 'ignored' }), true).password).toBe('')
  })

  it('asks for the new password when Change is chosen without one', () => {
    const result = parse(edit({ passwordMode: 'change', password: '' }), true)
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['password'], message: PASSWORD_NEEDED })])
  })

  it('takes the link out of its campaign with null', () => {
    expect(linkBody(edit({ campaign: '' }), true).campaign).toBeNull()
  })
})

describe('the create body', () => {
  it('leaves out an empty alias and an empty password', () => {
    const body = linkBody({ ...formValues(), url: ' https://example.com/a ' }, false)
    expect(body).not.toHaveProperty('custom')
    expect(body).not.toHaveProperty('password')
    expect(body).not.toHaveProperty('status')
    expect(body.url).toBe('https://example.com/a')
  })

  it('builds the parameters from the UTM fields, then the other rows, skipping empty ones', () => {
    const values = formValues()
    values.utm.utm_source = 'newsletter'
    values.utm.utm_medium = ' email '
    values.parameters = [
      { name: 'ref', value: 'qr' },
      { name: '', value: '' },
    ]
    expect(linkBody({ ...values, url: 'https://example.com' }, false).parameters).toEqual([
      { name: 'utm_source', value: 'newsletter' },
      { name: 'utm_medium', value: 'email' },
      { name: 'ref', value: 'qr' },
    ])
  })

  it('drops target rows left empty and keeps the order of the others', () => {
    const values = {
      ...formValues(),
      url: 'https://example.com',
      devicetarget: [
        { device: 'android' as const, link: 'https://play.example.com' },
        { device: 'iphone' as const, link: '' },
        { device: 'iphone' as const, link: 'https://apps.example.com' },
      ],
    }
    expect(linkBody(values, false).devicetarget).toEqual([
      { device: 'android', link: 'https://play.example.com' },
      { device: 'iphone', link: 'https://apps.example.com' },
    ])
  })
})

describe("the contract's messages land on the form's fields", () => {
  it('puts a bad target link on its row, counting the rows as shown', () => {
    const values = {
      ...formValues(),
      url: 'https://example.com',
      languagetarget: [
        { language: '', link: '' },
        { language: 'de', link: 'ftp://nope' },
      ],
    }
    const issue = parse(values, false).error?.issues[0]
    expect(issue?.path).toEqual(['languagetarget', 1, 'link'])
    expect(issue?.message).toBe('languagetarget.link must be a full URL starting with http:// or https://.')
  })

  it('puts a bad parameter on its UTM field or its row', () => {
    const values = formValues()
    values.url = 'https://example.com'
    values.utm.utm_campaign = 'x'.repeat(501)
    values.parameters = [{ name: '', value: 'no name' }]
    const paths = parse(values, false).error?.issues.map((i) => i.path)
    expect(paths).toEqual([['utm', 'utm_campaign'], ['parameters', 0, 'name']])
  })

  it('refuses a short alias and a past expiry with the server’s words', () => {
    const issues = parse({ ...formValues(), url: 'https://example.com', custom: 'ab', expiry: '2000-01-01' }, false).error?.issues
    expect(issues?.map((i) => [i.path, i.message])).toEqual([
      [['custom'], 'custom must be 3 to 50 letters, digits, "_" or "-".'],
      [['expiry'], EXPIRY_PAST],
    ])
  })
})

describe("the server's refusals", () => {
  it.each([
    [ALIAS_TAKEN, 'custom'],
    [OWN_URL, 'url'],
    ['Pixel not found.', 'pixels'],
    [EXPIRY_PAST, 'expiry'],
    ['metaimage must be a full http(s) URL of a .png, .jpg or .jpeg image.', 'metaimage'],
    ['geotarget.location must be a country code like US or an English country name.', 'geotarget'],
    ['Too many requests.', undefined],
  ])('puts “%s” on %s', (message, field) => {
    expect(linkErrorField(message)).toBe(field)
  })
})

it('previews the destination with the parameters set, replacing one already there', () => {
  expect(destinationPreview('https://shop.test/a?utm_source=old&x=1', [{ name: 'utm_source', value: 'mail' }, { name: 'utm_medium', value: 'e mail' }])).toBe(
    'https://shop.test/a?utm_source=mail&x=1&utm_medium=e+mail',
  )
  expect(destinationPreview('javascript:alert(1)', [])).toBe('')
  expect(destinationPreview('', [])).toBe('')
})

describe('an expiry with a UTC time (K2, issue 34)', () => {
  it('splits a stored moment into day and time, and sends it back whole', () => {
    const timed = linkDetailsTolerant.parse({ ...stored, expiry: '2099-01-31 18:30:00' })
    expect(formValues(timed)).toMatchObject({ expiry: '2099-01-31', expiryTime: '18:30:00' })
    expect(linkBody(formValues(timed), true).expiry).toBe('2099-01-31 18:30:00')
  })

  it('adds the seconds a time input leaves out, and sends a day alone when no time is given', () => {
    expect(linkBody(edit({ expiryTime: '07:05' }), true).expiry).toBe('2099-01-31 07:05:00')
    expect(linkBody(edit({ expiryTime: '' }), true).expiry).toBe('2099-01-31')
    expect(parse(edit({ expiryTime: '07:05' }), true).success).toBe(true)
  })

  it('refuses a time already past with the server’s words, on the expiry field', () => {
    const now = new Date(Date.now() - 120_000).toISOString()
    const issues = parse(edit({ expiry: now.slice(0, 10), expiryTime: now.slice(11, 19) }), true).error?.issues
    expect(issues?.map((i) => [i.path, i.message])).toEqual([[['expiry'], EXPIRY_PAST]])
  })
})
