import { describe, expect, it } from 'vitest'
import { type Click, sumClicks } from './click-batch.ts'

const click = (linkId: number, over: Partial<Click> = {}): Click => ({
  linkId,
  country: 'US',
  referrer: 'news.example',
  browser: 'Chrome',
  os: 'Windows',
  language: 'en',
  visitor: 'a',
  ...over,
})

describe('sumClicks', () => {
  it('counts the clicks of each link, and of each value of each dimension per link', () => {
    const batch = sumClicks([click(1), click(1, { country: 'DE', visitor: 'b' }), click(2, { browser: 'Firefox' }), click(1)])
    expect(batch.links).toEqual([
      { link: 1, clicks: 3 },
      { link: 2, clicks: 1 },
    ])
    const of = (link: number, dimension: string) =>
      Object.fromEntries(batch.totals.filter((t) => t.link === link && t.dimension === dimension).map((t) => [t.value, t.clicks]))
    expect(of(1, 'country')).toEqual({ US: 2, DE: 1 })
    expect(of(1, 'browser')).toEqual({ Chrome: 3 })
    expect(of(2, 'browser')).toEqual({ Firefox: 1 })
    for (const dimension of ['country', 'referrer', 'browser', 'os', 'language']) {
      // Every click counts once in every dimension, whatever the values.
      expect(batch.totals.filter((t) => t.dimension === dimension).reduce((n, t) => n + t.clicks, 0)).toBe(4)
    }
  })

  it('keeps each visitor once per link, and the same visitor on two links twice', () => {
    const batch = sumClicks([click(1), click(1), click(1, { visitor: 'b' }), click(2)])
    expect(batch.visitors).toEqual([
      { link: 1, visitor: 'a' },
      { link: 1, visitor: 'b' },
      { link: 2, visitor: 'a' },
    ])
  })

  it('keeps a value that is empty, and one that looks like another key', () => {
    const batch = sumClicks([click(1, { language: '' }), click(1, { language: '', referrer: 'en' })])
    expect(batch.totals.filter((t) => t.dimension === 'language')).toEqual([{ link: 1, dimension: 'language', value: '', clicks: 2 }])
    expect(batch.totals.filter((t) => t.dimension === 'referrer').map((t) => [t.value, t.clicks])).toEqual([
      ['news.example', 1],
      ['en', 1],
    ])
  })
})
