import { Bar, BarChart, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartTooltip } from './chart-tooltip'
import type { StatRow, Unit } from './stat-rows'

const BAR = '#3b82f6'
const tick = { fill: 'currentColor', fontSize: 12 }
const day = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' })

/** One row a day, oldest first, labelled like "Nov 3" (the API's days are UTC). */
export function timelineRows(timeline: { date: string; clicks: number }[]): StatRow[] {
  return timeline.map((d) => ({ label: day.format(new Date(`${d.date}T00:00:00Z`)), value: d.clicks }))
}

/** Counts per day as columns; every seventh day is labelled so the axis stays readable on a phone. */
export function TimelineChart({ rows, title, unit }: { rows: StatRow[]; title: string; unit: Unit }) {
  return (
    <BarChart responsive data={rows} title={title} style={{ width: '100%', height: 200 }} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
      <XAxis dataKey="label" tick={tick} interval={6} axisLine={false} tickLine={false} />
      <YAxis allowDecimals={false} tick={tick} axisLine={false} tickLine={false} width={48} />
      <Tooltip cursor={{ fill: 'currentColor', fillOpacity: 0.08 }} content={<ChartTooltip unit={unit} />} />
      <Bar dataKey="value" fill={BAR} radius={[3, 3, 0, 0]} isAnimationActive={false} />
    </BarChart>
  )
}
