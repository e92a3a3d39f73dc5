import { useRateLimit } from '@/lib/rate-limit'
import { useNow } from '@/lib/use-now'
import { Icon } from '@/components/ui/icon'

/** Shown while a 429 pause lasts: reads wait for it, and changes are refused until it ends. */
export function RateLimitBanner() {
  const { pausedUntil, limit } = useRateLimit()
  const now = useNow(pausedUntil !== null)
  const left = pausedUntil === null ? 0 : Math.ceil((pausedUntil - now) / 1000)
  return (
    <div role="alert" className="empty:hidden">
      {left > 0 && (
        <div className="flex items-center gap-3 border-b border-amber-300 bg-amber-50 px-4 py-2.5 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
          <Icon name="clock" className="size-5 shrink-0" />
          <p>
            <strong className="font-semibold">Rate limit reached.</strong>{' '}
            {limit ? `The API allows ${limit} requests a minute. ` : ''}Loading continues by itself; saving is paused.{' '}
            <span aria-live="off" className="tabular-nums">
              Resuming in {left} s.
            </span>
          </p>
        </div>
      )}
    </div>
  )
}
