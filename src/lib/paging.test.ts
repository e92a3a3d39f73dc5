import { describe, expect, it } from 'vitest'
import { pageSearchSchema, pageSummary, pastEndSummary } from './paging'

describe('page search params', () => {
  it('keeps a valid page and page size', () => {
    expect(pageSearchSchema.parse({ page: 3, limit: 50 })).toEqual({ page: 3, limit: 50 })
  })

  it('falls back to page 1 of 15 for anything else', () => {
    expect(pageSearchSchema.parse({})).toEqual({ page: 1, limit: 15 })
    expect(pageSearchSchema.parse({ page: 0, limit: 7 })).toEqual({ page: 1, limit: 15 })
    expect(pageSearchSchema.parse({ page: 2.5, limit: '30' })).toEqual({ page: 1, limit: 15 })
    expect(pageSearchSchema.parse({ page: -4, limit: 1000 })).toEqual({ page: 1, limit: 15 })
  })

  it('accepts each offered page size', () => {
    for (const limit of [15, 30, 50, 100]) expect(pageSearchSchema.parse({ limit }).limit).toBe(limit)
  })
})

describe('pageSummary', () => {
  it('says where the user is', () => {
    expect(pageSummary({ currentpage: 2, maxpage: 3, result: 31 })).toBe('page 2 of 3 · 31 items')
    expect(pageSummary({ currentpage: 1, maxpage: 1, result: 1 })).toBe('page 1 of 1 · 1 item')
    expect(pageSummary({ currentpage: 1, maxpage: 0, result: 0 })).toBe('page 1 of 1 · 0 items')
  })
})

describe('pastEndSummary', () => {
  it('counts items and pages in words with the right plural', () => {
    expect(pastEndSummary({ maxpage: 1, result: 6 })).toBe('The list has 6 items on 1 page.')
    expect(pastEndSummary({ maxpage: 1, result: 1 })).toBe('The list has 1 item on 1 page.')
    expect(pastEndSummary({ maxpage: 2, result: 18 })).toBe('The list has 18 items on 2 pages.')
  })
})
