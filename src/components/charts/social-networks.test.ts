import { describe, expect, it } from 'vitest'
import { socialNetworkOfHost } from '@contract/social-networks'
import { socialLabel, socialRows } from './social-networks'

describe('social networks in the statistics', () => {
  it('lists every network the live service sends by its own name, most first, and none at zero', () => {
    expect(socialRows({ facebook: 2, twitter: 1, linkedin: 0, instagram: 5, reddit: 4, tiktok: 1, youtube: 3, whatsapp: 2 })).toEqual([
      { label: 'Instagram', value: 5 },
      { label: 'Reddit', value: 4 },
      { label: 'YouTube', value: 3 },
      { label: 'Facebook', value: 2 },
      { label: 'WhatsApp', value: 2 },
      { label: 'TikTok', value: 1 },
      { label: 'X (Twitter)', value: 1 },
    ])
  })

  it('finds the networks our server does not count among the referrers, without counting one twice', () => {
    const referrers = { 'instagram.com': 4, 'l.instagram.com': 1, 'facebook.com': 3, 'www.reddit.com': 2, 'example.com': 9, 'notinstagram.com': 7 }
    expect(socialRows({ facebook: 3, twitter: 0, linkedin: 0 }, referrers)).toEqual([
      { label: 'Instagram', value: 5 },
      { label: 'Facebook', value: 3 },
      { label: 'Reddit', value: 2 },
    ])
    expect(socialRows({ facebook: 0, twitter: 0, linkedin: 0 }, { 'example.com': 2 })).toEqual([])
  })

  it('knows a network by its hosts and their subdomains only', () => {
    expect(socialNetworkOfHost('m.facebook.com')?.key).toBe('facebook')
    expect(socialNetworkOfHost('t.co')?.key).toBe('twitter')
    expect(socialNetworkOfHost('youtu.be')?.key).toBe('youtube')
    expect(socialNetworkOfHost('fakefacebook.com')).toBeUndefined()
  })

  it('title-cases a network it does not know, never showing a raw key', () => {
    expect(socialLabel('flickr')).toBe('Flickr')
    expect(socialLabel('some_network')).toBe('Some Network')
    expect(socialLabel('odnoklassniki-ru')).toBe('Odnoklassniki Ru')
    expect(socialLabel('newsNetwork')).toBe('News Network')
    expect(socialLabel('LINKEDIN')).toBe('LinkedIn')
    expect(socialLabel('hacker_news')).toBe('Hacker News')
    expect(socialLabel('x')).toBe('X (Twitter)')
  })
})
