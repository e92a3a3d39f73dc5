// U7: the one table of social networks by referrer host, for the server's socialCount and the dashboard's chart.

export interface SocialNetwork {
  key: string
  label: string
  /** Referrer hosts, each with its subdomains (m.facebook.com is facebook.com). */
  hosts: readonly string[]
  aliases?: readonly string[]
}

export const SOCIAL_NETWORK_TABLE: readonly SocialNetwork[] = [
  { key: 'facebook', label: 'Facebook', hosts: ['facebook.com', 'fb.com', 'fb.me'] },
  { key: 'twitter', label: 'X (Twitter)', hosts: ['twitter.com', 't.co', 'x.com'], aliases: ['x'] },
  { key: 'linkedin', label: 'LinkedIn', hosts: ['linkedin.com', 'lnkd.in'] },
  { key: 'instagram', label: 'Instagram', hosts: ['instagram.com'] },
  { key: 'tiktok', label: 'TikTok', hosts: ['tiktok.com'] },
  { key: 'youtube', label: 'YouTube', hosts: ['youtube.com', 'youtu.be'] },
  { key: 'reddit', label: 'Reddit', hosts: ['reddit.com', 'redd.it'] },
  { key: 'pinterest', label: 'Pinterest', hosts: ['pinterest.com', 'pin.it'] },
  { key: 'whatsapp', label: 'WhatsApp', hosts: ['whatsapp.com', 'wa.me'] },
  { key: 'telegram', label: 'Telegram', hosts: ['telegram.org', 'telegram.me', 't.me'] },
  { key: 'snapchat', label: 'Snapchat', hosts: ['snapchat.com'] },
  { key: 'threads', label: 'Threads', hosts: ['threads.net', 'threads.com'] },
  { key: 'bluesky', label: 'Bluesky', hosts: ['bsky.app'] },
  { key: 'mastodon', label: 'Mastodon', hosts: ['mastodon.social'] },
  { key: 'tumblr', label: 'Tumblr', hosts: ['tumblr.com'] },
  { key: 'discord', label: 'Discord', hosts: ['discord.com', 'discord.gg'] },
  { key: 'messenger', label: 'Messenger', hosts: ['messenger.com', 'm.me'] },
  { key: 'vk', label: 'VK', hosts: ['vk.com'] },
  { key: 'quora', label: 'Quora', hosts: ['quora.com'] },
  { key: 'wechat', label: 'WeChat', hosts: ['weixin.qq.com'] },
  { key: 'weibo', label: 'Weibo', hosts: ['weibo.com', 'weibo.cn'] },
  { key: 'line', label: 'LINE', hosts: ['line.me'] },
  { key: 'xing', label: 'XING', hosts: ['xing.com'] },
  { key: 'hackernews', label: 'Hacker News', hosts: ['news.ycombinator.com'] },
  { key: 'producthunt', label: 'Product Hunt', hosts: ['producthunt.com'] },
  { key: 'medium', label: 'Medium', hosts: ['medium.com'] },
  { key: 'github', label: 'GitHub', hosts: ['github.com'] },
  { key: 'slack', label: 'Slack', hosts: ['slack.com'] },
]

const BY_KEY = new Map(SOCIAL_NETWORK_TABLE.flatMap((n) => [n.key, ...(n.aliases ?? [])].map((k) => [k, n] as const)))

export const socialNetworkByKey = (key: string) => BY_KEY.get(key.toLowerCase().replace(/[\s_.-]+/g, ''))

/** The network a referrer host belongs to: the host itself or a subdomain of one of its hosts. */
export function socialNetworkOfHost(host: string): SocialNetwork | undefined {
  const h = host.trim().toLowerCase().replace(/\.$/, '')
  return SOCIAL_NETWORK_TABLE.find((n) => n.hosts.some((known) => h === known || h.endsWith(`.${known}`)))
}

/** The same rule as a POSIX regular expression, for the database: `(^|\.)(facebook\.com|fb\.com)$`. */
export function socialHostPattern(key: string): string {
  const network = socialNetworkByKey(key)
  if (!network) throw new Error(`No social network ${key}`)
  return `(^|\\.)(${network.hosts.map((h) => h.replaceAll('.', '\\.')).join('|')})$`
}
