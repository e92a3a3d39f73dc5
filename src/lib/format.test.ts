import { describe, expect, it } from 'vitest'
import { countOf, formatTimestamp, parseTimestamp } from './format'

describe('parseTimestamp', () => {
  it('reads the API timestamp as UTC, with a space or a T, and a bare day as its midnight', () => {
    expect(parseTimestamp('2026-11-25 14:03:09')?.toISOString()).toBe('2026-11-25T14:03:09.000Z')
    expect(parseTimestamp('2026-11-25T14:03:09')?.toISOString()).toBe('2026-11-25T14:03:09.000Z')
    expect(parseTimestamp(' 2026-11-25 ')?.toISOString()).toBe('2026-11-25T00:00:00.000Z')
  })

  it('gives null for anything else, and for a date that does not exist', () => {
    for (const value of [null, undefined, '', 'yesterday', '2026-11-25 14:03', '25/11/2026', '2026-13-40 00:00:00'])
      expect(parseTimestamp(value)).toBeNull()
  })
})

describe('formatTimestamp', () => {
  it('shows what it cannot read as it came, and nothing as a dash', () => {
    expect(formatTimestamp('soon')).toBe('soon')
    expect(formatTimestamp(null)).toBe('—')
  })

  it('shows a day without a time, and a timestamp with one', () => {
    expect(formatTimestamp('2026-11-25')).not.toMatch(/\d:\d/)
    expect(formatTimestamp('2026-11-25 14:03:09')).toMatch(/\d:\d/)
  })
})

describe('countOf', () => {
  it('puts the noun in the number the count needs', () => {
    expect(countOf(1, 'time')).toBe('1 time')
    expect(countOf(0, 'time')).toBe('0 times')
    expect(countOf(1200, 'entry', 'entries')).toBe('1,200 entries')
  })
})
