import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Icon } from '@/components/ui/icon'
import { useOffline } from '@/lib/offline'

const pad = (n: number) => String(n).padStart(2, '0')

/** "14:02", with the day when the data are older than today. */
export function shownAt(at: number, now = Date.now()): string {
  const date = new Date(at)
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`
  return date.toDateString() === new Date(now).toDateString() ? time : `${date.toLocaleDateString()} ${time}`
}

/** When the oldest data on the page were fetched: the queries the page shows, else any in the cache. */
function oldestShown(client: QueryClient): number | null {
  const withData = client.getQueryCache().findAll({ predicate: (q) => q.state.dataUpdatedAt > 0 })
  const shown = withData.filter((q) => q.getObserversCount() > 0)
  const times = (shown.length ? shown : withData).map((q) => q.state.dataUpdatedAt)
  return times.length ? Math.min(...times) : null
}

/** Shown while the browser is offline: reads come from the cache, changes are refused before sending. */
export function OfflineBanner() {
  const offline = useOffline()
  const client = useQueryClient()
  const [at, setAt] = useState<number | null>(null)
  useEffect(() => {
    if (!offline) return
    const update = () => setAt(oldestShown(client))
    update()
    return client.getQueryCache().subscribe(update)
  }, [client, offline])
  return (
    <div role="status" className="empty:hidden">
      {offline && (
        <div className="flex items-center gap-3 border-b border-slate-300 bg-slate-100 px-4 py-2.5 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-50">
          <Icon name="alert" className="size-5 shrink-0" />
          <p>
            <strong className="font-semibold">{at === null ? 'Offline: nothing saved to show yet.' : `Offline: showing data from ${shownAt(at)}.`}</strong>{' '}
            Nothing can be saved until the connection is back.
          </p>
        </div>
      )}
    </div>
  )
}
