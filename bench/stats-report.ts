// The RESULTS.md section of bench/stats.ts, apart from it: report.ts imports this, and stats.ts imports report.ts's runner.
import type { StatsBench } from './figures.ts'

export const LINKS = 1_000
export const DAYS = 400

/** The RESULTS.md section: one table per database. */
export function statsSection(r: StatsBench | { error: string } | undefined): string {
  if (!r) return ''
  if ('error' in r) return `## Statistics (GET /stats, bench/stats.ts)\n\n${r.error}\n`
  const parts = [`## Statistics (GET /stats, bench/stats.ts)`, '', `${r.clicks.toLocaleString('en')} clicks over ${LINKS} links and ${DAYS} days, one connection, ms; GET /api/account in the same loops.`, '']
  for (const d of r.databases) {
    if (!('cases' in d)) {
      parts.push(`${d.database}: ${'skipped' in d ? `skipped: ${d.skipped}` : `error: ${d.error}`}`, '')
      continue
    }
    parts.push(`### ${d.database} (account p50 ${d.reference.p50}, p95 ${d.reference.p95}; generated in ${Math.round(d.generationMs / 1000)} s)`, '', '| Request | p50 | p95 | Budget |', '|---|---|---|---|')
    for (const c of d.cases) parts.push(`| ${c.name} | ${c.latency.p50} | ${c.latency.p95} | ${c.budgetMs === undefined ? '' : `${c.met ? 'met' : 'missed'} (p95 < ${c.budgetMs})`} |`)
    parts.push('')
  }
  return parts.join('\n')
}
