import { useId, type ReactElement, type ReactNode } from 'react'
import { cloneElement } from 'react'
import { withFieldLabel } from '@/lib/form-errors'

export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500'

interface FieldProps {
  label: string
  children: ReactElement<Record<string, unknown>>
  hint?: ReactNode
  error?: string
  addon?: ReactNode
}

export function Field({ label, children, hint, error, addon }: FieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const control = cloneElement(children, {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  })
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <div className="min-w-0 flex-1">{control}</div>
        {addon}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {withFieldLabel(error, label)}
        </p>
      )}
    </div>
  )
}
