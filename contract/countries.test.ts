import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES, countryCode, countryName } from './countries.ts'

describe('country names', () => {
  it('names a code in English', () => {
    expect(countryName('US')).toBe('United States')
    expect(countryName('gb')).toBe('United Kingdom')
    expect(countryName('DE')).toBe('Germany')
  })

  it('says Unknown for an empty, unknown or non-country code', () => {
    expect(countryName('')).toBe('Unknown')
    expect(countryName('QQ')).toBe('Unknown')
    expect(countryName('EU')).toBe('Unknown')
    expect(countryName('ZZ')).toBe('Unknown')
  })
})

describe('country codes', () => {
  it('accepts a code in any case', () => {
    expect(countryCode('US')).toBe('US')
    expect(countryCode('us')).toBe('US')
    expect(countryCode(' fr ')).toBe('FR')
  })

  it('accepts an English name in any case', () => {
    expect(countryCode('united states')).toBe('US')
    expect(countryCode('United Kingdom')).toBe('GB')
    expect(countryCode('Germany')).toBe('DE')
    expect(countryCode('cote d’ivoire')).toBe('CI')
    expect(countryCode('Côte d\'Ivoire')).toBe('CI')
    expect(countryCode('UK')).toBe('GB')
  })

  it('returns null for anything else', () => {
    expect(countryCode('Atlantis')).toBeNull()
    expect(countryCode('')).toBeNull()
    expect(countryCode('European Union')).toBeNull()
    expect(countryCode('Unknown Region')).toBeNull()
  })
})

describe('country list', () => {
  it('holds the ISO 3166-1 countries plus Kosovo, without groupings or withdrawn codes', () => {
    expect(COUNTRY_CODES).toHaveLength(250)
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['US', 'GB', 'DE', 'AQ', 'XK', 'SS', 'CW']))
    for (const code of ['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB', 'UK', 'DD', 'SU', 'YU', 'AN', 'AC', 'IC']) {
      expect(COUNTRY_CODES).not.toContain(code)
    }
  })

  it('gives every country a distinct name that maps back to its code', () => {
    const names = COUNTRY_CODES.map(countryName)
    expect(new Set(names).size).toBe(COUNTRY_CODES.length)
    for (const code of COUNTRY_CODES) expect(countryCode(countryName(code))).toBe(code)
  })
})
