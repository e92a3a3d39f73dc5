import { formatBytes, percentOf } from './upload-limit'

/** A bar with bytes and percent; the text is also the bar's accessible value. */
export function UploadProgress({ loaded, total, label }: { loaded: number; total: number; label: string }) {
  const percent = percentOf(loaded, total)
  const text = `${formatBytes(loaded)} of ${formatBytes(total)} · ${percent}%`
  return (
    <div className="mt-2 flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-200 dark:bg-brand-500" style={{ width: `${percent}%` }} />
      </div>
      <p className="shrink-0 text-xs tabular-nums text-slate-600 dark:text-slate-300" aria-hidden="true">
        {text}
      </p>
    </div>
  )
}
