import { describe, expect, it } from 'vitest'
import { splashList, splashListTolerant } from './splash.ts'
import { listBody } from './test-utils.ts'

const items = [
  { id: 3, name: 'Product launch', date: '2024-05-01 13:45:00' },
  { id: 1, name: 'Welcome', date: '2024-01-02 08:00:00' },
]

describe('custom splash page list', () => {
  it('parses the list strictly', () => {
    expect(splashList.parse(listBody('splash', items))).toEqual(listBody('splash', items))
  })

  it('parses the list tolerantly into a page', () => {
    expect(splashListTolerant.parse(listBody('splash', items))).toEqual({
      items,
      result: 2,
      perpage: 15,
      currentpage: 1,
      maxpage: 1,
      hasNext: false,
    })
  })

  it('tolerates counters as strings, error 0 and a numeric-string id', () => {
    const body = {
      error: 0,
      data: { result: '20', perpage: '15', currentpage: '1', nextpage: '2', maxpage: '2', splash: [{ ...items[0], id: '3' }] },
    }
    expect(splashListTolerant.parse(body)).toEqual({ items: [items[0]], result: 20, perpage: 15, currentpage: 1, maxpage: 2, hasNext: true })
  })

  it.each([
    ['a date that is not a timestamp', { ...items[0], date: '2024-05-01' }],
    ['a missing name', { id: 3, date: '2024-05-01 13:45:00' }],
    ['id 0', { ...items[0], id: 0 }],
  ])('strictly rejects an item with %s', (_label, item) => {
    expect(splashList.safeParse(listBody('splash', [item])).success).toBe(false)
  })
})
