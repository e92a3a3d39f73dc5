import type { QrStatsView } from '@contract/statistics'
import { capitalised, uniqueRatio, type Unit } from './stat-rows'

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

/** All, unique and their ratio; `everyTime` says what one count is ("Every time the code was scanned."). */
export function StatKpis({ stats, unit, everyTime }: { stats: QrStatsView; unit: Unit; everyTime: string }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <Kpi label={capitalised(unit.many)} value={count.format(stats.clicks)} hint={everyTime} />
      <Kpi label={`Unique ${unit.many}`} value={count.format(stats.uniqueClicks)} hint="Distinct visitors." />
      <Kpi label="Unique ratio" value={uniqueRatio(stats.clicks, stats.uniqueClicks)} hint={`Unique ${unit.many} out of all ${unit.many}.`} />
    </dl>
  )
}
