import { Td } from '@/components/ui/table'
import { inputClass } from '@/components/ui/field'
import { COLUMN_LABELS, CSV_NAME, type ImportColumn, type ImportRow, type RowProblem } from './link-csv'

export function ImportProblemRow({
  index,
  row,
  columns,
  problems,
  skipped,
  onChange,
  onSkip,
}: {
  index: number
  row: ImportRow
  columns: ImportColumn[]
  problems: RowProblem[]
  skipped: boolean
  onChange: (column: ImportColumn, value: string) => void
  onSkip: (skip: boolean) => void
}) {
  const shown = [...new Set([...columns, ...problems.map((p) => p.column)])]
  return (
    <tr className={skipped ? 'opacity-60' : ''}>
      <Td className="align-top tabular-nums">{index + 1}</Td>
      <Td>
        <ul className="space-y-2">
          {shown.map((column) => {
            const problem = problems.find((p) => p.column === column)
            return (
              <li key={column}>
                <label
                  className={`block text-xs font-medium ${problem ? 'text-red-700 dark:text-red-300' : 'text-emerald-700 dark:text-emerald-300'}`}
                >
                  {COLUMN_LABELS[column]} ({CSV_NAME[column]}): {problem ? problem.message : 'Fixed.'}
                  <input
                    value={row[column]}
                    onChange={(e) => onChange(column, e.target.value)}
                    aria-invalid={problem ? 'true' : undefined}
                    className={`${inputClass} mt-1 text-sm text-slate-900 dark:text-slate-100`}
                  />
                </label>
              </li>
            )
          })}
        </ul>
        {!shown.includes('url') && <p className="mt-1 text-xs break-all text-slate-600 dark:text-slate-300">{row.url}</p>}
      </Td>
      <Td className="align-top">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-brand-600" checked={skipped} onChange={(e) => onSkip(e.target.checked)} />
          Skip
        </label>
      </Td>
    </tr>
  )
}
