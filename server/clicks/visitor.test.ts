import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadCountryLookup } from './geo.ts'
import { USER_AGENTS } from './user-agents.fixture.ts'
import { describeAgent, describeVisitor, isPreviewAgent, parseAcceptLanguage, referrerHost, visitorHash } from './visitor.ts'

const lookupCountry = loadCountryLookup()

describe('country lookup', () => {
  it.each([
    ['8.8.8.8', 'US'],
    ['81.2.69.142', 'GB'],
    ['2001:4860:4860::8888', 'US'],
    ['::ffff:8.8.8.8', 'US'],
    ['127.0.0.1', ''],
    ['::1', ''],
    ['10.0.0.1', ''],
    ['192.168.1.20', ''],
    ['172.20.0.5', ''],
    ['100.64.1.1', ''],
    ['fd12:3456::1', ''],
    ['fe80::1%eth0', ''],
    ['[2001:4860:4860::8888]', 'US'],
    ['not an ip', ''],
    ['', ''],
    ['999.1.1.1', ''],
  ])('%s → %j', (ip, country) => {
    expect(lookupCountry(ip)).toBe(country)
  })

  it('answers 10,000 lookups from memory after its file is gone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'geo-'))
    const file = join(dir, 'copy.mmdb')
    copyFileSync(createRequire(import.meta.url).resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb'), file)
    const lookup = loadCountryLookup(file)
    rmSync(dir, { recursive: true })
    let found = 0
    for (let i = 0; i < 10_000; i++) if (lookup(`${(i % 223) + 1}.${i % 256}.${(i * 7) % 256}.1`)) found++
    expect(found).toBeGreaterThan(9_000)
    expect(lookup('8.8.8.8')).toBe('US')
  })
})

describe('Accept-Language', () => {
  it.each([
    ['fr-CH, fr;q=0.9, en;q=0.8', ['fr', 'en']],
    ['en;q=0.1, de', ['de', 'en']],
    ['en-US,en;q=0.9,de-DE;q=0.8,de;q=0.7', ['en', 'de']],
    ['zh-Hant-TW;q=0.5, ja', ['ja', 'zh']],
    ['da, en-GB;q=0.8, en;q=0.7', ['da', 'en']],
    ['de;q=0, fr', ['fr']],
    ['*', []],
    ['', []],
    ['garbage;;;===', []],
    ['fil, i-klingon, x-pig-latin', []],
    ['EN-us', ['en']],
  ])('%j → %j', (header, languages) => {
    expect(parseAcceptLanguage(header)).toEqual(languages)
  })
})

describe('referrer', () => {
  it.each([
    ['https://www.Google.com/search?q=x', 'google.com'],
    ['http://t.co/abc', 't.co'],
    ['https://l.facebook.com/l.php', 'l.facebook.com'],
    [undefined, 'Direct, email and other'],
    ['', 'Direct, email and other'],
    ['not a url', 'Direct, email and other'],
    ['android-app://com.google.android.gm/', 'Direct, email and other'],
    ['javascript:alert(1)', 'Direct, email and other'],
  ])('%j → %j', (referer, host) => {
    expect(referrerHost(referer)).toBe(host)
  })
})

describe('user agents', () => {
  it('detects every bot and names at least 90 % of real browsers correctly', () => {
    const people = USER_AGENTS.filter((c) => !c.bot)
    const missedBots = USER_AGENTS.filter((c) => c.bot && !describeAgent(c.ua).bot).map((c) => c.ua)
    const flaggedPeople = people.filter((c) => describeAgent(c.ua).bot).map((c) => c.ua)
    const wrong = people.filter((c) => {
      const agent = describeAgent(c.ua)
      return agent.bot || agent.browser !== c.browser || agent.os !== c.os
    })
    const right = people.length - wrong.length
    console.log(`UA sample: ${right}/${people.length} named correctly (${Math.round((right / people.length) * 100)} %), ` +
      `${USER_AGENTS.length - people.length} bots, ${missedBots.length} missed`)
    for (const c of wrong) console.log('  wrong:', describeAgent(c.ua), 'for', c.ua)

    expect(USER_AGENTS.length).toBeGreaterThanOrEqual(60)
    expect(missedBots).toEqual([])
    expect(flaggedPeople).toEqual([])
    expect(right / people.length).toBeGreaterThanOrEqual(0.9)
  })

  it('counts an empty User-Agent as a bot', () => {
    expect(describeAgent('')).toEqual({ bot: true, browser: 'Other', os: 'Other', device: 'desktop' })
    expect(describeAgent('   ').bot).toBe(true)
  })

  it('names an unknown agent Other without calling it a bot', () => {
    expect(describeAgent('Mozilla/5.0 (Something Odd)')).toMatchObject({ bot: false, browser: 'Other', os: 'Other' })
  })
})

describe('device type (X1, T2)', () => {
  it.each([
    ['Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36', 'desktop'],
    ['Mozilla/5.0 (Something Odd)', 'desktop'],
  ])('reads %s as %s', (ua, device) => {
    expect(describeAgent(ua).device).toBe(device)
  })
})

describe('preview agents (V5)', () => {
  it('knows the link previewers, counts each as a bot, and takes no browser for one', () => {
    const previewers = ['facebookexternalhit/1.1', 'Twitterbot/1.0', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', 'LinkedInBot/1.0 (compatible; Mozilla/5.0)',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)', 'WhatsApp/2.23.20.0 A', 'TelegramBot (like TwitterBot)']
    for (const ua of previewers) {
      expect(isPreviewAgent(ua), ua).toBe(true)
      expect(describeAgent(ua).bot, ua).toBe(true)
    }
    for (const c of USER_AGENTS.filter((a) => !a.bot)) expect(isPreviewAgent(c.ua), c.ua).toBe(false)
    expect(isPreviewAgent('')).toBe(false)
  })
})

describe('describeVisitor', () => {
  it('combines country, agent, language and referrer', () => {
    const visitor = describeVisitor(
      {
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
        referer: 'https://www.instagram.com/',
        acceptLanguage: 'de-AT, de;q=0.9, en;q=0.5',
        ip: '8.8.8.8',
      },
      lookupCountry,
    )
    expect(visitor).toEqual({ bot: false, country: 'US', browser: 'Safari', os: 'iOS', language: 'de', referrer: 'instagram.com', device: 'mobile' })
  })

  it('fills the blanks when headers are missing', () => {
    const visitor = describeVisitor({ userAgent: 'curl/8.4.0', ip: '127.0.0.1' }, lookupCountry)
    expect(visitor).toMatchObject({ bot: true, country: '', language: '', referrer: 'Direct, email and other' })
  })
})

describe('visitor hash', () => {
  it('is 32 hex characters, stable for the same input and different for another', () => {
    const hash = visitorHash('salt', '8.8.8.8', 'curl/8.4.0')
    expect(hash).toMatch(/^[0-9a-f]{32}$/)
    expect(visitorHash('salt', '8.8.8.8', 'curl/8.4.0')).toBe(hash)
    expect(visitorHash('other salt', '8.8.8.8', 'curl/8.4.0')).not.toBe(hash)
    expect(visitorHash('salt', '8.8.4.4', 'curl/8.4.0')).not.toBe(hash)
  })
})
