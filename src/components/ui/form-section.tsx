import type { ReactNode } from 'react'

export function FormSection({ legend, hint, children }: { legend: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0 dark:border-slate-700">
      <legend className="float-left mb-1 w-full text-base font-semibold">{legend}</legend>
      {hint && <p className="clear-left text-sm text-slate-600 dark:text-slate-300">{hint}</p>}
      <div className="clear-left space-y-4">{children}</div>
    </fieldset>
  )
}

export const smallButton =
  'rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-40 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800'

export const checkClass = 'size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500 dark:border-slate-600 dark:bg-slate-900'
