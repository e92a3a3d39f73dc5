import { Bar, BarChart, LabelList, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartTooltip } from './chart-tooltip'
import { capitalised, type StatRow, type Unit } from './stat-rows'

const BAR = '#3b82f6'
const count = new Intl.NumberFormat()
const tick = { fill: 'currentColor', fontSize: 12 }
const short = (label: string) => (label.length > 26 ? `${label.slice(0, 25)}…` : label)

/** `onSelect` makes a bar a filter (W2); the card's table offers the same to the keyboard. */
export function StatBarChart({ rows, title, unit, onSelect }: { rows: StatRow[]; title: string; unit: Unit; onSelect?: (row: StatRow) => void }) {
  const height = Math.max(120, rows.length * 34 + 16)
  // Room for the longest label (about 8 px a character at 12 px, and the tick gap), within bounds.
  const labelWidth = Math.min(190, Math.max(60, Math.max(...rows.map((r) => short(r.label).length)) * 8 + 24))
  return (
    <BarChart
      responsive
      data={rows}
      layout="vertical"
      title={title}
      style={{ width: '100%', height }}
      margin={{ top: 0, right: 40, bottom: 0, left: 0 }}
    >
      <XAxis type="number" allowDecimals={false} hide />
      <YAxis type="category" dataKey="label" width={labelWidth} tick={tick} tickFormatter={short} axisLine={false} tickLine={false} interval={0} />
      <Tooltip cursor={{ fill: 'currentColor', fillOpacity: 0.08 }} content={<ChartTooltip unit={unit} />} />
      <Bar dataKey="value" name={capitalised(unit.many)} fill={BAR} radius={[0, 4, 4, 0]} barSize={20} isAnimationActive={false}
        className={onSelect ? 'cursor-pointer' : undefined}
        onClick={onSelect ? (entry) => onSelect(entry.payload as StatRow) : undefined}
      >
        <LabelList dataKey="value" position="right" fill="currentColor" fontSize={12} formatter={(v: unknown) => count.format(Number(v))} />
      </Bar>
    </BarChart>
  )
}
