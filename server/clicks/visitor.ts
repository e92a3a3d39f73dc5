import { createHash } from 'node:crypto'
import Bowser from 'bowser'
import { isbot } from 'isbot'

export type Visitor = {
  bot: boolean
  country: string
  browser: string
  os: string
  language: string
  referrer: string
  device: DeviceType
}

export type DeviceType = 'desktop' | 'mobile' | 'tablet'

export type VisitorInput = { userAgent: string; referer?: string; acceptLanguage?: string; ip: string }

type Agent = Pick<Visitor, 'bot' | 'browser' | 'os' | 'device'>

/** V5: read by the preview page and the click counter alike: a preview is a bot, never a click. */
export const PREVIEW_AGENTS = [
  'facebookexternalhit', 'Facebot', 'Twitterbot', 'Slackbot', 'LinkedInBot', 'Discordbot', 'WhatsApp', 'TelegramBot',
  'SkypeUriPreview', 'Pinterestbot', 'redditbot', 'Embedly', 'vkShare', 'Iframely', 'Mastodon', 'Applebot', 'Google-PageRenderer', 'bitlybot',
] as const
const PREVIEW_PATTERN = new RegExp(`(^|[^a-z])(${PREVIEW_AGENTS.join('|')})`, 'i')

const DIRECT = 'Direct, email and other'
const CACHE_LIMIT = 1000

const BROWSER_NAMES: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
  'Opera Touch': 'Opera',
  'Opera Coast': 'Opera',
  'NAVER Whale Browser': 'Whale',
  Miui: 'MIUI Browser',
  'Google Search': 'Google App',
}
const OS_NAMES: Record<string, string> = {
  Windows: 'Windows',
  macOS: 'macOS',
  iOS: 'iOS',
  Android: 'Android',
  Linux: 'Linux',
  'Chrome OS': 'ChromeOS',
}

// Bowser falls back to the UA's first token ("Mozilla", "WhatsApp"); only its known browsers count.
const KNOWN_BROWSERS = new Set<string>(Object.values(Bowser.BROWSER_MAP))
const agents = new Map<string, { agent: Agent; preview: boolean }>()

function inAppBrowser(ua: string): string | undefined {
  if (/\bInstagram\b/.test(ua)) return 'Instagram'
  if (/\bFB(AN|AV|_IAB)\//.test(ua)) return 'Facebook'
  if (/Android.*;\s*wv\)/.test(ua)) return 'Android WebView'
  return undefined
}

function parseAgent(ua: string): Agent {
  // An empty User-Agent is a script in practice, and bowser throws on it.
  if (ua.trim() === '') return { bot: true, browser: 'Other', os: 'Other', device: 'desktop' }
  const parsed = Bowser.parse(ua)
  const name = KNOWN_BROWSERS.has(parsed.browser.name ?? '') ? (parsed.browser.name ?? '') : ''
  return {
    bot: PREVIEW_PATTERN.test(ua) || isbot(ua),
    browser: inAppBrowser(ua) ?? (BROWSER_NAMES[name] || name || 'Other'),
    os: OS_NAMES[parsed.os.name ?? ''] ?? 'Other',
    device: parsed.platform.type === 'mobile' || parsed.platform.type === 'tablet' ? parsed.platform.type : 'desktop',
  }
}

function known(ua: string) {
  let entry = agents.get(ua)
  if (!entry) {
    entry = { agent: parseAgent(ua), preview: PREVIEW_PATTERN.test(ua) }
    if (agents.size >= CACHE_LIMIT) agents.delete(agents.keys().next().value as string)
    agents.set(ua, entry)
  }
  return entry
}

export const describeAgent = (ua: string): Agent => known(ua).agent

export const isPreviewAgent = (ua: string) => known(ua).preview

export function parseAcceptLanguage(header: string): string[] {
  const ranges = header.split(',').flatMap((part, index) => {
    const [tag = '', ...params] = part.trim().split(';')
    const primary = tag.trim().toLowerCase().split('-')[0] ?? ''
    if (!/^[a-z]{2}$/.test(primary)) return []
    const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p))
    const q = qParam === undefined ? 1 : Number(qParam.slice(2))
    return Number.isFinite(q) && q > 0 && q <= 1 ? [{ primary, q, index }] : []
  })
  ranges.sort((a, b) => b.q - a.q || a.index - b.index)
  return [...new Set(ranges.map((r) => r.primary))]
}

export function referrerHost(referrer: string | undefined): string {
  if (!referrer) return DIRECT
  try {
    const url = new URL(referrer)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return DIRECT
    return url.hostname.toLowerCase().replace(/^www\./, '') || DIRECT
  } catch {
    return DIRECT
  }
}

export function visitorHash(salt: string, ip: string, ua: string): string {
  return createHash('sha256').update(`${salt}|${ip}|${ua}`).digest('hex').slice(0, 32)
}

export function describeVisitor(input: VisitorInput, lookupCountry: (ip: string) => string): Visitor {
  return {
    ...describeAgent(input.userAgent),
    country: lookupCountry(input.ip),
    language: parseAcceptLanguage(input.acceptLanguage ?? '')[0] ?? '',
    referrer: referrerHost(input.referer),
  }
}
