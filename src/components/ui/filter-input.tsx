import { useId } from 'react'
import { Icon } from './icon'

/** Filters the rows already on screen; it never asks the server, and says so. */
export function FilterInput({ value, onChange, label = 'Filter this page' }: { value: string; onChange: (v: string) => void; label?: string }) {
  const noteId = useId()
  return (
    <div className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 sm:w-auto">
      <div className="relative w-full sm:w-64">
        <Icon name="search" className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
        <input
          type="search"
          aria-label={label}
          aria-describedby={noteId}
          placeholder={`${label}…`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="block w-full rounded-md border border-slate-300 bg-white py-2 pl-8 pr-3 text-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-600 dark:bg-slate-900 dark:placeholder:text-slate-500"
        />
      </div>
      <span id={noteId} className="text-xs text-slate-500 dark:text-slate-400">
        {FILTER_NOTE}
      </span>
    </div>
  )
}

export function quickFilter<T>(items: readonly T[], query: string, fields: (item: T) => unknown[]): T[] {
  const q = query.trim().toLowerCase()
  if (!q) return [...items]
  return items.filter((item) => fields(item).some((v) => String(v ?? '').toLowerCase().includes(q)))
}

export function NoMatch({ what, filter }: { what: string; filter: string }) {
  return (
    <p className="px-4 py-8 text-center text-sm text-slate-600 dark:text-slate-300">
      No {what} on this page matches “{filter}”. The filter looks only at the rows of this page: other pages are not searched.
    </p>
  )
}

export const FILTER_NOTE = 'Filters the rows of this page only.'
