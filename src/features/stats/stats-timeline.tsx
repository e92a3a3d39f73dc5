import { Bar, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts'
import type { Unit } from '@/components/charts/stat-rows'
import { capitalised } from '@/components/charts/stat-rows'
import type { TimelinePoint } from './stats-rows'

const BAR = '#3b82f6'
const PREVIOUS = '#f59e0b'
const tick = { fill: 'currentColor', fontSize: 12 }
const tooltipClass = 'rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-900 shadow-md dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100'

/** Buckets as columns, the previous period as a line over them (W7: bucket i beside the previous period's bucket i). */
export function StatsTimeline({ points, unit, title }: { points: TimelinePoint[]; unit: Unit; title: string }) {
  const compared = points.some((p) => p.previous !== undefined)
  // About eight labels whatever the number of buckets, so the axis stays readable on a phone.
  const every = Math.max(0, Math.ceil(points.length / 8) - 1)
  return (
    <ComposedChart responsive data={points} title={title} style={{ width: '100%', height: 220 }} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
      <XAxis dataKey="label" tick={tick} interval={every} axisLine={false} tickLine={false} tickFormatter={(s: string) => (s.length > 10 ? s.slice(11) || s : s.slice(5))} />
      <YAxis allowDecimals={false} tick={tick} axisLine={false} tickLine={false} width={48} />
      <Tooltip
        cursor={{ fill: 'currentColor', fillOpacity: 0.08 }}
        wrapperClassName="!p-0 !border-0 !bg-transparent"
        contentStyle={{ padding: 0, border: 0, background: 'transparent' }}
        content={({ active, payload }) => {
          const p = payload?.[0]?.payload as TimelinePoint | undefined
          if (!active || !p) return null
          return (
            <div className={tooltipClass}>
              <p className="font-medium">{p.label}</p>
              <p className="tabular-nums">
                {p.clicks} {p.clicks === 1 ? unit.one : unit.many}
              </p>
              {p.previous !== undefined && <p className="tabular-nums text-slate-600 dark:text-slate-300">Previous period: {p.previous}</p>}
            </div>
          )
        }}
      />
      {compared && <Legend wrapperStyle={{ fontSize: 12 }} />}
      <Bar dataKey="clicks" name={capitalised(unit.many)} fill={BAR} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      {compared && <Line dataKey="previous" name="Previous period" stroke={PREVIOUS} strokeWidth={2} dot={false} isAnimationActive={false} />}
    </ComposedChart>
  )
}
