import { useQuery } from '@tanstack/react-query'
import { Suspense, lazy } from 'react'
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router'
import { PAGE_SEARCH_DEFAULTS } from '@/lib/paging'
import { buttonClass } from '@/components/ui/button'
import { ListSkeleton } from '@/components/ui/list-states'
import { PageHeader, Panel } from '@/components/ui/page-header'
import { qrQueries } from '@/features/qr/api'
import { DeleteQrButton } from '@/features/qr/delete-qr-button'
import { StatKpis } from '@/components/charts/stat-kpis'
import { SCANS } from '@/components/charts/stat-rows'
import { QrLoadError } from '@/features/qr/qr-load-error'
import { QrOverview } from '@/features/qr/qr-overview'
import { idRoute } from '@/lib/id-params'
import { isDynamicType } from '@contract/qr'
import { knownType } from '@/features/qr/qr-types'
import { statsSearchKeys } from '@/features/stats/stats-search-keys'

// recharts comes in its own chunk after the code's image and figures are on screen.
const QrStatistics = lazy(() => import('@/features/qr/qr-statistics').then((m) => ({ default: m.QrStatistics })))
const StatisticsPanel = lazy(() => import('@/features/stats/statistics-panel').then((m) => ({ default: m.StatisticsPanel })))
const statsSkeleton = (
  <Panel>
    <ListSkeleton rows={4} columns={2} />
  </Panel>
)

export const Route = createFileRoute('/_authed/qr/$id')({
  ...idRoute,
  validateSearch: statsSearchKeys,
  // The request starts with the navigation; hover preloads fetch code only. The query comes by a dynamic
  // import, so the QR contract stays out of the entry chunk.
  loader: ({ context, params, preload }) => {
    const { id } = params
    if (!preload && id) void import('@/features/qr/api').then(({ qrQueries: q }) => context.queryClient.prefetchQuery(q.detail(id)))
  },
  component: QrDetailPage,
})

const backLink = (
  <Link to="/qr" search={PAGE_SEARCH_DEFAULTS} className="text-sm text-brand-700 hover:underline dark:text-blue-300">
    ← All QR codes
  </Link>
)

function QrDetailPage() {
  const { id } = Route.useParams()
  const navigate = useNavigate()
  const query = useQuery(qrQueries.detail(id))

  if (query.isPending) {
    return (
      <>
        <PageHeader section="QR codes" title="QR code" description={backLink} />
        <Panel>
          <ListSkeleton rows={4} columns={2} />
        </Panel>
      </>
    )
  }
  if (query.isError) {
    return (
      <>
        <PageHeader section="QR codes" title="QR code" description={backLink} />
        <Panel>
          <QrLoadError error={query.error} onRetry={() => void query.refetch()} />
        </Panel>
      </>
    )
  }

  const { qr, stats } = query.data
  const type = knownType(qr.type)
  return (
    <div className="space-y-6">
      <PageHeader section="QR codes"
        title={qr.name || 'Untitled'}
        description={backLink}
        actions={
          <div className="flex gap-2">
            <Link to="/qr/$id/edit" params={{ id }} className={buttonClass('secondary')}>
              Edit
            </Link>
            <DeleteQrButton qr={qr} onDeleted={() => void navigate({ to: '/qr', search: PAGE_SEARCH_DEFAULTS })} />
          </div>
        }
      />
      <QrOverview qr={qr} type={type} />
      {(type && !isDynamicType(type)) || stats.clicks === 0 ? (
        // W10: a static code is not counted, and one never scanned has nothing to explore: no request for statistics.
        <>
          {(!type || isDynamicType(type)) && <StatKpis stats={stats} unit={SCANS} everyTime="Every time the code was scanned." />}
          <Suspense fallback={statsSkeleton}>
            <QrStatistics type={type} stats={stats} />
          </Suspense>
        </>
      ) : (
        <Suspense fallback={statsSkeleton}>
          <StatisticsPanel
            scope={`qr:${id}`}
            unit={SCANS}
            heading="Scan statistics"
            fallback={
              <>
                <StatKpis stats={stats} unit={SCANS} everyTime="Every time the code was scanned." />
                <Suspense fallback={statsSkeleton}>
                  <QrStatistics type={type} stats={stats} />
                </Suspense>
              </>
            }
          />
        </Suspense>
      )}
    </div>
  )
}
