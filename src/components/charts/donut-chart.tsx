import { Pie, PieChart, Tooltip } from 'recharts'
import { ChartTooltip } from './chart-tooltip'
import type { StatRow, Unit } from './stat-rows'

// Distinct in hue and readable on white and on the dark panel alike.
const PALETTE = ['#3b82f6', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6', '#06b6d4', '#ec4899', '#84cc16', '#f97316', '#94a3b8']
const count = new Intl.NumberFormat()

/** A donut beside its legend; the legend is HTML, so it wraps below the donut on narrow screens. */
export function StatDonutChart({ rows, title, unit, onSelect }: { rows: StatRow[]; title: string; unit: Unit; onSelect?: (row: StatRow) => void }) {
  const data = rows.map((r, i) => ({ ...r, fill: PALETTE[i % PALETTE.length]! }))
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-8 gap-y-3">
      <PieChart
        title={title}
        width={180}
        height={180}
        className="[&_.recharts-sector]:stroke-white dark:[&_.recharts-sector]:stroke-slate-900"
      >
        <Pie data={data} dataKey="value" nameKey="label" innerRadius={52} outerRadius={86} paddingAngle={1} isAnimationActive={false}
          className={onSelect ? 'cursor-pointer' : undefined}
          onClick={onSelect ? (entry) => onSelect(entry.payload as StatRow) : undefined}
        />
        <Tooltip content={<ChartTooltip unit={unit} />} />
      </PieChart>
      <ul className="space-y-1 text-sm">
        {data.map((d) => (
          <li key={d.label} className="flex items-center gap-2">
            <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: d.fill }} />
            <span className="text-slate-700 dark:text-slate-200">{d.label}</span>
            <span className="tabular-nums text-slate-500 dark:text-slate-400">{count.format(d.value)}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
