import { useAutoRetry } from '@/lib/connection'
import { useNow } from '@/lib/use-now'

export function AutoRetryNote({ retry, className = '' }: { retry: () => Promise<unknown>; className?: string }) {
  const due = useAutoRetry(retry)
  const now = useNow(due !== null)
  const seconds = due === null ? null : Math.max(0, Math.ceil((due - now) / 1000))
  return (
    <p className={`text-sm text-slate-600 dark:text-slate-300 ${className}`}>
      {seconds ? (
        <span aria-live="off" className="tabular-nums">
          Trying again in {seconds} s,{' '}
        </span>
      ) : (
        'Trying again now, '
      )}
      and when this window gets focus or the network is back.
    </p>
  )
}
