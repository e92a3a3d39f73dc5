import { describe, expect, it } from 'vitest'
import { type Click, ClickSums, sumClicks } from './click-batch.ts'

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

describe('ClickSums', () => {
  it('merges summed batches into what summing all their clicks at once gives', () => {
    const first = [click(1), click(1, { country: 'DE', visitor: 'b' }), click(2)]
    const second = [click(1, { country: 'DE' }), click(2, { visitor: 'c', browser: 'Firefox' }), click(3)]
    const merged = new ClickSums().merge(sumClicks(first)).merge(sumClicks(second)).batch()
    const whole = sumClicks([...first, ...second])
    const sorted = (b: typeof whole) => ({
      links: [...b.links].sort((x, y) => x.link - y.link),
      totals: [...b.totals].sort((x, y) => `${x.link}${x.dimension}${x.value}`.localeCompare(`${y.link}${y.dimension}${y.value}`)),
      visitors: [...b.visitors].sort((x, y) => `${x.link}${x.visitor}`.localeCompare(`${y.link}${y.visitor}`)),
    })
    expect(sorted(merged)).toEqual(sorted(whole))
    expect(merged.links.find((l) => l.link === 1)?.clicks).toBe(3)
    expect(merged.visitors.filter((v) => v.link === 1)).toHaveLength(2)
  })

  it('is empty until something is added, and does not share its rows with a batch it merged', () => {
    const sums = new ClickSums()
    expect(sums.empty).toBe(true)
    const batch = sumClicks([click(1)])
    sums.merge(batch).merge(batch)
    expect(sums.empty).toBe(false)
    expect(sums.batch().links).toEqual([{ link: 1, clicks: 2 }])
    expect(batch.links).toEqual([{ link: 1, clicks: 1 }])
  })
})
