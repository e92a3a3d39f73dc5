import { describe, expect, it } from 'vitest'
import { EDITABLE_OVERLAY_TYPES, OVERLAY_FIELDS, OVERLAY_TYPES, OVERLAY_TYPE_RULE, overlayCreate, overlayDesign, overlayList, overlayListTolerant, overlayUpdate } from './overlays.ts'
import { listBody, messageAt } from './test-utils.ts'

const items = [
  { id: 2, type: 'message', name: 'Spring sale', date: '2024-05-01 13:45:00' },
  { id: 1, type: 'contact', name: 'Contact us', date: '2024-04-01 09:00:00' },
]

describe('CTA overlay list', () => {
  it('parses the list under `cta` strictly', () => {
    expect(overlayList.parse(listBody('cta', items))).toEqual(listBody('cta', items))
  })

  it.each(['cta', 'overlay'])('parses the list under `%s` tolerantly', (key) => {
    expect(overlayListTolerant.parse(listBody(key, items)).items).toEqual(items)
  })

  it('strictly rejects the list under `overlay`', () => {
    expect(overlayList.safeParse(listBody('overlay', items)).success).toBe(false)
  })

  it('knows the six overlay types of D22', () => {
    expect([...OVERLAY_TYPES].sort()).toEqual(['contact', 'coupon', 'image', 'message', 'newsletter', 'poll'])
  })

  it('strictly rejects an unknown overlay type but tolerates it for display', () => {
    const odd = [{ ...items[0], type: 'countdown' }]
    expect(overlayList.safeParse(listBody('cta', odd)).success).toBe(false)
    expect(overlayListTolerant.parse(listBody('cta', odd)).items[0]?.type).toBe('countdown')
  })

  it('tolerates a missing name and date', () => {
    expect(overlayListTolerant.parse(listBody('cta', [{ id: '4', type: 'poll' }])).items).toEqual([
      { id: 4, type: 'poll', name: '', date: '' },
    ])
  })
})

describe('overlay designs (issue 19)', () => {
  const message = { type: 'message', name: 'Sale', text: 'Half price' }

  it('creates a message with its default colours and no button', () => {
    expect(overlayCreate.parse(message)).toEqual({ ...message, buttonlabel: '', buttonurl: '', bgcolor: '#1e3a8a', textcolor: '#ffffff', buttoncolor: '#facc15' })
  })

  it.each([
    ['a poll', { type: 'poll', name: 'Vote' }, 'type', OVERLAY_TYPE_RULE],
    ['no type', { name: 'x' }, 'type', OVERLAY_TYPE_RULE],
    ['a message without text', { type: 'message', name: 'x' }, 'text', 'text is required.'],
    ['a colour of three digits', { ...message, bgcolor: '#abc' }, 'bgcolor', 'bgcolor must be a colour like #1e90ff (# and six hex digits).'],
    ['a javascript: button URL', { ...message, buttonurl: 'javascript:alert(1)' }, 'buttonurl', /http:\/\/ or https:\/\//],
    ['a coupon without a code', { type: 'coupon', name: 'x', title: 't' }, 'code', 'code is required.'],
    ['a 51-character code', { type: 'coupon', name: 'x', title: 't', code: 'c'.repeat(51) }, 'code', 'code must be at most 50 characters.'],
    ['an image of a data: URL', { type: 'image', name: 'x', image: 'data:image/png;base64,AA', link: 'https://e.com', text: 'alt' }, 'image', /http/],
    ['an image without a description', { type: 'image', name: 'x', image: 'https://e.com/a.png', link: 'https://e.com' }, 'text', 'text is required.'],
    ['an empty name', { type: 'contact', name: ' ', title: 't' }, 'name', 'name must not be empty.'],
  ])('refuses %s, naming the field', (_label, input, path, message) => {
    expect(messageAt(overlayCreate, input, path)).toMatch(message)
  })

  it('updates only the fields given, of the stored type', () => {
    expect(overlayUpdate('coupon').parse({ code: 'NEW10', text: null })).toEqual({ code: 'NEW10' })
    expect(messageAt(overlayUpdate('coupon'), { code: '' }, 'code')).toBe('code must not be empty.')
  })

  it('reads a stored design with defaults for what is missing or broken, and none for a poll', () => {
    expect(overlayDesign('coupon', { code: 'A', title: 5 })).toEqual({ type: 'coupon', title: '', text: '', code: 'A' })
    expect(overlayDesign('message', null)).toMatchObject({ type: 'message', bgcolor: '#1e3a8a' })
    expect(overlayDesign('poll', {})).toBeNull()
  })

  it('knows the fields of each editable type', () => {
    expect(OVERLAY_FIELDS.image).toEqual(['image', 'link', 'text'])
    expect(Object.keys(OVERLAY_FIELDS)).toEqual([...EDITABLE_OVERLAY_TYPES])
  })
})
