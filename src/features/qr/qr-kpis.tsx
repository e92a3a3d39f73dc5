import type { QrStatsView } from '@contract/qr'
import { uniqueRatio } from './stats-rows'

const count = new Intl.NumberFormat()

function Kpi({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-3xl font-semibold tabular-nums">{value}</dd>
      <dd className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</dd>
    </div>
  )
}

export function QrKpis({ stats }: { stats: QrStatsView }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <Kpi label="Scans" value={count.format(stats.clicks)} hint="Every time the code was scanned." />
      <Kpi label="Unique scans" value={count.format(stats.uniqueClicks)} hint="Distinct visitors." />
      <Kpi label="Unique ratio" value={uniqueRatio(stats.clicks, stats.uniqueClicks)} hint="Unique scans out of all scans." />
    </dl>
  )
}
