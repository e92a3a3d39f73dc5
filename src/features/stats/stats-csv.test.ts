import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { csvName, rowsCsv, timelineCsv } from './stats-csv'
import { countRows, dayOfWeek, delta, hourOfDay } from './stats-rows'

const parsed = (csv: string) => Papa.parse<string[]>(csv.trim()).data

describe('CSV from the answer on screen (W5)', () => {
  it('writes a dimension largest first, and defuses a formula', () => {
    const rows = countRows({ 'evil.example': 1, DE: 5, FR: 0, '=cmd|calc': 2 })
    expect(parsed(rowsCsv('Referrer', 'Clicks', rows))).toEqual([
      ['Referrer', 'Clicks'],
      ['DE', '5'],
      ["'=cmd|calc", '2'],
      ['evil.example', '1'],
    ])
  })

  it('puts the previous period beside each bucket when compared', () => {
    const timeline = [
      { start: '2026-11-02', clicks: 3, uniqueClicks: 2 },
      { start: '2026-11-03', clicks: 0, uniqueClicks: 0 },
    ]
    const previous = { from: '2026-10-31', to: '2026-11-01', clicks: 1, uniqueClicks: 1, timeline: [{ start: '2026-10-31', clicks: 1, uniqueClicks: 1 }] }
    expect(parsed(timelineCsv({ timeline }, 'clicks'))).toEqual([
      ['Start', 'clicks', 'Unique clicks'],
      ['2026-11-02', '3', '2'],
      ['2026-11-03', '0', '0'],
    ])
    expect(parsed(timelineCsv({ timeline, previous }, 'clicks'))[2]).toEqual(['2026-11-03', '0', '0', '', '0'])
    expect(csvName('link:12', { from: '2026-11-02', to: '2026-11-03' }, 'country')).toBe('link-12-2026-11-02-2026-11-03-country.csv')
  })
})

describe('derived charts (W4)', () => {
  const hourly = {
    interval: 'hour' as const,
    timeline: [
      { start: '2026-11-02 09:00', clicks: 2, uniqueClicks: 2 },
      { start: '2026-11-03 09:00', clicks: 3, uniqueClicks: 1 },
      { start: '2026-11-08 23:00', clicks: 1, uniqueClicks: 1 },
    ],
  }
  it('sums the hours of the day and the days of the week (Monday first) from an hourly timeline', () => {
    expect(hourOfDay(hourly)?.filter((h) => h.value > 0)).toEqual([
      { key: '09:00', label: '09:00', value: 5 },
      { key: '23:00', label: '23:00', value: 1 },
    ])
    expect(dayOfWeek(hourly)?.map((d) => d.value)).toEqual([2, 3, 0, 0, 0, 0, 1])
  })
  it('says nothing it cannot know from weeks or months', () => {
    expect(hourOfDay({ interval: 'day', timeline: [] })).toBeNull()
    expect(dayOfWeek({ interval: 'week', timeline: [] })).toBeNull()
  })
  it('states a change against the previous period', () => {
    expect([delta(15, 10), delta(5, 10), delta(3, 0), delta(0, 0)]).toEqual(['+50 %', '−50 %', 'new', '±0 %'])
  })
})
