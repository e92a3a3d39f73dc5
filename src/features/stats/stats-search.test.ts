import { describe, expect, it } from 'vitest'
import { statsSearch } from './stats-search'
import { statsSearchKeys } from './stats-search-keys'
import { filterChips, shorterRange, statsParams, withFilter, withPeriod, withoutFilter } from './stats-view'

describe('statsSearch (W1)', () => {
  it('keeps a valid view and drops what the API would refuse', () => {
    expect(
      statsSearch({ range: '7d', interval: 'hour', tz: 'Asia/Kolkata', compare: true, country: 'DE, FR,DE', device: 'mobile', page: 2 }),
    ).toEqual({ range: '7d', interval: 'hour', tz: 'Asia/Kolkata', compare: true, country: 'DE,FR', device: 'mobile' })
    expect(statsSearch({ range: '3w', interval: 'minute', tz: 'Mars/Olympus', compare: 'yes', browser: '' })).toEqual({})
  })

  it('takes custom dates only as an ordered pair, and then over a preset', () => {
    expect(statsSearch({ from: '2026-11-01', to: '2026-11-07', range: '7d' })).toEqual({ from: '2026-11-01', to: '2026-11-07' })
    expect(statsSearch({ from: '2026-11-08', to: '2026-11-07', range: '7d' })).toEqual({ range: '7d' })
    expect(statsSearch({ from: '2026-11-01' })).toEqual({})
  })

  it('leaves the default period out of the address', () => {
    expect(statsSearch({ range: '30d' })).toEqual({})
    expect(withPeriod({ range: '7d', interval: 'hour', country: 'DE' }, '30d')).toEqual({ country: 'DE' })
    expect(withPeriod({ range: '7d' }, { from: '2026-01-01', to: '2026-01-31' })).toEqual({ from: '2026-01-01', to: '2026-01-31' })
  })
})

describe('statsSearchKeys', () => {
  it('keeps the statistics keys of the address and leaves the route’s others out', () => {
    expect(statsSearchKeys({ range: '7d', compare: true, country: 'DE', page: 2, tz: { bad: 1 } })).toEqual({ range: '7d', compare: true, country: 'DE' })
  })
})

describe('filters as chips', () => {
  it('adds a value once (OR within a filter) and removes it again', () => {
    let s = withFilter({}, 'country', 'DE')
    s = withFilter(s, 'country', 'FR')
    s = withFilter(s, 'country', 'DE')
    s = withFilter(s, 'referrer', 'direct')
    expect(s).toEqual({ country: 'DE,FR', referrer: 'direct' })
    expect(filterChips(s)).toEqual([
      { name: 'country', value: 'DE' },
      { name: 'country', value: 'FR' },
      { name: 'referrer', value: 'direct' },
    ])
    expect(withoutFilter(withoutFilter(s, 'country', 'DE'), 'country', 'FR')).toEqual({ referrer: 'direct' })
  })
})

describe('statsParams', () => {
  it('is the X1 query of the view, in the viewer zone unless one was chosen', () => {
    expect(statsParams('link:5', {}, 'Europe/Berlin')).toEqual({ scope: 'link:5', range: '30d', tz: 'Europe/Berlin' })
    expect(statsParams('account', { from: '2026-11-01', to: '2026-11-02', interval: 'hour', tz: 'UTC', compare: true, os: 'iOS,Android' }, 'Europe/Berlin')).toEqual({
      scope: 'account',
      from: '2026-11-01',
      to: '2026-11-02',
      interval: 'hour',
      tz: 'UTC',
      compare: 'previous',
      os: 'iOS,Android',
    })
  })
})

describe('shorterRange (W13)', () => {
  it('offers the longest preset shorter than the period refused, and none below a day', () => {
    expect(shorterRange({})).toBe('7d')
    expect(shorterRange({ range: 'all' })).toBe('12m')
    expect(shorterRange({ range: '7d' })).toBe('24h')
    expect(shorterRange({ range: '24h' })).toBeUndefined()
    expect(shorterRange({ from: '2026-01-01', to: '2026-03-31' })).toBe('30d')
    expect(shorterRange({ from: '2026-11-01', to: '2026-11-07' })).toBe('24h')
    expect(shorterRange({ from: '2026-11-01', to: '2026-11-01' })).toBeUndefined()
  })
})
