import { dismissToast, useToasts, type ToastTone } from '@/lib/toast'
import { Icon } from './icon'

const TONES: Record<ToastTone, string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50',
  error: 'border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-50',
  info: 'border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-50',
}

/** Results of actions, bottom right; the region is always in the page so screen readers hear each one. */
export function Toaster() {
  const toasts = useToasts()
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end"
    >
      {toasts.map((t) => (
        <div key={t.id} className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-3 text-sm shadow-lg ${TONES[t.tone]}`}>
          <p className="min-w-0 flex-1 break-words">{t.message}</p>
          <button
            type="button"
            onClick={() => dismissToast(t.id)}
            aria-label="Dismiss"
            className="rounded p-0.5 opacity-70 hover:opacity-100"
          >
            <Icon name="close" className="size-4" />
          </button>
        </div>
      ))}
    </div>
  )
}
