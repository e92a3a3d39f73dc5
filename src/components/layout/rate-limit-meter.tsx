import { useId } from 'react'
import { allowanceAt, useRateLimit, type Allowance } from '@/lib/rate-limit'
import { useOffline, useUnreachable } from '@/lib/offline'
import { useNow } from '@/lib/use-now'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

const leftText = ({ limit, remaining }: Allowance) => `${remaining} of ${plural(limit, 'request', 'requests')} left this minute`

export function describeAllowance(allowance: Allowance): string {
  const { resetIn, paused } = allowance
  const left = leftText(allowance)
  if (paused) return `${left}. Saving is paused; loading resumes in ${plural(resetIn ?? 0, 'second', 'seconds')}.`
  return resetIn === null ? `${left}.` : `${left}. The count starts again in ${plural(resetIn, 'second', 'seconds')}.`
}

/** "29 of 30 requests left this minute", from the X-RateLimit-* headers; a pause that ended is a full window. */
export function RateLimitMeter() {
  const state = useRateLimit()
  const now = useNow(state.resetAt !== null || state.pausedUntil !== null)
  const tooltipId = useId()
  // Issue 40 item 11: without the API the count is from before; the meter is greyed and says so.
  const offline = useOffline()
  const unreachable = useUnreachable()
  const cut = offline || unreachable
  const allowance = allowanceAt(state, now)
  if (!allowance) return null
  const { limit, remaining } = allowance
  const share = limit > 0 ? remaining / limit : 0
  const tone = cut ? 'bg-slate-400' : share > 0.5 ? 'bg-emerald-500' : share > 0.2 ? 'bg-amber-500' : 'bg-red-500'
  const sentence = cut ? 'The API cannot be reached now: this count is from its last answer.' : describeAllowance(allowance)
  return (
    // Focusable so that the tooltip also opens from the keyboard.
    <div
      role="meter"
      tabIndex={0}
      aria-label="API requests left this minute"
      aria-valuemin={0}
      aria-valuemax={limit}
      aria-valuenow={remaining}
      aria-valuetext={leftText(allowance)}
      aria-describedby={tooltipId}
      data-stale={cut || undefined}
      className="group relative hidden data-stale:opacity-60 items-center gap-2 rounded px-1 text-xs text-slate-600 tabular-nums outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600 sm:flex dark:text-slate-300"
    >
      <div aria-hidden="true" className="h-1.5 w-12 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <div className={`h-full ${tone}`} style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
      <span aria-hidden="true" className="whitespace-nowrap">
        {remaining} of {limit}
        <span className="hidden xl:inline"> requests left this minute</span>
        <span className="xl:hidden"> left</span>
      </span>
      <span
        id={tooltipId}
        role="tooltip"
        className="pointer-events-none invisible absolute top-full right-0 z-40 mt-2 w-64 rounded-md bg-slate-900 px-3 py-2 text-xs leading-snug font-normal whitespace-normal text-white opacity-0 shadow-lg transition-opacity group-hover:visible group-hover:opacity-100 group-focus:visible group-focus:opacity-100 dark:bg-slate-700"
      >
        The API allows {plural(limit, 'request', 'requests')} a minute. {sentence}
      </span>
    </div>
  )
}
