import { useRateLimit } from '@/lib/rate-limit'
import { useNow } from '@/lib/use-now'
import { describeCost } from '@/lib/work-queue'

export function CostPreview({ requests, className = '' }: { requests: number; className?: string }) {
  const rate = useRateLimit()
  const now = useNow()
  return (
    <p className={`rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200 ${className}`}>
      {describeCost(requests, rate, now)}
    </p>
  )
}
