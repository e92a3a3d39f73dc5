import { useQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { Suspense, lazy } from 'react'
import { CLICKS } from '@/components/charts/stat-rows'
import { ListSkeleton } from '@/components/ui/list-states'
import { PageHeader, Panel } from '@/components/ui/page-header'
import { domainQueries } from '@/features/domains/api'
import { displayDomain } from '@/features/domains/display-domain'
import { statsSearchKeys } from '@/features/stats/stats-search-keys'
import { idRoute } from '@/lib/id-params'
import { PAGE_SEARCH_DEFAULTS } from '@/lib/paging'

const StatisticsPanel = lazy(() => import('@/features/stats/statistics-panel').then((m) => ({ default: m.StatisticsPanel })))

export const Route = createFileRoute('/_authed/domains_/$id')({
  ...idRoute,
  validateSearch: statsSearchKeys,
  component: DomainStatisticsPage,
})

/** W9: a branded domain's statistics; its name comes from the domains list (cached from the Domains page, else one request). */
function DomainStatisticsPage() {
  const { id } = Route.useParams()
  const domains = useQuery(domainQueries.list({ page: 1, limit: 100 }))
  const domain = domains.data?.items.find((d) => d.id === id)
  return (
    <div className="space-y-6">
      <PageHeader
        section="Domains"
        title={domain ? displayDomain(domain.domain) : 'Domain statistics'}
        description={
          <Link to="/domains" search={PAGE_SEARCH_DEFAULTS} className="text-sm text-brand-700 hover:underline dark:text-blue-300">
            ← All domains
          </Link>
        }
      />
      <Suspense
        fallback={
          <Panel>
            <ListSkeleton rows={4} columns={2} />
          </Panel>
        }
      >
        <StatisticsPanel scope={`domain:${id}`} unit={CLICKS} heading="Clicks of every link on this domain" />
      </Suspense>
    </div>
  )
}
