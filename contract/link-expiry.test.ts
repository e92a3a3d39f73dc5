import { describe, expect, it } from 'vitest'
import { expiryEnd, isExpired, isExpiryText, storedExpiry, wireExpiry } from './link-expiry.ts'

describe('a link expiry (K2, issue 34 item 2)', () => {
  it('keeps a day working to its end, UTC (L4.2)', () => {
    expect(isExpired('2030-12-31', new Date('2030-12-31T23:59:59.999Z'))).toBe(false)
    expect(isExpired('2030-12-31', new Date('2031-01-01T00:00:00.000Z'))).toBe(true)
  })

  it('keeps a moment working up to that second, UTC', () => {
    expect(isExpired('2030-12-31 12:00:00', new Date('2030-12-31T12:00:00.000Z'))).toBe(false)
    expect(isExpired('2030-12-31 12:00:00', new Date('2030-12-31T12:00:00.001Z'))).toBe(true)
  })

  it('reads what the database gives back, in either separator', () => {
    expect(isExpired('2030-12-31 23:59:59.999', new Date('2031-01-01T00:00:00Z'))).toBe(true)
    expect(isExpired('2030-12-31T10:00:00', new Date('2030-12-31T09:00:00Z'))).toBe(false)
    expect(isExpired(null)).toBe(false)
  })

  it('round-trips both wire forms through the database form', () => {
    expect(storedExpiry('2030-12-31')).toBe('2030-12-31 23:59:59.999')
    expect(wireExpiry(storedExpiry('2030-12-31'))).toBe('2030-12-31')
    expect(wireExpiry(storedExpiry('2030-12-31 23:59:59'))).toBe('2030-12-31 23:59:59')
    expect(wireExpiry('2030-12-31 23:59:59.999')).toBe('2030-12-31')
    expect(wireExpiry('2030-12-31 08:05:00')).toBe('2030-12-31 08:05:00')
    expect(wireExpiry(null)).toBeNull()
  })

  it.each(['2030-02-30', '2030-12-31 24:00:00', '2030-12-31 12:60:00', '2030-12-31T12:00:00', '2030-12-31 12:00', ''])('refuses %j as text', (v) => {
    expect(isExpiryText(v)).toBe(false)
  })

  it('gives the last moment of each form', () => {
    expect(expiryEnd('2030-12-31')?.toISOString()).toBe('2030-12-31T23:59:59.999Z')
    expect(expiryEnd('2030-12-31 06:30:15')?.toISOString()).toBe('2030-12-31T06:30:15.000Z')
  })
})
