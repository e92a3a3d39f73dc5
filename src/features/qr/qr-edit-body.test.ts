import { describe, expect, it } from 'vitest'
import type { FieldValues, ResolverOptions } from 'react-hook-form'
import { qrResponseTolerant } from '@contract/qr'
import { qrFormResolver, type QrFormValues } from './qr-form-schema'
import { qrEditBody, qrEditStart } from './qr-edit-body'

const stats = { clicks: 3, uniqueClicks: 2, topCountries: 0, topReferrers: 0, topBrowsers: 0, topOs: 0, socialCount: { facebook: 0, twitter: 0, linkedin: 0 } }
// GET /qr/:id as the live service answers it: the SPEC record only, no type, content, colours or logo.
const live = qrResponseTolerant.parse({
  error: 0,
  details: { id: 7, link: 'https://qr.example.com/7.png', scans: '3', name: 'Menu', date: '2024-05-01 13:45:00' },
  data: stats,
}).details
// The same code from our server (D27a).
const ours = qrResponseTolerant.parse({
  error: 0,
  details: {
    ...live,
    type: 'email',
    content: { email: 'sales@acme.test', subject: 'Quote' },
    background: 'rgb(255,251,235)',
    foreground: 'rgb(124,45,18)',
    logo: 'https://acme.test/logo.png',
  },
  data: stats,
}).details

/** Edits the form's values as a user would, then sends them through the form's resolver. */
async function submit(start: ReturnType<typeof qrEditStart>, edit: (v: QrFormValues) => void) {
  const values = structuredClone(start.initial)
  edit(values)
  const opts = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues> as never
  const result = await qrFormResolver(start.mode)(values, undefined, opts)
  expect(result.errors).toEqual({})
  return qrEditBody(start.initial, result.values as never)
}

describe('editing a code the live service sent (no colours, no logo)', () => {
  const start = qrEditStart(live)

  it('says which parts of the look it does not know', () => {
    expect(start.mode).toBe('look')
    expect(start.unknown).toEqual(['colours', 'logo'])
  })

  it('a rename sends the name alone: the colours and logo stay as the service has them', async () => {
    expect(await submit(start, (v) => (v.name = 'Lunch menu'))).toEqual({ name: 'Lunch menu' })
  })

  it('sends a colour only once the user changes it', async () => {
    expect(await submit(start, () => {})).toEqual({})
    expect(await submit(start, (v) => (v.foreground = 'rgb(124, 45, 18)'))).toEqual({ foreground: 'rgb(124,45,18)' })
    expect(await submit(start, (v) => (v.logo = 'https://acme.test/logo.png'))).toEqual({ logo: 'https://acme.test/logo.png' })
  })
})

describe('editing a code our server sent (D27a)', () => {
  const start = qrEditStart(ours)

  it('knows the whole code', () => {
    expect(start.mode).toBe('edit')
    expect(start.unknown).toEqual([])
  })

  it('sends nothing the user left as it was', async () => {
    expect(await submit(start, () => {})).toEqual({})
    expect(await submit(start, (v) => (v.content.email.subject = ' Quote '))).toEqual({})
  })

  it('sends the content when it changed, and an emptied logo as a removal', async () => {
    expect(await submit(start, (v) => (v.content.email.subject = 'Order'))).toEqual({ data: { email: 'sales@acme.test', subject: 'Order' } })
    expect(await submit(start, (v) => (v.logo = ''))).toEqual({ logo: '' })
    expect(await submit(start, (v) => (v.background = 'rgb(255,255,255)'))).toEqual({ background: 'rgb(255,255,255)' })
  })
})
