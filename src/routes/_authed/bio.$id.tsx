import { useQuery } from '@tanstack/react-query'
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router'
import { Suspense, lazy, useState } from 'react'
import { DeleteDialog } from '@/components/resource/delete-dialog'
import { NotFoundState } from '@/components/resource/not-found-state'
import { Button, buttonClass } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { ErrorState, ListSkeleton } from '@/components/ui/list-states'
import { PageHeader, Panel } from '@/components/ui/page-header'
import { bioQueries, bioSupport, useDeleteBio } from '@/features/bio/api'
import { BioForm } from '@/features/bio/bio-form'
import { BioQr } from '@/features/bio/bio-qr'
import { BioStatsSummary } from '@/features/bio/bio-stats-summary'
import { BioUnsupported } from '@/features/bio/bio-unsupported'
import { domainQueries } from '@/features/domains/api'
import { statsSearchKeys } from '@/features/stats/stats-search-keys'
import { ApiError } from '@/lib/api-client'
import { idRoute } from '@/lib/id-params'
import { PAGE_SEARCH_DEFAULTS } from '@/lib/paging'
import { doneMessage } from '@/lib/toast'

const StatisticsPanel = lazy(() => import('@/features/stats/statistics-panel').then((m) => ({ default: m.StatisticsPanel })))
const VIEWS = { one: 'view', many: 'views' }

export const Route = createFileRoute('/_authed/bio/$id')({
  ...idRoute,
  validateSearch: statsSearchKeys,
  component: BioPage,
})

const backLink = (
  <Link to="/bio" search={PAGE_SEARCH_DEFAULTS} className="text-sm text-brand-700 hover:underline dark:text-blue-300">
    ← All bio pages
  </Link>
)

function BioPage() {
  const { id } = Route.useParams()
  const navigate = useNavigate()
  const supported = bioSupport.useSupported()
  const query = useQuery({ ...bioQueries.detail(id), enabled: supported })
  const domains = useQuery({ ...domainQueries.choices(), enabled: supported })
  const [deleting, setDeleting] = useState(false)
  const bio = query.data
  const toList = () => void navigate({ to: '/bio', search: PAGE_SEARCH_DEFAULTS })

  if (!supported || (query.error instanceof ApiError && query.error.status === 404))
    return (
      <>
        <PageHeader section="Bio pages" title="Bio page" description={backLink} />
        <Panel>
          {supported ? (
            <NotFoundState what="bio page" list="bio pages" to="/bio" />
          ) : (
            <BioUnsupported />
          )}
        </Panel>
      </>
    )

  return (
    <>
      <PageHeader
        section="Bio pages"
        title={bio?.name || 'Bio page'}
        description={backLink}
        actions={
          bio && (
            <>
              <a href={bio.url} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
                Open the page<span className="sr-only"> (new tab)</span>
              </a>
              <Button variant="danger" onClick={() => setDeleting(true)}>
                Delete
              </Button>
            </>
          )
        }
      />
      {query.isError ? (
        <Panel>
          <ErrorState error={query.error} onRetry={() => query.refetch()} title="This bio page could not be loaded" />
        </Panel>
      ) : !bio || domains.isPending ? (
        <Panel>
          <ListSkeleton rows={5} columns={2} />
        </Panel>
      ) : (
        <BioForm
          bio={bio}
          domains={domains.data?.items.map((d) => d.domain) ?? []}
          onSaved={() => undefined}
          onCancel={toList}
          aside={
            <Panel className="space-y-4 p-4">
              <div>
                <h2 className="text-base font-semibold">Address</h2>
                <p className="mt-1 flex items-center gap-2 break-all font-mono text-sm">
                  {bio.url}
                  <CopyButton value={bio.url} label="Copy the page’s address" />
                </p>
                {!bio.public && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Private: visitors get “not found”.</p>}
              </div>
              <BioQr id={bio.id} url={bio.url} name={bio.name} />
              <BioStatsSummary bio={bio} />
            </Panel>
          }
        />
      )}
      {bio && (
        <div className="mt-8">
          <Suspense
            fallback={
              <Panel>
                <ListSkeleton rows={4} columns={2} />
              </Panel>
            }
          >
            {/* X1 for `bio:<id>`: the page's views (its link blocks' clicks are in BioStatsSummary and on each block). */}
            <StatisticsPanel scope={`bio:${id}`} unit={VIEWS} heading="Page views" />
          </Suspense>
        </div>
      )}
      {bio && (
        <DeleteDialog
          item={deleting ? bio : null}
          title={`Delete “${bio.name}”?`}
          confirmLabel="Delete bio page"
          useDelete={useDeleteBio}
          deleted={doneMessage('Bio page', bio.name, 'deleted')}
          onClose={() => setDeleting(false)}
          onDeleted={toList}
        >
          The page, its address and its statistics are deleted; visitors get “not found”. This cannot be undone.
        </DeleteDialog>
      )}
    </>
  )
}
