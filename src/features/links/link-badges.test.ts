import { describe, expect, it } from 'vitest'
import { linkBadges } from './link-badges'

const plain = { expiry: null, protected: false, targeted: false, type: 'direct' as const }
const texts = (link: Parameters<typeof linkBadges>[0], today = '2026-11-25') => linkBadges(link, today).map((b) => b.text)

describe('linkBadges', () => {
  it('gives a plain link no badge, and the live service (which says nothing) none either', () => {
    expect(texts(plain)).toEqual([])
    expect(texts({ expiry: null, protected: undefined, targeted: undefined, type: undefined })).toEqual([])
  })

  it('says a link has expired only after its expiry day (UTC), as the redirect decides', () => {
    expect(texts({ ...plain, expiry: '2026-11-25' })).toEqual(['Until Nov 25, 2026'])
    expect(texts({ ...plain, expiry: '2026-11-24' })).toEqual(['Expired Nov 24, 2026'])
    expect(linkBadges({ ...plain, expiry: '2026-11-24' }, '2026-11-25')[0]?.tone).toBe('rose')
  })

  it('names the UTC time of an expiry that has one, and says it expired once that moment passed (K2)', () => {
    expect(texts({ ...plain, expiry: '2999-01-31 18:30:00' })).toEqual(['Until Jan 31, 2999 18:30:00 UTC'])
    expect(texts({ ...plain, expiry: '2001-01-31 18:30:00' })).toEqual(['Expired Jan 31, 2001 18:30:00 UTC'])
  })

  it('names a password, targeting and a frame or splash page', () => {
    expect(texts({ ...plain, protected: true, targeted: true, type: 'frame' })).toEqual(['Password', 'Targeted', 'Frame'])
    expect(texts({ ...plain, type: 'splash' })).toEqual(['Splash page'])
  })

  it("names the user's own splash page or overlay (D41d)", () => {
    expect(texts({ ...plain, type: 'splash-4' })).toEqual(['Your splash page'])
    expect(texts({ ...plain, type: 'overlay-3' })).toEqual(['Overlay'])
  })
})
