import { describe, expect, it } from 'vitest'
import { deviceOf, destinationOf } from './destination.ts'

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
}
const link = {
  longUrl: 'https://example.com/home?ref=short',
  geoTarget: [{ location: 'DE', link: 'https://example.de/' }, { location: 'DE', link: 'https://second.example.de/' }],
  deviceTarget: [{ device: 'iphone', link: 'https://apps.example.com/ios' }, { device: 'windows', link: 'https://example.com/win' }],
  languageTarget: [{ language: 'fr', link: 'https://example.fr/' }, { language: 'es', link: 'https://example.es/' }],
  parameters: [],
}
const visit = (over: Partial<{ country: string; userAgent: string; os: string; languages: string[] }> = {}) => ({
  country: '',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  os: 'Linux',
  languages: [],
  ...over,
})

describe('destinationOf (L4.4)', () => {
  it('sends a visitor from a targeted country to the first row of that country', () => {
    expect(destinationOf(link, visit({ country: 'DE', userAgent: UA.iphone, os: 'iOS' }))).toBe('https://example.de/')
  })

  it('falls back to the device, then to the most preferred language that has a row, then to the long URL', () => {
    expect(destinationOf(link, visit({ country: 'US', userAgent: UA.iphone, os: 'iOS', languages: ['fr'] }))).toBe('https://apps.example.com/ios')
    expect(destinationOf(link, visit({ country: 'US', languages: ['de', 'es', 'fr'] }))).toBe('https://example.es/')
    expect(destinationOf(link, visit({ country: 'US', languages: ['de'] }))).toBe('https://example.com/home?ref=short')
  })

  it('adds the parameters to the destination, replacing one already in its query', () => {
    const tagged = { ...link, parameters: [{ name: 'utm_source', value: 'news letter' }, { name: 'ref', value: 'mail' }] }
    expect(destinationOf(tagged, visit())).toBe('https://example.com/home?ref=mail&utm_source=news+letter')
    expect(destinationOf(tagged, visit({ country: 'DE' }))).toBe('https://example.de/?utm_source=news+letter&ref=mail')
  })
})

describe('deviceOf', () => {
  it('tells an iPad from an iPhone, and names desktop systems', () => {
    expect(deviceOf({ userAgent: UA.ipad, os: 'iOS' })).toBe('ipad')
    expect(deviceOf({ userAgent: UA.iphone, os: 'iOS' })).toBe('iphone')
    expect(deviceOf({ userAgent: UA.windows, os: 'Windows' })).toBe('windows')
    expect(deviceOf({ userAgent: 'x', os: 'ChromeOS' })).toBe('chromeos')
    expect(deviceOf({ userAgent: 'x', os: 'Other' })).toBe('')
  })
})
