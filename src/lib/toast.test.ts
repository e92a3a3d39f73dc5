import { describe, expect, it } from 'vitest'
import { doneMessage } from './toast'

describe('doneMessage', () => {
  it('names the thing in quotes after its kind', () => {
    expect(doneMessage('Domain', 'go.example.com', 'added')).toBe('Domain “go.example.com” has been added.')
    expect(doneMessage('QR code', 'Menu', 'deleted')).toBe('QR code “Menu” has been deleted.')
  })

  it('starts with a capital when given a list noun', () => {
    expect(doneMessage('campaign', 'Spring', 'updated')).toBe('Campaign “Spring” has been updated.')
  })

  it('says only the kind when the thing has no name', () => {
    expect(doneMessage('File', '  ', 'updated')).toBe('File has been updated.')
    expect(doneMessage('Account', undefined, 'updated')).toBe('Account has been updated.')
  })

  it('says where an item was added to or removed from', () => {
    expect(doneMessage('Link', 'Pricing', 'added', 'to campaign “Spring”')).toBe('Link “Pricing” has been added to campaign “Spring”.')
  })
})
