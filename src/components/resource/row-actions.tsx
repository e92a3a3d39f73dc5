import { Td, Th } from '@/components/ui/table'

const ACTION = 'rounded-md px-2 py-1.5 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800'

export interface RowAction {
  label: string
  /** Read after the label by screen readers only: "Edit" → "Edit go.example.com". */
  target: string
  danger?: boolean
  onClick: () => void
}

export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <Td className="whitespace-nowrap text-right">
      <div className="flex flex-col items-end sm:flex-row sm:justify-end">
        {actions.map(({ label, target, danger, onClick }) => (
          <button
            key={label}
            type="button"
            className={`${ACTION} ${danger ? 'text-red-700 dark:text-red-300' : 'text-slate-700 dark:text-slate-200'}`}
            onClick={onClick}
          >
            {label}
            <span className="sr-only"> {target}</span>
          </button>
        ))}
      </div>
    </Td>
  )
}

export function RowActionsHead() {
  return (
    <Th className="text-right">
      <span className="sr-only">Actions</span>
    </Th>
  )
}
