import { describe, expect, it } from 'vitest'
import { oneOf, pageSearch, pageSummary, pastEndSummary, stringParam, textParam } from './paging'

describe('page search params', () => {
  it('keeps a valid page and page size', () => {
    expect(pageSearch({ page: 3, limit: 50 })).toEqual({ page: 3, limit: 50 })
  })

  it('falls back to page 1 of 15 for anything else', () => {
    expect(pageSearch({})).toEqual({ page: 1, limit: 15 })
    expect(pageSearch({ page: 0, limit: 7 })).toEqual({ page: 1, limit: 15 })
    expect(pageSearch({ page: 2.5, limit: '30' })).toEqual({ page: 1, limit: 15 })
    expect(pageSearch({ page: -4, limit: 1000 })).toEqual({ page: 1, limit: 15 })
  })

  it('accepts each offered page size', () => {
    for (const limit of [15, 30, 50, 100]) expect(pageSearch({ limit }).limit).toBe(limit)
  })

  it('falls back for values the address can hold but a page cannot', () => {
    expect(pageSearch({ page: '2', limit: null })).toEqual({ page: 1, limit: 15 })
    expect(pageSearch({ page: Infinity })).toEqual({ page: 1, limit: 15 })
    expect(pageSearch({ page: 100001 })).toEqual({ page: 1, limit: 15 })
    expect(pageSearch({ page: 100000 })).toEqual({ page: 100000, limit: 15 })
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

describe('search params', () => {
  it('keeps a string up to its length and drops anything else', () => {
    expect(stringParam(' job-1 ', 7)).toBe(' job-1 ')
    expect(stringParam('x'.repeat(8), 7)).toBeUndefined()
    expect(stringParam(42, 7)).toBeUndefined()
    expect(stringParam(null, 7)).toBeUndefined()
  })

  it('trims a text before it measures it', () => {
    expect(textParam('  spring  ', 10)).toBe('spring')
    expect(textParam('   ', 10)).toBe('')
    expect(textParam(` ${'x'.repeat(10)} `, 10)).toBe('x'.repeat(10))
    expect(textParam('x'.repeat(11), 10)).toBeUndefined()
    expect(textParam(42, 10)).toBeUndefined()
  })

  it('takes one of the offered values, else the fallback', () => {
    expect(oneOf(['date', 'click'], 'click', 'date')).toBe('click')
    expect(oneOf(['date', 'click'], 'clicks', 'date')).toBe('date')
    expect(oneOf([15, 30], '30', 15)).toBe(15)
  })
})
