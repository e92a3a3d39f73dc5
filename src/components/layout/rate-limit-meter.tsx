import { useRateLimit } from '@/lib/rate-limit'
import { useNow } from '@/lib/use-now'

const secondsUntil = (at: number | null, now: number) => (at === null ? null : Math.max(0, Math.ceil((at - now) / 1000)))

/** "27/30 · 41 s": requests left in this window and when it resets, from the X-RateLimit-* headers. */
export function RateLimitMeter() {
  const { limit, remaining, resetAt } = useRateLimit()
  const now = useNow(resetAt !== null)
  if (limit === null || remaining === null) return null
  const reset = secondsUntil(resetAt, now)
  const share = limit > 0 ? remaining / limit : 0
  const tone = share > 0.5 ? 'bg-emerald-500' : share > 0.2 ? 'bg-amber-500' : 'bg-red-500'
  const label = `API requests left: ${remaining} of ${limit}${reset !== null ? `, resets in ${reset} seconds` : ''}`
  return (
    <div title={label} className="hidden items-center gap-2 text-xs text-slate-600 tabular-nums sm:flex dark:text-slate-300">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="h-1.5 w-16 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <div className={`h-full ${tone}`} style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
      <span aria-hidden="true">
        {remaining}/{limit}
        {reset !== null && ` · ${reset} s`}
      </span>
    </div>
  )
}
