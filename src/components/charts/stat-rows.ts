export interface StatRow {
  label: string
  value: number
}

export interface Unit {
  one: string
  many: string
}
export const CLICKS: Unit = { one: 'click', many: 'clicks' }
export const SCANS: Unit = { one: 'scan', many: 'scans' }
export const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

export function statRows(map: Record<string, number>): StatRow[] {
  return Object.entries(map)
    .map(([label, value]) => ({ label, value }))
    .filter((r) => r.value > 0)
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label))
}

/** Unique clicks as a share of all clicks, e.g. "72 %"; a dash before the first. */
export function uniqueRatio(clicks: number, unique: number): string {
  if (clicks <= 0) return '—'
  return new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 }).format(Math.min(unique / clicks, 1))
}
