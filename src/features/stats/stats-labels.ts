import type { StatsFilter } from '@contract/stats'

const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' })
const languages = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' })
const SOURCES: Record<string, string> = { link: 'Short link', scan: 'QR code scan' }

const safely = (names: Intl.DisplayNames, code: string) => {
  try {
    return names.of(code) ?? code
  } catch {
    return code
  }
}

/** How a filter value reads: "Germany (DE)", "German", "Mobile", "Direct"; `unknown` as "Unknown". */
export function valueLabel(name: StatsFilter, value: string): string {
  if (value === 'unknown') return 'Unknown'
  if (name === 'country') return `${safely(regions, value)} (${value})`
  if (name === 'language') return safely(languages, value)
  if (name === 'source') return SOURCES[value] ?? value
  if (name === 'referrer' && value === 'direct') return 'Direct'
  if (name === 'device') return value.charAt(0).toUpperCase() + value.slice(1)
  return value
}

export const FILTER_NAMES: Record<StatsFilter, string> = {
  country: 'Country',
  device: 'Device',
  browser: 'Browser',
  os: 'Operating system',
  referrer: 'Referrer',
  language: 'Language',
  source: 'Source',
}
