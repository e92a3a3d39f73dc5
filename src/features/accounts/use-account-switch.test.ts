// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { sectionListOf } from './use-account-switch'

describe('where a switch of account lands', () => {
  it('is the list page of the section, never a detail page whose id belongs to the other account', () => {
    expect(sectionListOf('/links/123')).toBe('/links')
    expect(sectionListOf('/qr/5/edit')).toBe('/qr')
    expect(sectionListOf('/directories/7')).toBe('/directories')
    expect(sectionListOf('/account')).toBe('/account')
    expect(sectionListOf('/')).toBe('/')
  })
})
