import { downloadCsv } from '@/lib/download-csv'
import Papa from 'papaparse'
import type { Job } from '@/lib/work-queue'
import type { ExportInput, ExportResult } from './job-kinds'

function cell(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))).join('; ')
  if (typeof value === 'object') return JSON.stringify(value)
  return value as string | number | boolean
}

/** Every item's fields as columns, in the order the API sends them; statistics columns when fetched. */
export function itemsCsv(
  items: readonly Record<string, unknown>[],
  stats?: ReadonlyMap<number, { clicks: number; uniqueClicks: number; topCountry: string }>,
): string {
  const fields: string[] = []
  for (const item of items) for (const key of Object.keys(item)) if (!fields.includes(key)) fields.push(key)
  const statFields = stats ? ['stats_clicks', 'stats_uniqueclicks', 'stats_topcountry'] : []
  const data = items.map((item) => {
    const row = fields.map((f) => cell(item[f]))
    const s = stats?.get(Number(item.id))
    return stats ? [...row, s?.clicks ?? '', s?.uniqueClicks ?? '', s?.topCountry ?? ''] : row
  })
  return Papa.unparse({ fields: [...fields, ...statFields], data })
}

export function exportJobCsv(job: Job<ExportInput, ExportResult>): string {
  const pages = job.tasks
    .filter((t) => 'page' in t.input && t.result && 'items' in t.result)
    .sort((a, b) => ('page' in a.input && 'page' in b.input ? a.input.page - b.input.page : 0))
  const seen = new Set<unknown>()
  // A row that moved to the next page while the export ran would come twice: each id once.
  const items = pages
    .flatMap((t) => (t.result && 'items' in t.result ? t.result.items : []))
    .filter((item) => !seen.has(item.id) && seen.add(item.id))
  const first = job.tasks[0]?.input
  const wantsStats = first !== undefined && 'stats' in first && first.stats
  if (!wantsStats) return itemsCsv(items)
  const stats = new Map<number, { clicks: number; uniqueClicks: number; topCountry: string }>()
  for (const t of job.tasks) if ('statsOf' in t.input && t.result && 'clicks' in t.result) stats.set(t.input.statsOf, t.result)
  return itemsCsv(items, stats)
}

export { downloadCsv }
