import { useNow } from '@/lib/use-now'

/** " · waits for the API’s rate limit: starts in 12 s", counting down; the queue drops it when the upload starts. */
export function RateLimitWait({ until }: { until: number }) {
  const seconds = Math.max(0, Math.ceil((until - useNow()) / 1000))
  return (
    <span className="tabular-nums">
      {seconds > 0 ? ` · waits for the API’s rate limit: starts in ${seconds} s` : ' · waits for the API’s rate limit: starting…'}
    </span>
  )
}
