import { expect, it } from 'vitest'
import { PIXEL_TYPES } from '@contract/pixels'
import { PIXEL_VENDORS, vendorName } from './pixel-vendors'

it('names the 13 vendors in SPEC order, one per contract type', () => {
  expect(PIXEL_VENDORS.map((v) => v.type)).toEqual([...PIXEL_TYPES])
  expect(PIXEL_VENDORS.map((v) => v.name)).toEqual([
    'Google Tag Manager',
    'Google Analytics',
    'Facebook',
    'Google Ads',
    'LinkedIn',
    'Twitter',
    'AdRoll',
    'Quora',
    'Pinterest',
    'Bing',
    'Snapchat',
    'Reddit',
    'TikTok',
  ])
})

it('gives every vendor a tag hint and an example', () => {
  for (const v of PIXEL_VENDORS) {
    expect(v.hint.length, v.type).toBeGreaterThan(10)
    expect(v.placeholder.length, v.type).toBeGreaterThanOrEqual(3)
  }
  expect(PIXEL_VENDORS[0]!.hint).toBe('A Google Tag Manager container ID: GTM- and 4 to 12 capital letters or digits, like GTM-K9X2PQ7.')
  expect(PIXEL_VENDORS[1]!.hint).toMatch(/^A Google Analytics 4 measurement ID: G- .*like G-7FQ2LZ9X1D\. Universal Analytics IDs \(UA-…\) no longer collect data\.$/)
  expect(PIXEL_VENDORS[2]!.hint).toContain('digits only')
  expect(PIXEL_VENDORS[3]!.hint).toContain('AW-123456789')
  expect(PIXEL_VENDORS.find((v) => v.type === 'twitterpixel')!.hint).toMatch(/documents no format/)
})

it('shows an unknown type as it came', () => {
  expect(vendorName('gtmpixel')).toBe('Google Tag Manager')
  expect(vendorName('myspace')).toBe('myspace')
  expect(vendorName('')).toBe('Unknown')
})
