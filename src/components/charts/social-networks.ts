import { socialNetworkByKey, socialNetworkOfHost } from '@contract/social-networks'
import type { StatRow } from './stat-rows'

export function socialLabel(key: string): string {
  const known = socialNetworkByKey(key)
  if (known) return known.label
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').split(/[\s_.-]+/).filter(Boolean)
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join(' ') || key
}

/** U7: every network that sent visitors, most first; `socialCount` where the service names it, else the contract's table of hosts. */
export function socialRows(socialCount: Record<string, number>, topReferrers: Record<string, number> = {}): StatRow[] {
  const counts = new Map<string, number>()
  for (const [key, value] of Object.entries(socialCount)) {
    const name = socialNetworkByKey(key)?.key ?? key
    counts.set(name, (counts.get(name) ?? 0) + value)
  }
  const counted = new Set(counts.keys())
  for (const [host, value] of Object.entries(topReferrers)) {
    const network = socialNetworkOfHost(host)
    if (network && !counted.has(network.key)) counts.set(network.key, (counts.get(network.key) ?? 0) + value)
  }
  return [...counts]
    .filter(([, value]) => value > 0)
    .map(([key, value]) => ({ label: socialLabel(key), value }))
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label))
}
