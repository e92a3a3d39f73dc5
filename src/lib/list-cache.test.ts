import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from '@contract/envelope'
import { addToFirstPage, patchItem, removeFromPages } from './list-cache'

type Row = { id: number; name: string }
const key = (page: number) => ['things', 'list', { page, limit: 2 }]
const pageOf = (currentpage: number, items: Row[], result: number): Page<Row> => {
  const maxpage = Math.ceil(result / 2)
  return { items, result, perpage: 2, currentpage, maxpage, hasNext: currentpage < maxpage }
}

let qc: QueryClient
beforeEach(() => {
  qc = new QueryClient()
  qc.setQueryData(key(1), pageOf(1, [{ id: 5, name: 'e' }, { id: 4, name: 'd' }], 3))
  qc.setQueryData(key(2), pageOf(2, [{ id: 3, name: 'c' }], 3))
})
const data = (page: number) => qc.getQueryData<Page<Row>>(key(page))!
const stale = (page: number) => qc.getQueryState(key(page))!.isInvalidated

describe('list cache updates', () => {
  it('puts a new item on top of page 1, pushes the last one off, and marks later pages stale', () => {
    addToFirstPage<Row>(qc, ['things', 'list'], { id: 6, name: 'f' })
    expect(data(1).items.map((r) => r.id)).toEqual([6, 5])
    expect(data(1)).toMatchObject({ result: 4, maxpage: 2, hasNext: true })
    expect(stale(1)).toBe(false)
    expect(stale(2)).toBe(true)
  })

  it('removes an item from the last page in place, and marks earlier pages stale', () => {
    removeFromPages<Row>(qc, ['things', 'list'], 3)
    expect(data(2).items).toEqual([])
    expect(data(2)).toMatchObject({ result: 2, maxpage: 1, hasNext: false })
    expect(stale(2)).toBe(false)
    expect(stale(1)).toBe(true)
  })

  it('patches an item wherever it is cached and leaves the others alone', () => {
    patchItem<Row>(qc, ['things', 'list'], 4, { name: 'renamed' })
    expect(data(1).items).toEqual([{ id: 5, name: 'e' }, { id: 4, name: 'renamed' }])
    expect(data(2).items).toEqual([{ id: 3, name: 'c' }])
  })
})
