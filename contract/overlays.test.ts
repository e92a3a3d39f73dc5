import { describe, expect, it } from 'vitest'
import { OVERLAY_TYPES, overlayList, overlayListTolerant } from './overlays.ts'
import { listBody } from './test-utils.ts'

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
