// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { fieldMessage, formPath, serverFields } from './qr-form-schema'

// D27e: the server refuses a logo it cannot fetch with a message naming `logo`; the form shows it on the logo field.
describe('a refused logo', () => {
  it.each(['link', 'wifi', 'vcard'] as const)('lands on the logo field of a %s code, in a sentence', (type) => {
    const error = new ApiError(400, 'logo could not be downloaded: its address is private.')
    const field = error.fieldOf(serverFields(type))
    expect(field).toBe('logo')
    expect(formPath(type, field!.split('.'))).toBe('logo')
    expect(fieldMessage('logo', error.message)).toBe('The logo could not be downloaded: its address is private.')
  })

  it('leaves the contract’s own logo messages as they are', () => {
    expect(fieldMessage('logo', 'logo must be at most 2000 characters.')).toBe('logo must be at most 2000 characters.')
  })
})
