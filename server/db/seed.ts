import { count, sql } from 'drizzle-orm'
import { storedExpiry } from '../../contract/link-expiry.ts'
import { OVERLAY_TYPES } from '../../contract/overlays.ts'
import { isDynamicType } from '../../contract/qr.ts'
import { toDay } from '../../contract/fields.ts'
import { createUser } from '../auth/create-user.ts'
import { hashPassword } from '../auth/passwords.ts'
import { qrTarget } from '../qr/qr-target.ts'
import type { Db } from './client.ts'
import { randomAlias } from './random-alias.ts'
import { newDomainToken } from '../domains/verification.ts'
import {
  campaigns,
  clickEvents,
  directories,
  directoryItems,
  domains,
  linkPixels,
  links,
  overlays,
  pixels,
  qrCodes,
  splashPages,
  users,
} from './schema.ts'

const daysAgo = (n: number, hour = 10) => new Date(Date.now() - n * 86_400_000 - hour * 3_600_000)

const OVERLAY_NAMES: Record<(typeof OVERLAY_TYPES)[number], string[]> = {
  contact: ['Sales enquiry', 'Support callback', 'Partner form'],
  poll: ['Favourite feature', 'Webinar topic vote', 'NPS quick poll'],
  message: ['Spring sale banner', 'New release note', 'Cookie notice'],
  newsletter: ['Weekly digest signup', 'Product news', 'Founder letter'],
  image: ['Summer lookbook', 'Event poster', 'App screenshot'],
  coupon: ['WELCOME10', 'BLACKFRIDAY', 'FREESHIP'],
}

function demoDesign(type: (typeof OVERLAY_TYPES)[number], name: string): Record<string, unknown> {
  if (type === 'message') return { text: name, buttonlabel: 'Shop now', buttonurl: 'https://acme-demo.test/sale' }
  if (type === 'coupon') return { title: 'Your discount code', code: name }
  if (type === 'image') return { text: name }
  return { title: name }
}

/** D6: the first start on an empty database creates a demo user with sample data. */
export async function seedIfEmpty(db: Db, publicUrl: string) {
  const [{ n }] = (await db.select({ n: count() }).from(users)) as [{ n: number }]
  if (n > 0) return null
  const demo = await createUser(db, { email: 'demo@example.com', username: 'demo', plan: 'pro' })
  const userId = demo.id

  const passwordHash = await hashPassword('spring2026')
  await db.transaction(async (tx) => {
    await tx.insert(domains).values([
      { userId, domain: 'https://go.acme-demo.test', host: 'go.acme-demo.test', status: 'verified', token: newDomainToken(), redirectRoot: 'https://acme-demo.test', redirect404: 'https://acme-demo.test/not-found', created: daysAgo(40) },
      { userId, domain: 'https://links.acme-demo.test', host: 'links.acme-demo.test', status: 'verified', token: newDomainToken(), redirectRoot: 'https://acme-demo.test/blog', redirect404: '', created: daysAgo(12) },
    ])
    let age = 60
    for (const type of OVERLAY_TYPES) {
      await tx.insert(overlays).values(OVERLAY_NAMES[type].map((name) => ({ userId, type, name, content: demoDesign(type, name), created: daysAgo(age--) })))
    }
    await tx.insert(splashPages).values(
      ['Launch countdown', 'Age confirmation', 'Holiday greeting', 'Maintenance notice'].map((name, i) => ({
        userId,
        name,
        content: { title: name, text: 'Thanks for visiting Acme. You will be on your way in a moment.', countdown: 5 },
        created: daysAgo(30 - i * 5),
      })),
    )
    const [campaign] = await tx
      .insert(campaigns)
      .values({ userId, name: 'Spring launch', slug: 'spring-launch', public: true, created: daysAgo(20) })
      .returning()
    const linkRows = await tx
      .insert(links)
      .values(DEMO_LINKS.map((l, i) => ({
        userId,
        alias: l.alias ?? `demo-${randomAlias(5)}`,
        custom: Boolean(l.alias),
        title: l.title,
        metaTitle: l.title,
        longUrl: l.url,
        description: l.description ?? '',
        campaignId: l.campaign ? campaign!.id : null,
        expiry: l.expiresInDays === undefined ? null : storedExpiry(toDay(new Date(Date.now() + l.expiresInDays * 86_400_000))),
        passwordHash: l.password ? passwordHash : null,
        geoTarget: l.geo ?? [],
        deviceTarget: l.device ?? [],
        languageTarget: l.language ?? [],
        parameters: l.parameters ?? [],
        type: l.type ?? 'direct',
        created: daysAgo(40 - i * 3),
      })))
      .returning()
    // No bio items: bio pages have no API and no public page yet (D31), so one would lead to a 404.
    const pixelRows = await tx.insert(pixels).values([
      { userId, type: 'gtmpixel', name: 'Main container', tag: 'GTM-K9X2PQ7', created: daysAgo(50) },
      { userId, type: 'fbpixel', name: 'Meta ads', tag: '1234567890123456', created: daysAgo(45) },
      { userId, type: 'gapixel', name: 'Analytics 4', tag: 'G-7FQ2LZ9X1D', created: daysAgo(44) },
      { userId, type: 'linkedinpixel', name: 'B2B insight tag', tag: '4412087', created: daysAgo(30) },
      { userId, type: 'tiktok', name: 'TikTok spring', tag: 'CK1QJ3RC77U8A5TF6VBK', created: daysAgo(9) },
    ]).returning()
    await tx.insert(linkPixels).values([
      { linkId: linkRows[6]!.id, pixelId: pixelRows[0]!.id, position: 0 },
      { linkId: linkRows[6]!.id, pixelId: pixelRows[1]!.id, position: 1 },
      { linkId: linkRows[5]!.id, pixelId: pixelRows[3]!.id, position: 0 },
    ])
    for (const [i, l] of DEMO_LINKS.entries()) if (l.clicks) await tx.insert(clickEvents).values(sampleClicks(linkRows[i]!.id, l.clicks))

    const qrSpecs = [
      { type: 'link', data: 'https://acme-demo.test/menu', name: 'Restaurant menu', scans: 64 },
      { type: 'vcard', data: { fname: 'Ada', lname: 'Lovelace', org: 'Acme', email: 'ada@acme-demo.test', phone: '+441234567890' }, name: 'Business card', scans: 23 },
      { type: 'email', data: { email: 'hello@acme-demo.test', subject: 'Hello' }, name: 'Contact us', scans: 7 },
      { type: 'phone', data: '+14155550100', name: 'Call the shop', scans: 0 },
      { type: 'wifi', data: { ssid: 'Acme Guest', pass: 'welcome2026', encryption: 'WPA' }, name: 'Guest Wi-Fi', scans: 0 },
      { type: 'text', data: 'Thanks for visiting Acme!', name: 'Thank-you note', scans: 0 },
    ] as const
    const qrRows = []
    for (const [i, spec] of qrSpecs.entries()) {
      const token = randomAlias(10)
      const dynamic = isDynamicType(spec.type)
      const [link] = dynamic
        ? await tx
            .insert(links)
            .values({ userId, qr: true, alias: token, title: spec.name, longUrl: qrTarget(publicUrl, { token, ...spec }), created: daysAgo(35 - i) })
            .returning()
        : [undefined]
      const [q] = await tx
        .insert(qrCodes)
        .values({
          userId,
          type: spec.type,
          data: spec.data,
          background: 'rgb(255,255,255)',
          foreground: i === 0 ? 'rgb(29,78,216)' : 'rgb(0,0,0)',
          name: spec.name,
          token,
          linkId: link?.id ?? null,
          created: daysAgo(35 - i),
        })
        .returning()
      qrRows.push(q!)
      if (spec.scans && link) await tx.insert(clickEvents).values(sampleClicks(link.id, spec.scans))
    }

    const [dir] = await tx
      .insert(directories)
      .values({ userId, name: 'Spring campaign assets', description: 'Links and codes for the spring launch.', color: '#0ea5e9', starred: true, created: daysAgo(15) })
      .returning()
    const [evergreen] = await tx
      .insert(directories)
      .values({ userId, name: 'Evergreen', description: 'Always-on links.', color: '#22c55e', created: daysAgo(14) })
      .returning()
    await tx.insert(directoryItems).values([3, 4, 0].map((i) => ({ directoryId: evergreen!.id, itemType: 'links', itemId: linkRows[i]!.id, created: daysAgo(10) })))
    await tx.insert(directoryItems).values([
      { directoryId: dir!.id, itemType: 'links', itemId: linkRows[0]!.id, created: daysAgo(15) },
      { directoryId: dir!.id, itemType: 'links', itemId: linkRows[1]!.id, created: daysAgo(14) },
      { directoryId: dir!.id, itemType: 'links', itemId: linkRows[2]!.id, created: daysAgo(14) },
      { directoryId: dir!.id, itemType: 'qr', itemId: qrRows[0]!.id, created: daysAgo(12) },
    ])
  })
  await db.execute(sql`select 1`)
  return { email: demo.email, username: demo.username, apiKey: demo.apiKey }
}

const COUNTRIES = ['US', 'DE', 'GB', 'FR', 'IN', 'BR', 'JP', 'CA', 'ES', 'NL', 'AU', 'IT', '']
const REFERRERS = ['Direct, email and other', 'facebook.com', 't.co', 'linkedin.com', 'google.com', 'news.ycombinator.com', 'instagram.com']
const BROWSERS = ['Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet']
const OSES = ['iOS', 'Android', 'Windows', 'macOS', 'Linux']
const LANGUAGES = ['en', 'de', 'fr', 'es', 'ja', 'pt', '']

const fraction = (n: number) => ((Math.sin(n * 12.9898) * 43758.5453) % 1 + 1) % 1

function sampleClicks(linkId: number, n: number) {
  const pick = <T,>(list: readonly T[], i: number, salt: number) => list[Math.floor(((i * 7 + salt) % 97) ** 2 / 97 ** 2 * list.length)]!
  return Array.from({ length: n }, (_, i) => ({
    linkId,
    country: pick(COUNTRIES, i, 3),
    referrer: pick(REFERRERS, i, 11),
    browser: pick(BROWSERS, i, 5),
    os: pick(OSES, i, 17),
    language: pick(LANGUAGES, i, 23),
    visitor: `seed-${linkId}-${i % Math.max(1, Math.ceil(n * 0.7))}`,
    at: daysAgo(Math.floor(30 * fraction(linkId * 7919 + i) ** 1.5), i % 24),
  }))
}

interface DemoLink {
  title: string
  url: string
  clicks: number
  alias?: string
  description?: string
  campaign?: boolean
  expiresInDays?: number
  password?: boolean
  type?: 'direct' | 'frame' | 'splash'
  geo?: { location: string; link: string }[]
  device?: { device: string; link: string }[]
  language?: { language: string; link: string }[]
  parameters?: { name: string; value: string }[]
}

const utm = (campaign: string) => [
  { name: 'utm_source', value: 'newsletter' },
  { name: 'utm_medium', value: 'email' },
  { name: 'utm_campaign', value: campaign },
]

const DEMO_LINKS: DemoLink[] = [
  { title: 'Pricing page', url: 'https://acme-demo.test/pricing', clicks: 420, alias: 'pricing', campaign: true, description: 'Main pricing page, linked from the footer.' },
  { title: 'Spring sale', url: 'https://acme-demo.test/sale/spring', clicks: 1250, alias: 'spring-sale', campaign: true, parameters: utm('spring-sale'), expiresInDays: 45 },
  { title: 'Product tour', url: 'https://acme-demo.test/tour', clicks: 310, campaign: true },
  { title: 'Careers', url: 'https://acme-demo.test/careers', clicks: 95 },
  { title: 'Docs: getting started', url: 'https://docs.acme-demo.test/start', clicks: 180,
    language: [{ language: 'de', link: 'https://docs.acme-demo.test/de/start' }, { language: 'fr', link: 'https://docs.acme-demo.test/fr/start' }] },
  { title: 'Webinar signup', url: 'https://events.acme-demo.test/webinar', clicks: 64, expiresInDays: 10, parameters: utm('webinar') },
  { title: 'Get the app', url: 'https://acme-demo.test/app', clicks: 530, alias: 'get-app',
    device: [{ device: 'iphone', link: 'https://apps.apple.com/app/id000000' }, { device: 'android', link: 'https://play.google.com/store/apps/details?id=test.acme' }] },
  { title: 'Store finder', url: 'https://acme-demo.test/stores', clicks: 210,
    geo: [{ location: 'DE', link: 'https://acme-demo.test/de/filialen' }, { location: 'FR', link: 'https://acme-demo.test/fr/magasins' }] },
  { title: 'Investor deck', url: 'https://acme-demo.test/investors/deck.pdf', clicks: 12, password: true, type: 'frame', description: 'Password: spring2026' },
  { title: 'Press kit', url: 'https://acme-demo.test/press', clicks: 0, type: 'splash' },
  { title: 'Autumn flash sale', url: 'https://acme-demo.test/sale/autumn', clicks: 0, expiresInDays: -2 },
]
