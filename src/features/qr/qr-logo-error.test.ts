// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import type { FieldValues, ResolverOptions } from 'react-hook-form'
import { fieldMessage, formPath, LOGO_MESSAGE, qrFormResolver, qrFormValues, serverFields, type QrFormMode } from './qr-form-schema'

const OPTS = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues> as never
const logoError = async (mode: QrFormMode, logo: string, kept = '') => {
  const values = qrFormValues('text', 'Hi', { name: 'Menu', logo })
  return (await qrFormResolver(mode, kept)(values, undefined, OPTS)).errors.logo?.message
}

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

// Issue 40 item 6: the hint asks for an http(s) address; a path the contract lets through is what our server refuses.
describe('the logo rule of the form', () => {
  it('refuses a path with the words of the hint, before anything is sent', async () => {
    expect(await logoError('create', '/uploads/logo.png')).toBe(LOGO_MESSAGE)
    expect(await logoError('create', 'logo.gif')).toBe(LOGO_MESSAGE)
    expect(await logoError('create', 'https://cdn.example.com/logo.png')).toBeUndefined()
  })

  it('keeps a path the code already had, as the live service stores them', async () => {
    expect(await logoError('edit', 'logos/brand.png', 'logos/brand.png')).toBeUndefined()
    expect(await logoError('edit', 'logos/other.png', 'logos/brand.png')).toBe(LOGO_MESSAGE)
  })

  it('takes the reference an upload answered (U14), and no other path of that folder', async () => {
    expect(await logoError('create', 'qr-logo/r4RsQi9Gkp.png')).toBeUndefined()
    expect(await logoError('edit', 'qr-logo/r4RsQi9Gkp.png', 'https://cdn.example.com/a.png')).toBeUndefined()
    expect(await logoError('create', 'qr-logo/../x.png')).toBe(LOGO_MESSAGE)
    expect(await logoError('create', 'qr-logo/a.jpg')).toBe(LOGO_MESSAGE)
  })
})
