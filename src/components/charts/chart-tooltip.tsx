import type { TooltipContentProps } from 'recharts'
import type { Unit } from './stat-rows'

const count = new Intl.NumberFormat()

export function ChartTooltip({ active, payload, unit }: Partial<TooltipContentProps<number, string>> & { unit: Unit }) {
  const item = payload?.[0]
  if (!active || !item) return null
  const row = item.payload as { label: string; value: number }
  return (
    <div className="rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-900 shadow-md dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100">
      <p className="font-medium">{row.label}</p>
      <p className="tabular-nums">
        {count.format(row.value)} {row.value === 1 ? unit.one : unit.many}
      </p>
    </div>
  )
}
