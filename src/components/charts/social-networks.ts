import { SOCIAL_NETWORKS } from '@contract/statistics'
import type { StatRow } from './stat-rows'

/** The networks' own spelling; the live service sends more keys than SPEC's three. */
const KNOWN: Record<string, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  reddit: 'Reddit',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  snapchat: 'Snapchat',
  tumblr: 'Tumblr',
  vk: 'VK',
  quora: 'Quora',
  mastodon: 'Mastodon',
  threads: 'Threads',
  bluesky: 'Bluesky',
  discord: 'Discord',
  messenger: 'Messenger',
  wechat: 'WeChat',
  weibo: 'Weibo',
  line: 'LINE',
  xing: 'XING',
  google: 'Google',
  hackernews: 'Hacker News',
  producthunt: 'Product Hunt',
  medium: 'Medium',
  github: 'GitHub',
  slack: 'Slack',
}

/** A network's name for a key of `socialCount`: known ones as they spell it, others title-cased. */
export function socialLabel(key: string): string {
  const known = KNOWN[key.toLowerCase().replace(/[\s_.-]+/g, '')]
  if (known) return known
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').split(/[\s_.-]+/).filter(Boolean)
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join(' ') || key
}

/** SPEC's three networks always, then any others the service sent, each under its name. */
export function socialRows(socialCount: Record<string, number>): StatRow[] {
  return [...new Set([...SOCIAL_NETWORKS, ...Object.keys(socialCount)])].map((k) => ({ label: socialLabel(k), value: socialCount[k] ?? 0 }))
}
