import { describe, expect, it } from 'vitest'
import { filterQuery, hasFilters, linkFilters } from './link-filters'

describe('the Links filters in the URL', () => {
  it('reads ids, none, known states in their order and the Archived view', () => {
    const f = linkFilters({ campaign: '4', domain: 'none', directory: 9, state: 'expired,protected,nope', archived: true })
    expect(f).toEqual({ campaign: 4, domain: 'none', directory: 9, state: 'protected,expired', archived: true })
    expect(filterQuery(f)).toEqual({ campaign: 4, domain: 'none', directory: 9, status: 'protected,expired,archived' })
    expect(hasFilters(f)).toBe(true)
  })
  it('drops what is not an id or a state, without an error', () => {
    const f = linkFilters({ campaign: '0', domain: 'x', directory: 'none', state: 'all', archived: 'yes' })
    expect(f).toEqual({ campaign: undefined, domain: undefined, directory: undefined, state: undefined, archived: undefined })
    expect(filterQuery(f).status).toBeUndefined()
    expect(hasFilters(f)).toBe(false)
  })
})
