export interface StatRow {
  label: string
  value: number
}

/** A count map of the statistics object as rows, largest first; zero counts are left out. */
export function statRows(map: Record<string, number>): StatRow[] {
  return Object.entries(map)
    .map(([label, value]) => ({ label, value }))
    .filter((r) => r.value > 0)
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label))
}

/** Unique scans as a share of all scans, e.g. "72 %"; a dash before the first scan. */
export function uniqueRatio(clicks: number, unique: number): string {
  if (clicks <= 0) return '—'
  return new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 }).format(Math.min(unique / clicks, 1))
}
