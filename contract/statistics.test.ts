import { describe, expect, it } from 'vitest'
import { SOCIAL_NETWORKS, TIMELINE_DAYS, clickStats, clickStatsTolerant, qrStats, qrStatsTolerant, timelineDay } from './statistics.ts'

// SPEC's statistics object (QR detail) and its extension for links (LINKS.md L3, L5).

const spec = {
  clicks: 12,
  uniqueClicks: 9,
  topCountries: { 'United States': '7', Unknown: '5' },
  topReferrers: { 'Direct, email and other': '10', 'facebook.com': '2' },
  topBrowsers: { Chrome: '8', Safari: '4' },
  topOs: { Android: '6', iOS: '6' },
  socialCount: { facebook: 2, twitter: 0, linkedin: 0 },
}

/** 30 consecutive days, 2024-05-01 .. 2024-05-30, as our server sends them (zeros included). */
const days = (n: number) => Array.from({ length: n }, (_, i) => ({ date: `2024-05-${String(i + 1).padStart(2, '0')}`, clicks: i === 29 ? 4 : 0 }))
const ours = { ...spec, topLanguages: { en: '9', fr: '3' }, timeline: days(30) }

describe('qrStats: SPEC statistics object, strict', () => {
  it('accepts SPEC sample as it is', () => {
    expect(qrStats.parse(spec)).toEqual(spec)
  })

  it('has three social networks and a 30-day timeline', () => {
    expect(SOCIAL_NETWORKS).toEqual(['facebook', 'twitter', 'linkedin'])
    expect(TIMELINE_DAYS).toBe(30)
  })

  it('accepts empty maps as {}', () => {
    const none = { ...spec, clicks: 0, uniqueClicks: 0, topCountries: {}, topReferrers: {}, topBrowsers: {}, topOs: {} }
    expect(qrStats.parse(none)).toEqual(none)
  })

  it.each([
    ['a map count as an integer', { ...spec, topCountries: { 'United States': 7 } }],
    ['a map count that is not digits', { ...spec, topBrowsers: { Chrome: '8.5' } }],
    ['a negative map count', { ...spec, topOs: { iOS: '-1' } }],
    ['an empty map as []', { ...spec, topReferrers: [] }],
    ['clicks as a string', { ...spec, clicks: '12' }],
    ['negative clicks', { ...spec, clicks: -1 }],
    ['fractional uniqueClicks', { ...spec, uniqueClicks: 1.5 }],
    ['socialCount without linkedin', { ...spec, socialCount: { facebook: 2, twitter: 0 } }],
    ['a social count as a string', { ...spec, socialCount: { facebook: '2', twitter: 0, linkedin: 0 } }],
    ['a missing topOs', { ...spec, topOs: undefined }],
  ])('refuses %s', (_label, body) => {
    expect(qrStats.safeParse(body).success).toBe(false)
  })

  it('keeps exactly the three SPEC networks', () => {
    const more = { ...spec, socialCount: { facebook: 2, twitter: 0, linkedin: 0, instagram: 5 } }
    expect(qrStats.parse(more).socialCount).toEqual({ facebook: 2, twitter: 0, linkedin: 0 })
  })
})

describe('clickStats: what our server sends for links, strict (L3)', () => {
  it('accepts SPEC object plus topLanguages and a 30-day timeline', () => {
    expect(clickStats.parse(ours)).toEqual(ours)
  })

  it('requires the timeline', () => {
    const { timeline: _timeline, ...rest } = ours
    expect(clickStats.safeParse(rest).success).toBe(false)
  })

  it.each([29, 31, 0])('refuses a timeline of %i days', (n) => {
    expect(clickStats.safeParse({ ...ours, timeline: days(n) }).success).toBe(false)
  })

  it('requires topLanguages', () => {
    const { topLanguages: _topLanguages, ...rest } = ours
    expect(clickStats.safeParse(rest).success).toBe(false)
  })

  it('refuses a topLanguages count as an integer', () => {
    expect(clickStats.safeParse({ ...ours, topLanguages: { en: 9 } }).success).toBe(false)
  })

  it('still is SPEC object: a bare SPEC object is not enough', () => {
    expect(clickStats.safeParse(spec).success).toBe(false)
  })
})

describe('timelineDay', () => {
  it('accepts {date: YYYY-MM-DD, clicks}', () => {
    expect(timelineDay.parse({ date: '2024-05-01', clicks: 0 })).toEqual({ date: '2024-05-01', clicks: 0 })
  })

  it.each([
    ['a timestamp for a date', { date: '2024-05-01 00:00:00', clicks: 1 }],
    ['a short date', { date: '2024-5-1', clicks: 1 }],
    ['negative clicks', { date: '2024-05-01', clicks: -1 }],
    ['clicks as a string', { date: '2024-05-01', clicks: '1' }],
  ])('refuses %s', (_label, day) => {
    expect(timelineDay.safeParse(day).success).toBe(false)
  })
})

describe('qrStatsTolerant: the live service (L5)', () => {
  it('reads our SPEC object, map counts as numbers', () => {
    expect(qrStatsTolerant.parse(spec)).toEqual({
      clicks: 12,
      uniqueClicks: 9,
      topCountries: { 'United States': 7, Unknown: 5 },
      topReferrers: { 'Direct, email and other': 10, 'facebook.com': 2 },
      topBrowsers: { Chrome: 8, Safari: 4 },
      topOs: { Android: 6, iOS: 6 },
      socialCount: { facebook: 2, twitter: 0, linkedin: 0 },
    })
  })

  it('reads map counts sent as integers', () => {
    expect(qrStatsTolerant.parse({ ...spec, topCountries: { Canada: 3, Germany: 1 } }).topCountries).toEqual({ Canada: 3, Germany: 1 })
  })

  it('keeps socialCount networks beyond SPEC (instagram)', () => {
    const live = { ...spec, socialCount: { facebook: 2, twitter: 1, linkedin: 0, instagram: 5 } }
    expect(qrStatsTolerant.parse(live).socialCount).toEqual({ facebook: 2, twitter: 1, linkedin: 0, instagram: 5 })
  })

  it('reads empty maps given as {}', () => {
    const view = qrStatsTolerant.parse({ ...spec, topCountries: {}, topReferrers: {}, topBrowsers: {}, topOs: {}, socialCount: {} })
    expect(view.topCountries).toEqual({})
    expect(view.topReferrers).toEqual({})
    expect(view.topBrowsers).toEqual({})
    expect(view.topOs).toEqual({})
    expect(view.socialCount).toEqual({})
  })

  it('reads empty maps given as [] (PHP)', () => {
    const view = qrStatsTolerant.parse({ ...spec, topCountries: [], topReferrers: [], topBrowsers: [], topOs: [] })
    expect(view.topCountries).toEqual({})
    expect(view.topReferrers).toEqual({})
    expect(view.topBrowsers).toEqual({})
    expect(view.topOs).toEqual({})
  })

  it('reads an empty map given as the integer 0 (the live product with no clicks)', () => {
    const live = { clicks: 0, uniqueClicks: 0, topCountries: 0, topReferrers: 0, topBrowsers: 0, topOs: 0, socialCount: { facebook: 0, twitter: 0, google: 0 } }
    expect(qrStatsTolerant.parse(live)).toEqual({
      clicks: 0,
      uniqueClicks: 0,
      topCountries: {},
      topReferrers: {},
      topBrowsers: {},
      topOs: {},
      socialCount: { facebook: 0, twitter: 0, google: 0 },
    })
  })

  it('reads an empty object as zero clicks and empty maps', () => {
    expect(qrStatsTolerant.parse({})).toEqual({
      clicks: 0,
      uniqueClicks: 0,
      topCountries: {},
      topReferrers: {},
      topBrowsers: {},
      topOs: {},
      socialCount: {},
    })
  })

  it('coerces clicks sent as strings and falls back to 0 for nonsense', () => {
    const view = qrStatsTolerant.parse({ ...spec, clicks: '12', uniqueClicks: 'many' })
    expect(view.clicks).toBe(12)
    expect(view.uniqueClicks).toBe(0)
  })

  it('reads a non-numeric map count as 0 and keeps the key', () => {
    expect(qrStatsTolerant.parse({ ...spec, topBrowsers: { Chrome: 'n/a', Safari: '4' } }).topBrowsers).toEqual({ Chrome: 0, Safari: 4 })
  })

  it('treats a map that is a non-empty list as empty rather than failing', () => {
    expect(qrStatsTolerant.parse({ ...spec, topOs: ['Android'] }).topOs).toEqual({})
  })
})

describe('clickStatsTolerant: link statistics from either server (L5)', () => {
  it('reads our server: topLanguages as numbers and the timeline', () => {
    const view = clickStatsTolerant.parse(ours)
    expect(view.topLanguages).toEqual({ en: 9, fr: 3 })
    expect(view.timeline).toHaveLength(30)
    expect(view.timeline?.[29]).toEqual({ date: '2024-05-30', clicks: 4 })
  })

  it('reads the live service: no timeline, no topLanguages', () => {
    const view = clickStatsTolerant.parse(spec)
    expect(view.timeline).toBeUndefined()
    expect(view.topLanguages).toEqual({})
    expect(view.clicks).toBe(12)
  })

  it('reads timeline clicks sent as strings', () => {
    expect(clickStatsTolerant.parse({ ...spec, timeline: [{ date: '2024-05-01', clicks: '3' }] }).timeline).toEqual([{ date: '2024-05-01', clicks: 3 }])
  })

  it('drops a timeline that is not a list of days instead of failing', () => {
    expect(clickStatsTolerant.parse({ ...spec, timeline: 'none' }).timeline).toBeUndefined()
    expect(clickStatsTolerant.parse({ ...spec, timeline: [{ clicks: 1 }] }).timeline).toBeUndefined()
  })

  it('reads topLanguages given as [] (PHP)', () => {
    expect(clickStatsTolerant.parse({ ...spec, topLanguages: [] }).topLanguages).toEqual({})
  })
})
