import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Icon } from '@/components/ui/icon'
import { useAutoRetry } from '@/lib/connection'
import { useOffline, useUnreachable } from '@/lib/offline'

const pad = (n: number) => String(n).padStart(2, '0')

export function shownAt(at: number, now = Date.now()): string {
  const date = new Date(at)
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`
  return date.toDateString() === new Date(now).toDateString() ? time : `${date.toLocaleDateString()} ${time}`
}

function oldestShown(client: QueryClient): number | null {
  const withData = client.getQueryCache().findAll({ predicate: (q) => q.state.dataUpdatedAt > 0 })
  const shown = withData.filter((q) => q.getObserversCount() > 0)
  const times = (shown.length ? shown : withData).map((q) => q.state.dataUpdatedAt)
  return times.length ? Math.min(...times) : null
}

/** U6: shown while offline or since a request could not reach the API; the first answer ends it. */
export function OfflineBanner() {
  const offline = useOffline()
  const unreachable = useUnreachable() && !offline
  const client = useQueryClient()
  const [at, setAt] = useState<number | null>(null)
  useEffect(() => {
    if (!offline && !unreachable) return
    const update = () => setAt(oldestShown(client))
    update()
    return client.getQueryCache().subscribe(update)
  }, [client, offline, unreachable])
  useAutoRetry(() => client.refetchQueries({ type: 'active' }), unreachable)
  const lead = offline ? 'Offline' : 'The API cannot be reached'
  return (
    <div role="status" className="empty:hidden">
      {(offline || unreachable) && (
        <div className="flex items-center gap-3 border-b border-slate-300 bg-slate-100 px-4 py-2.5 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-50">
          <Icon name="alert" className="size-5 shrink-0" />
          <p>
            <strong className="font-semibold">{at === null ? `${lead}: nothing saved to show yet.` : `${lead}: showing data from ${shownAt(at)}.`}</strong>{' '}
            {offline ? 'Nothing can be saved until the connection is back.' : 'Nothing can be saved until it answers; trying again by itself.'}
          </p>
        </div>
      )}
    </div>
  )
}
