import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Suspense, lazy } from 'react'
import { ErrorState, ListSkeleton } from '@/components/ui/list-states'
import { PageHeader } from '@/components/ui/page-header'
import { linkQueries } from '@/features/links/api'
import { TopLinks, type RecentClicks } from '@/features/links/top-links'
import { ApiError } from '@/lib/api-client'
import { CLICKS } from '@/components/charts/stat-rows'
import { statsSearchKeys } from '@/features/stats/stats-search-keys'

export const Route = createFileRoute('/_authed/')({ validateSearch: statsSearchKeys, component: Overview })

// Two requests: the total comes with the most clicked page of links, and the clicks of the last 30 days
// with the summary (ours only; the live service has none, and the page then leaves that figure out).
const TOP = { page: 1, limit: 5, order: 'click' as const }

const StatisticsPanel = lazy(() => import('@/features/stats/statistics-panel').then((m) => ({ default: m.StatisticsPanel })))
const RecentClicksChart = lazy(() => import('@/features/links/recent-clicks-chart').then((m) => ({ default: m.RecentClicksChart })))

function Overview() {
  const top = useQuery(linkQueries.list(TOP))
  const summary = useQuery(linkQueries.summary())
  const recent: RecentClicks = summary.isPending
    ? { state: 'loading' }
    : summary.isError
      ? summary.error instanceof ApiError && summary.error.status === 404
        ? { state: 'unreported' }
        : { state: 'failed', retry: () => void summary.refetch() }
      : { state: 'ready', summary: summary.data }
  const timeline = summary.data?.timeline
  return (
    <>
      <PageHeader title="Dashboard" description="Your short links at a glance: how many, how often they were opened, and the most clicked." />
      <div className="space-y-6">
        {top.isPending ? (
          <ListSkeleton rows={3} columns={2} />
        ) : top.isError ? (
          <ErrorState title="Your links could not be loaded" error={top.error} onRetry={() => void top.refetch()} />
        ) : (
          <TopLinks total={top.data.result} top={top.data.items} recent={recent} />
        )}
        {top.data && top.data.result > 0 && (
          <Suspense fallback={<ListSkeleton rows={3} columns={2} />}>
            {/* W8: the account's statistics page; the live service keeps the 30-day chart of before. */}
            <StatisticsPanel
              scope="account"
              unit={CLICKS}
              heading="All your clicks"
              fallbackAlone
              fallback={timeline && timeline.length > 0 ? <RecentClicksChart timeline={timeline} /> : null}
            />
          </Suspense>
        )}
      </div>
    </>
  )
}
