import { describe, expect, it } from 'vitest'
import type { FieldValues, ResolverOptions } from 'react-hook-form'
import { COLOUR_MESSAGE, compactData, fieldMessage, formPath, previewData, qrFormResolver, qrFormValues, serverFields, type QrFormMode, type QrFormValues } from './qr-form-schema'

const resolve = (mode: QrFormMode, values: QrFormValues) =>
  qrFormResolver(mode)(values, undefined, { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues> as never)

const withContent = (type: QrFormValues['type'], patch: (v: QrFormValues) => void) => {
  const v = qrFormValues(type)
  patch(v)
  return v
}

describe('qrFormResolver', () => {
  it('sends the chosen type’s content as data, with a blank name and logo left out when creating', async () => {
    const v = withContent('sms', (v) => (v.content.sms = { phone: '+14155550100', message: 'Hi' }))
    v.content.text = 'a draft of another type'
    expect((await resolve('create', v)).values).toEqual({
      type: 'sms',
      data: { phone: '+14155550100', message: 'Hi' },
      background: 'rgb(255,255,255)',
      foreground: 'rgb(0,0,0)',
    })
  })

  it('puts the contract’s messages on the inputs they are about', async () => {
    const v = withContent('sms', (v) => (v.content.sms.phone = '555'))
    v.background = 'white'
    const { errors } = await resolve('create', v)
    expect(errors).toMatchObject({
      content: { sms: { phone: { message: 'Start with "+" and the country code (1 for the US and Canada, 44 for the UK, 49 for Germany), like +1 415 555 0100.' } } },
      background: { message: COLOUR_MESSAGE },
    })
  })

  it('takes colours as hex as well and sends them as rgb(), the form the API takes', async () => {
    const v = withContent('text', (v) => (v.content.text = 'Hi'))
    v.foreground = '#7c3aed'
    v.background = ' FFFBEB '
    expect((await resolve('create', v)).values).toMatchObject({ foreground: 'rgb(124,58,237)', background: 'rgb(255,251,235)' })
    v.foreground = '#19f'
    v.background = 'rgb( 1, 2, 3 )'
    expect((await resolve('create', v)).values).toMatchObject({ foreground: 'rgb(17,153,255)', background: 'rgb(1,2,3)' })
    v.foreground = '#7c3aeg'
    expect((await resolve('create', v)).errors).toMatchObject({ foreground: { message: COLOUR_MESSAGE } })
  })

  it('takes a phone number with spaces, dashes and brackets, and sends it as digits', async () => {
    const v = withContent('phone', (v) => (v.content.phone = '+1 (555) 123-4567'))
    expect((await resolve('create', v)).values).toMatchObject({ type: 'phone', data: '+15551234567' })
    expect(previewData('phone', v.content)).toBe('+15551234567')
    v.content.phone = '555 123 4567'
    expect((await resolve('create', v)).errors).toMatchObject({ content: { phone: { message: expect.stringMatching(/^Start with "\+" and the country code/) } } })
  })

  it('says an API message about a phone number in words, without the API’s field name', () => {
    expect(fieldMessage('content.sms.phone', 'data.phone must have 6 to 15 digits with the country code, like +1 415 555 0100.')).toBe(
      'Give 6 to 15 digits with the country code, like +1 415 555 0100.',
    )
    expect(fieldMessage('content.phone', 'data must hold only digits after the "+"; spaces, dashes, dots and brackets are fine.')).toBe(
      'Use only digits after the "+"; spaces, dashes, dots and brackets are fine.',
    )
    expect(fieldMessage('content.phone', 'data is required.')).toBe('Enter the phone number, starting with "+" and the country code.')
    expect(fieldMessage('name', 'name must not be empty.')).toBe('name must not be empty.')
  })

  it('checks each type with its own schema', async () => {
    expect((await resolve('create', qrFormValues('text'))).errors).toMatchObject({ content: { text: { message: 'data must not be empty.' } } })
    expect((await resolve('create', qrFormValues('vcard'))).errors).toMatchObject({
      content: { vcard: { fname: { message: 'data.fname or data.lname is required.' } } },
    })
    const link = withContent('link', (v) => (v.content.link = 'acme.test'))
    expect((await resolve('create', link)).errors).toMatchObject({
      content: { link: { message: 'data must be a full URL starting with http:// or https://.' } },
    })
  })

  it('refuses a blank name when editing, and sends a blank logo to remove it', async () => {
    const v = qrFormValues('phone', '+14155550100', { name: '   ', logo: '' })
    expect((await resolve('edit', v)).errors).toMatchObject({ name: { message: 'name must not be empty.' } })
    v.name = 'Shop'
    expect((await resolve('edit', v)).values).toMatchObject({ type: 'phone', data: '+14155550100', name: 'Shop', logo: '' })
  })

  it('checks only the name and look when the content is unknown', async () => {
    const v = qrFormValues('link', undefined, { name: 'Menu' })
    expect((await resolve('look', v)).values).toEqual({ name: 'Menu', logo: '', background: 'rgb(255,255,255)', foreground: 'rgb(0,0,0)' })
  })
})

describe('qrFormValues', () => {
  it('fills the inputs of a stored code, an email stored as a bare address included', () => {
    expect(qrFormValues('wifi', { ssid: 'Acme', encryption: 'WEP' }).content.wifi).toEqual({ ssid: 'Acme', pass: '', encryption: 'WEP' })
    expect(qrFormValues('email', 'hi@acme.test').content.email).toEqual({ email: 'hi@acme.test', subject: '', body: '' })
    expect(qrFormValues('text', 'Hello').content.text).toBe('Hello')
    expect(qrFormValues('vcard', { fname: 'Ada', evil: 'x' }).content.vcard).not.toHaveProperty('evil')
  })
})

describe('server messages', () => {
  it('maps a message’s field to the form', () => {
    expect(serverFields('sms')).toEqual(['name', 'logo', 'background', 'foreground', 'data', 'data.phone', 'data.message'])
    expect(formPath('sms', ['data', 'phone'])).toBe('content.sms.phone')
    expect(formPath('text', ['data'])).toBe('content.text')
    expect(formPath('email', ['data'])).toBe('content.email.email')
    expect(formPath('wifi', ['data'])).toBeNull()
    expect(formPath('wifi', ['name'])).toBe('name')
  })

  it('leaves out blank optional parts', () => {
    expect(compactData({ email: 'a@b.co', subject: '', body: '' })).toEqual({ email: 'a@b.co' })
    expect(compactData('+14155550100')).toBe('+14155550100')
  })
})
