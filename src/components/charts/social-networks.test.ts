import { describe, expect, it } from 'vitest'
import { socialLabel, socialRows } from './social-networks'

describe('social networks in the statistics', () => {
  it('labels every network the live service sends by its own name, SPEC’s three first', () => {
    expect(socialRows({ facebook: 2, twitter: 1, linkedin: 0, instagram: 5, reddit: 4, tiktok: 1, youtube: 3, whatsapp: 2 })).toEqual([
      { label: 'Facebook', value: 2 },
      { label: 'X (Twitter)', value: 1 },
      { label: 'LinkedIn', value: 0 },
      { label: 'Instagram', value: 5 },
      { label: 'Reddit', value: 4 },
      { label: 'TikTok', value: 1 },
      { label: 'YouTube', value: 3 },
      { label: 'WhatsApp', value: 2 },
    ])
  })

  it('always lists SPEC’s three networks, at zero when the service left one out', () => {
    expect(socialRows({ facebook: 3 }).map((r) => [r.label, r.value])).toEqual([['Facebook', 3], ['X (Twitter)', 0], ['LinkedIn', 0]])
  })

  it('title-cases a network it does not know, never showing a raw key', () => {
    expect(socialLabel('flickr')).toBe('Flickr')
    expect(socialLabel('some_network')).toBe('Some Network')
    expect(socialLabel('odnoklassniki-ru')).toBe('Odnoklassniki Ru')
    expect(socialLabel('newsNetwork')).toBe('News Network')
    expect(socialLabel('LINKEDIN')).toBe('LinkedIn')
    expect(socialLabel('hacker_news')).toBe('Hacker News')
  })
})
