import { useQuery } from '@tanstack/react-query'
import { Suspense, lazy, useState } from 'react'
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router'
import { todayUtc } from '@contract/fields'
import { isExpired } from '@contract/link-expiry'
import { StatKpis } from '@/components/charts/stat-kpis'
import { CLICKS } from '@/components/charts/stat-rows'
import { DeleteDialog } from '@/components/resource/delete-dialog'
import { buttonClass } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states'
import { PageHeader, Panel } from '@/components/ui/page-header'
import { linkQueries, useDeleteLink } from '@/features/links/api'
import { LinkSummary, describeLink } from '@/features/links/link-summary'
import { linkName } from '@/features/links/link-text'
import { LinkQr } from '@/features/links/link-qr'
import { campaignQueries } from '@/features/campaigns/api'
import { LINK_CHOICES, LinkFormWithChoices } from './-link-choices'
import { LinkOrganisePanel, type OrganiseTarget } from './-link-organise'
import { ApiError } from '@/lib/api-client'
import { idRoute } from '@/lib/id-params'
import { PAGE_SEARCH_DEFAULTS } from '@/lib/paging'
import { CHOICES_CACHE, budgetHasRoom } from '@/lib/request-budget'
import { doneMessage } from '@/lib/toast'
import { statsSearchKeys } from '@/features/stats/stats-search-keys'

const LINK_SEARCH_DEFAULTS = { ...PAGE_SEARCH_DEFAULTS, order: 'date' as const }

// recharts comes in its own chunk after the link and its figures are on screen.
const ClickStatistics = lazy(() => import('@/components/charts/click-statistics').then((m) => ({ default: m.ClickStatistics })))
const StatisticsPanel = lazy(() => import('@/features/stats/statistics-panel').then((m) => ({ default: m.StatisticsPanel })))

export const Route = createFileRoute('/_authed/links/$id')({
  ...idRoute,
  validateSearch: statsSearchKeys,
  // The request starts with the navigation; a hover's preload sends it only while the budget has room (H3). The
  // query comes by a dynamic import, so the links contract stays out of the entry chunk.
  loader: ({ context, params, preload }) => {
    const { id } = params
    if (id && (!preload || budgetHasRoom())) void import('@/features/links/api').then(({ linkQueries: q }) => context.queryClient.prefetchQuery(q.detail(id)))
  },
  component: LinkDetailPage,
})

const backLink = (
  <Link to="/links" search={LINK_SEARCH_DEFAULTS} className="text-sm text-brand-700 hover:underline dark:text-blue-300">
    ← All links
  </Link>
)

const statsSkeleton = (
  <Panel>
    <ListSkeleton rows={4} columns={2} />
  </Panel>
)

function LinkDetailPage() {
  const { id } = Route.useParams()
  const navigate = useNavigate()
  const query = useQuery(linkQueries.detail(id))
  const [deleting, setDeleting] = useState<{ id: number } | null>(null)
  const [editing, setEditing] = useState(false)
  const [organising, setOrganising] = useState<OrganiseTarget | null>(null)
  // The campaign's name: from the list page's cache when it came from there, else one request (only for a link in one).
  const campaigns = useQuery({ ...campaignQueries.list(LINK_CHOICES), ...CHOICES_CACHE, enabled: Boolean(query.data?.details.campaign) })

  if (query.isPending || query.isError) {
    const missing = query.isError && query.error instanceof ApiError && query.error.status === 404
    return (
      <>
        <PageHeader section="Links" title="Short link" description={backLink} />
        <Panel>
          {query.isPending ? (
            <ListSkeleton rows={4} columns={2} />
          ) : missing ? (
            <EmptyState title="This link does not exist">It may have been deleted.</EmptyState>
          ) : (
            <ErrorState title="This link could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
          )}
        </Panel>
      </>
    )
  }

  const { details: link, data: stats } = query.data
  const name = linkName(link)
  return (
    <div className="space-y-6">
      <PageHeader
        section="Links"
        title={name}
        description={backLink}
        actions={
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonClass('secondary')} aria-expanded={editing} onClick={() => setEditing((v) => !v)}>
              Edit
            </button>
            <button
              type="button"
              className={buttonClass('secondary')}
              aria-expanded={organising === 'campaign'}
              onClick={() => setOrganising((t) => (t === 'campaign' ? null : 'campaign'))}
            >
              Add to campaign
            </button>
            <button
              type="button"
              className={buttonClass('secondary')}
              aria-expanded={organising === 'directory'}
              onClick={() => setOrganising((t) => (t === 'directory' ? null : 'directory'))}
            >
              Add to directory
            </button>
            <button type="button" className={buttonClass('danger')} onClick={() => setDeleting({ id: link.id })}>
              Delete
            </button>
          </div>
        }
      />
      {organising && (
        <Panel className="p-6">
          <LinkOrganisePanel
            key={organising}
            target={organising}
            link={{ id: link.id, name, campaign: link.campaign, live: !isExpired(link.expiry) }}
            onClose={() => setOrganising(null)}
          />
        </Panel>
      )}
      {editing && (
        <Panel>
          <h2 className="mb-4 text-lg font-semibold">Edit “{name}”</h2>
          <LinkFormWithChoices
            item={{ ...link, clicks: stats.clicks, uniqueclicks: stats.uniqueClicks, directories: [] }}
            onCancel={() => setEditing(false)}
            onDone={() => {
              setEditing(false)
              // The saved answer holds only the short URL: read the link back once.
              void query.refetch()
            }}
          />
        </Panel>
      )}
      <Panel className="p-6">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
          <LinkQr id={link.id} shorturl={link.shorturl} name={name} />
          <div className="min-w-0 flex-1 space-y-4">
            <div>
              <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">Short link</h2>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-lg font-semibold">
                <span className="break-all">{link.shorturl}</span>
                <CopyButton value={link.shorturl} label={`Copy ${link.shorturl}`} />
              </p>
            </div>
            <div>
              <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">What it does</h2>
              <div className="mt-1">
                <LinkSummary lines={describeLink(link, todayUtc(), { campaign: campaigns.data?.items.find((c) => c.id === link.campaign)?.name })} />
              </div>
            </div>
          </div>
        </div>
      </Panel>
      {stats.clicks === 0 ? (
        // W10: never clicked, so no period can hold a click: no request for statistics.
        <>
          <StatKpis stats={stats} unit={CLICKS} everyTime="Every time the link was opened." />
          <Panel>
            <EmptyState title="No clicks yet">Countries, referrers, browsers and systems appear here after the first click.</EmptyState>
          </Panel>
        </>
      ) : (
        <Suspense fallback={statsSkeleton}>
          <StatisticsPanel
            scope={`link:${link.id}`}
            unit={CLICKS}
            heading="Statistics"
            fallback={
              <>
                <StatKpis stats={stats} unit={CLICKS} everyTime="Every time the link was opened." />
                <Suspense fallback={statsSkeleton}>
                  <ClickStatistics stats={stats} unit={CLICKS} heading="Where the clicks came from" />
                </Suspense>
              </>
            }
          />
        </Suspense>
      )}
      <DeleteDialog
        item={deleting}
        title={`Delete “${name}”?`}
        useDelete={useDeleteLink}
        deleted={doneMessage('Link', name, 'deleted')}
        onClose={() => setDeleting(null)}
        onDeleted={() => void navigate({ to: '/links', search: LINK_SEARCH_DEFAULTS })}
      >
        {link.shorturl} will stop working for everyone who has it, and its {stats.clicks} recorded clicks are deleted. This cannot be undone.
      </DeleteDialog>
    </div>
  )
}
