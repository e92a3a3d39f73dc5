import { describe, expect, it } from 'vitest'
import { type Click, type ClickBatch, ClickSums, sumClicks } from './click-batch.ts'

const click = (linkId: number, over: Partial<Click> = {}): Click => ({
  linkId,
  country: 'US',
  referrer: 'news.example',
  browser: 'Chrome',
  os: 'Windows',
  language: 'en',
  visitor: 'a',
  device: 'desktop',
  ...over,
})
const sorted = (b: ClickBatch) => [...(b.hits ?? [])].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)))

describe('sumClicks', () => {
  it('counts the clicks of each link, visitor and combination of values once (T4)', () => {
    const batch = sumClicks([click(1), click(1, { country: 'DE', visitor: 'b' }), click(2, { browser: 'Firefox' }), click(1)])
    expect(sorted(batch)).toEqual([
      { l: 1, v: 'a', c: 'US', r: 'news.example', b: 'Chrome', o: 'Windows', g: 'en', d: 'desktop', n: 2 },
      { l: 1, v: 'b', c: 'DE', r: 'news.example', b: 'Chrome', o: 'Windows', g: 'en', d: 'desktop', n: 1 },
      { l: 2, v: 'a', c: 'US', r: 'news.example', b: 'Firefox', o: 'Windows', g: 'en', d: 'desktop', n: 1 },
    ])
    expect(batch.links).toBeUndefined()
  })

  it('keeps a value that is empty apart from one that looks like the next key, and a missing device as empty', () => {
    const batch = sumClicks([click(1, { language: '', referrer: 'en' }), click(1, { language: 'en', referrer: '' }), click(1, { device: undefined })])
    expect(batch.hits).toHaveLength(3)
    expect(batch.hits?.map((h) => h.d)).toEqual(['desktop', 'desktop', ''])
  })
})

describe('ClickSums', () => {
  it('merges summed batches into what summing all their clicks at once gives', () => {
    const first = [click(1), click(1, { country: 'DE', visitor: 'b' }), click(2)]
    const second = [click(1, { country: 'DE' }), click(2, { visitor: 'c', browser: 'Firefox' }), click(3), click(1)]
    const merged = new ClickSums().merge(sumClicks(first)).merge(sumClicks(second)).batch()
    expect(sorted(merged)).toEqual(sorted(sumClicks([...first, ...second])))
    expect(merged.hits?.find((h) => h.l === 1 && h.c === 'US')?.n).toBe(2)
  })

  it('keeps a batch of the shape before 0014 as it is, beside new clicks', () => {
    const old = { links: [{ link: 1, clicks: 2 }], totals: [{ link: 1, dimension: 'country', value: 'DE', clicks: 2 }], visitors: [{ link: 1, visitor: 'a' }] }
    const batch = new ClickSums().merge(old).add(click(1)).batch()
    expect(batch).toMatchObject(old)
    expect(batch.hits).toHaveLength(1)
  })

  it('is empty until something is added, and does not share its rows with a batch it merged', () => {
    const sums = new ClickSums()
    expect(sums.empty).toBe(true)
    const batch = sumClicks([click(1)])
    sums.merge(batch).merge(batch)
    expect(sums.empty).toBe(false)
    expect(sums.batch().hits?.[0]?.n).toBe(2)
    expect(batch.hits?.[0]?.n).toBe(1)
  })

  it('writes as JSON what batch() holds, quotes and legacy rows included (Y1)', () => {
    const old = { links: [{ link: 1, clicks: 2 }], totals: [{ link: 1, dimension: 'country', value: 'DE', clicks: 2 }], visitors: [{ link: 1, visitor: 'a' }] }
    const sums = new ClickSums().merge(old).add(click(1, { referrer: 'x"\\y\u2028' })).add(click(2)).add(click(1, { referrer: 'x"\\y\u2028' }))
    expect(JSON.parse(sums.json())).toEqual(sums.batch())
    expect(JSON.parse(new ClickSums().json())).toEqual({ hits: [] })
    expect(sums.clicks).toBe(5)
  })
})
