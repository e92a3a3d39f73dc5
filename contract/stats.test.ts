import { describe, expect, it } from 'vitest'
import { statsData, statsQuery, statsResponse, statsSearchParams } from './stats.ts'
import { messageAt } from './test-utils.ts'

const bucket = { start: '2026-11-01', clicks: 3, uniqueClicks: 2 }
const data = {
  scope: 'link:7', from: '2026-11-01', to: '2026-11-02', tz: 'Asia/Kolkata', interval: 'day',
  clicks: 3, uniqueClicks: 2, timeline: [bucket, { ...bucket, start: '2026-11-02', clicks: 0, uniqueClicks: 0 }],
  countries: { DE: 3 }, referrers: { direct: 3 }, browsers: { Chrome: 3 }, os: { Android: 3 },
  devices: { mobile: 3 }, languages: { de: 3 }, sources: { link: 3 },
}

describe('X1 query', () => {
  it('parses a full query: comma lists become deduplicated arrays', () => {
    const query = statsQuery.parse({ scope: 'campaign:4', range: '7d', tz: 'Europe/Berlin', compare: 'previous', country: 'DE,FR,DE', device: 'mobile', referrer: 'google.com,direct' })
    expect(query).toMatchObject({ scope: 'campaign:4', range: '7d', compare: 'previous', country: ['DE', 'FR'], device: ['mobile'], referrer: ['google.com', 'direct'] })
  })

  it.each([
    ['scope', { scope: 'link:abc' }],
    ['scope', { scope: 'user:1' }],
    ['from', { scope: 'account', from: '2026-1-1' }],
    ['interval', { scope: 'account', interval: 'minute' }],
    ['range', { scope: 'account', range: '2y' }],
    ['country', { scope: 'account', country: 'de' }],
    ['device', { scope: 'account', device: 'phone' }],
    ['browser', { scope: 'account', browser: "Chrome' OR 1=1 --" }],
    ['os', { scope: 'account', os: '<script>alert(1)</script>' }],
    ['referrer', { scope: 'account', referrer: 'a.com;drop table links' }],
    ['language', { scope: 'account', language: 'deu' }],
    ['source', { scope: 'account', source: 'email' }],
  ])('names %s when it is wrong', (path, input) => {
    expect(messageAt(statsQuery, input, path)).toContain(path)
  })

  it('round-trips through statsSearchParams', () => {
    const params = statsSearchParams({ scope: 'account', range: '30d', filters: { country: ['DE', 'FR'], source: ['scan'] } })
    expect(params.toString()).toBe('scope=account&range=30d&country=DE%2CFR&source=scan')
    expect(statsQuery.parse(Object.fromEntries(params))).toMatchObject({ country: ['DE', 'FR'], source: ['scan'] })
  })
})

describe('X1 answer', () => {
  it('parses an answer with and without previous', () => {
    expect(statsResponse.parse({ error: 0, data }).data.clicks).toBe(3)
    const previous = { from: '2026-10-30', to: '2026-10-31', clicks: 1, uniqueClicks: 1, timeline: [bucket] }
    expect(statsData.parse({ ...data, previous }).previous?.clicks).toBe(1)
  })

  it('takes hourly bucket starts and refuses string counts', () => {
    expect(statsData.safeParse({ ...data, interval: 'hour', timeline: [{ ...bucket, start: '2026-11-01 13:00' }] }).success).toBe(true)
    expect(statsData.safeParse({ ...data, countries: { DE: '3' } }).success).toBe(false)
  })
})
