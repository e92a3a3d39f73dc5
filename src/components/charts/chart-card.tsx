import { useId, useState, type ReactNode } from 'react'
import { capitalised, type StatRow, type Unit } from './stat-rows'

const count = new Intl.NumberFormat()

interface ChartCardProps {
  title: string
  rows: StatRow[]
  labelHeading: string
  unit: Unit
  emptyText?: string
  children: ReactNode
}

/** A chart with its text alternative: a toggle swaps the chart for a table of the same numbers. */
export function ChartCard({ title, rows, labelHeading, unit, emptyText = 'Nothing recorded yet.', children }: ChartCardProps) {
  const [asTable, setAsTable] = useState(false)
  const id = useId()
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={`${id}-title`} className="text-sm font-semibold">
          {title}
        </h3>
        <button
          type="button"
          aria-pressed={asTable}
          aria-controls={`${id}-body`}
          aria-label={`${title}: show as a table`}
          onClick={() => setAsTable((v) => !v)}
          className={`rounded border px-2 py-1 text-xs font-medium ${
            asTable
              ? 'border-brand-600 bg-brand-50 text-brand-700 dark:border-blue-400 dark:bg-blue-950 dark:text-blue-200'
              : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800'
          }`}
        >
          Table
        </button>
      </div>
      <div id={`${id}-body`} className="mt-3 flex-1">
        {asTable ? (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">
              <tr>
                <th scope="col" className="py-1.5 font-medium">
                  {labelHeading}
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  {capitalised(unit.many)}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {rows.map((r) => (
                <tr key={r.label}>
                  <td className="py-1.5 pr-3">{r.label}</td>
                  <td className="py-1.5 text-right tabular-nums">{count.format(r.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : rows.some((r) => r.value > 0) ? (
          <figure aria-labelledby={`${id}-title`} className="text-slate-600 dark:text-slate-300">
            {children}
          </figure>
        ) : (
          <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-300">{emptyText}</p>
        )}
      </div>
    </section>
  )
}
