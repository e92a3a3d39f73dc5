import { describe, expect, it } from 'vitest'
import { todayUtc } from '@contract/files'
import { EMPTY_OPTIONS, checkUpload, type OptionValues } from './upload-options-form-schema'

const file = (name = 'report.pdf', size = 1000) => ({ name, size })
const opts = (values: Partial<OptionValues>): OptionValues => ({ ...EMPTY_OPTIONS, ...values })

describe('checkUpload', () => {
  it('sends the file under its own name with no options when none are set', () => {
    expect(checkUpload(file(), EMPTY_OPTIONS, null)).toEqual({ ok: true, plan: { filename: 'report.pdf', query: {} } })
  })

  it('sends the options that are set, trimmed, as query text', () => {
    const check = checkUpload(
      file(),
      opts({ name: '  Q3 report ', custom: ' q3-report ', domain: 'https://go.example.com', password: ' secret ', expiry: '2999-12-31', maxdownloads: '5' }),
      null,
    )
    expect(check).toEqual({
      ok: true,
      plan: {
        filename: 'report.pdf',
        query: { name: 'Q3 report', custom: 'q3-report', domain: 'https://go.example.com', password: ' secret ', expiry: '2999-12-31', maxdownloads: '5' },
      },
    })
  })

  it('puts the contract’s message on each bad option', () => {
    const check = checkUpload(file(), opts({ custom: 'a b', expiry: '2001-01-01', maxdownloads: '0' }), null)
    expect(check).toEqual({
      ok: false,
      error: null,
      fieldErrors: {
        custom: 'custom must be 3 to 50 letters, digits, "_" or "-".',
        expiry: 'expiry must be today or later.',
        maxdownloads: 'maxdownloads must be a whole number from 1 to 1000000000.',
      },
    })
  })

  it('accepts today as the expiry day and refuses a day that does not exist', () => {
    expect(checkUpload(file(), opts({ expiry: todayUtc() }), null).ok).toBe(true)
    const check = checkUpload(file(), opts({ expiry: '2999-02-30' }), null)
    expect(check.ok === false && check.fieldErrors.expiry).toBe('expiry must be a date like 2030-12-31.')
  })

  it('refuses a whole number written with a fraction or a sign', () => {
    for (const value of ['1.5', '-3', '1e3']) {
      const check = checkUpload(file(), opts({ maxdownloads: value }), null)
      expect(check.ok === false && check.fieldErrors.maxdownloads).toMatch(/^maxdownloads must be a whole number/)
    }
  })

  it('asks for a name when the file’s own name cannot be sent, and uses a valid one for the path', () => {
    const refused = checkUpload(file('Makefile'), EMPTY_OPTIONS, null)
    expect(refused.ok === false && refused.fieldErrors.name).toMatch(/“Makefile” cannot be sent as a file name/)
    const renamed = checkUpload(file('Makefile'), opts({ name: 'Makefile.txt' }), null)
    expect(renamed).toEqual({ ok: true, plan: { filename: 'Makefile.txt', query: { name: 'Makefile.txt' } } })
  })

  it('keeps a display name without extension when the file’s own name is fine', () => {
    expect(checkUpload(file('a..b.txt'), opts({ name: 'Quarterly' }), null).ok).toBe(false)
    expect(checkUpload(file('a.txt'), opts({ name: 'Quarterly' }), null)).toEqual({
      ok: true,
      plan: { filename: 'a.txt', query: { name: 'Quarterly' } },
    })
  })

  describe('size', () => {
    const limit = 50 * 1024 * 1024
    it('refuses a file over a known limit before anything else', () => {
      expect(checkUpload(file('big.bin', limit + 1), opts({ custom: 'x' }), limit)).toEqual({
        ok: false,
        fieldErrors: {},
        error: 'This file is 52,428,801 bytes; the server accepts files up to 52,428,800 bytes (50 MiB).',
      })
      const check = checkUpload(file('video.mp4', 80 * 1024 * 1024), EMPTY_OPTIONS, limit)
      expect(check.ok === false && check.error).toBe('This file is 80 MiB; the server accepts files up to 50 MiB.')
    })
    it('accepts a file of exactly the limit, and any size when the limit is unknown', () => {
      expect(checkUpload(file('big.bin', limit), EMPTY_OPTIONS, limit).ok).toBe(true)
      expect(checkUpload(file('huge.bin', 10 * limit), EMPTY_OPTIONS, null).ok).toBe(true)
    })
  })
})
