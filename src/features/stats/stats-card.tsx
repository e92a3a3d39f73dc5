import { useId, useState, type ReactNode } from 'react'
import { capitalised, type Unit } from '@/components/charts/stat-rows'
import { downloadCsv } from '@/lib/download-csv'
import { rowsCsv } from './stats-csv'
import type { CountRow } from './stats-rows'

const count = new Intl.NumberFormat()
const toggleClass = (on: boolean) =>
  `rounded border px-2 py-1 text-xs font-medium ${
    on
      ? 'border-brand-600 bg-brand-50 text-brand-700 dark:border-blue-400 dark:bg-blue-950 dark:text-blue-200'
      : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800'
  }`

interface StatsCardProps {
  title: string
  labelHeading: string
  rows: CountRow[]
  unit: Unit
  csvName: string
  /** Makes each table row a button that adds its value as a filter. */
  onSelect?: (key: string) => void
  /** Shown beside the table, always (the world map). */
  aside?: ReactNode
  emptyText?: string
  className?: string
  csv?: () => string
  children?: ReactNode
}

export function StatsCard({ title, labelHeading, rows, unit, csvName, onSelect, aside, emptyText = 'Nothing in this period.', className = '', csv, children }: StatsCardProps) {
  const [asTable, setAsTable] = useState(false)
  const id = useId()
  const many = capitalised(unit.many)
  const table = (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{title}</caption>
      <thead className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">
        <tr>
          <th scope="col" className="py-1.5 font-medium">
            {labelHeading}
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            {many}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
        {rows.map((r) => (
          <tr key={r.key}>
            <td className="py-1.5 pr-3 break-all">
              {onSelect ? (
                <button type="button" className="text-left text-brand-700 hover:underline dark:text-blue-300" aria-label={`Filter by ${r.label}`} onClick={() => onSelect(r.key)}>
                  {r.label}
                </button>
              ) : (
                r.label
              )}
            </td>
            <td className="py-1.5 text-right tabular-nums">{count.format(r.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
  const empty = !rows.some((r) => r.value > 0)
  return (
    <section aria-labelledby={`${id}-title`} className={`flex min-w-0 flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900 ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-sm font-semibold">
          {title}
        </h3>
        <div className="flex gap-2">
          {!aside && (
            <button type="button" aria-pressed={asTable} aria-controls={`${id}-body`} aria-label={`${title}: show as a table`} onClick={() => setAsTable((v) => !v)} className={toggleClass(asTable)}>
              Table
            </button>
          )}
          <button
            type="button"
            aria-label={`${title}: download CSV`}
            disabled={empty}
            onClick={() => downloadCsv(csvName, csv ? csv() : rowsCsv(labelHeading, many, rows))}
            className={`${toggleClass(false)} disabled:opacity-50`}
          >
            CSV
          </button>
        </div>
      </div>
      <div id={`${id}-body`} className="mt-3 flex-1">
        {empty ? (
          <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-300">{emptyText}</p>
        ) : aside ? (
          <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
            <figure aria-labelledby={`${id}-title`} className="text-slate-600 dark:text-slate-300">
              {aside}
            </figure>
            <div className="max-h-80 overflow-y-auto">{table}</div>
          </div>
        ) : asTable ? (
          table
        ) : (
          <figure aria-labelledby={`${id}-title`} className="text-slate-600 dark:text-slate-300">
            {children}
          </figure>
        )}
      </div>
    </section>
  )
}
