import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { Suspense, lazy, useState } from 'react'
import type { LinkView } from '@contract/links'
import { NotFoundState } from '@/components/resource/not-found-state'
import { RowActions } from '@/components/resource/row-actions'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { buttonClass } from '@/components/ui/button'
import { ListView } from '@/components/ui/list-view'
import { PageHeader, Panel } from '@/components/ui/page-header'
import { SelectionProvider, useSelection } from '@/features/bulk/selection'
import { SelectionActions } from '@/features/bulk/selection-actions'
import { AddLinkForm } from '@/features/campaigns/add-link-form'
import { useCampaignSummary, useRemoveFromCampaign } from '@/features/campaigns/api'
import { CampaignAddresses } from '@/features/campaigns/campaign-table'
import { forgetCampaign, linkQueries, rememberAssignment } from '@/features/links/api'
import { linkGroups } from '@/features/links/group-support'
import { LinkTable } from '@/features/links/link-table'
import { linkName } from '@/features/links/link-text'
import { describeError } from '@/lib/api-client'
import { idRoute } from '@/lib/id-params'
import { CLICKS } from '@/components/charts/stat-rows'
import { statsSearchKeys } from '@/features/stats/stats-search-keys'
import { PAGE_SEARCH_DEFAULTS, pageSearch, pageSearchRoute } from '@/lib/paging'
import { CHOICES_CACHE } from '@/lib/request-budget'
import { doneMessage, toast } from '@/lib/toast'

const StatisticsPanel = lazy(() => import('@/features/stats/statistics-panel').then((m) => ({ default: m.StatisticsPanel })))

export const Route = createFileRoute('/_authed/campaigns/$id')({
  ...pageSearchRoute,
  // The statistics panel's period and filters live in the same address (W1).
  validateSearch: (s: Record<string, unknown>) => ({ ...pageSearch(s), ...statsSearchKeys(s) }),
  ...idRoute,
  component: CampaignPage,
})

const searchLinks = (q: string) => linkQueries.list({ page: 1, limit: 10, order: 'date', q })
const count = new Intl.NumberFormat()

const backLink = (
  <Link to="/campaigns" search={PAGE_SEARCH_DEFAULTS} className="text-sm text-brand-700 hover:underline dark:text-blue-300">
    ← All campaigns
  </Link>
)

function CampaignPage() {
  const { id } = Route.useParams()
  const search = Route.useSearch()
  const queryClient = useQueryClient()
  const { campaign, pending } = useCampaignSummary(id, CHOICES_CACHE)
  const groups = linkGroups.useSupported()
  // Issue 36 item 2: the Links table, filtered by this campaign (X2); the live service cannot filter.
  const links = linkQueries.list({ page: search.page, limit: search.limit, order: 'date', campaign: id })
  const query = useQuery({ ...links, enabled: groups })
  const selection = useSelection('link')
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<LinkView | null>(null)
  const remove = useRemoveFromCampaign()

  if (!pending && !campaign) {
    return (
      <>
        <PageHeader section="Campaigns" title="Campaign" description={backLink} />
        <Panel>
          <NotFoundState what="campaign" list="campaigns" to="/campaigns" />
        </Panel>
      </>
    )
  }
  const name = campaign?.name || `Campaign ${id}`
  const confirmRemove = async () => {
    if (!removing) return
    await remove.mutateAsync({ campaignId: id, linkId: removing.id })
    forgetCampaign(queryClient, removing.id, id)
    toast.success(doneMessage('Link', linkName(removing), 'removed', `from campaign “${name}”`))
    setRemoving(null)
  }

  return (
    <SelectionProvider value={selection}>
      <PageHeader
        section="Campaigns"
        title={name}
        description={backLink}
        actions={
          <button type="button" className={buttonClass('primary')} aria-expanded={adding} onClick={() => setAdding((v) => !v)} data-shortcut="new">
            Add links
          </button>
        }
      />
      <Panel className="mb-6 p-6">
        <h2 className="sr-only">Summary</h2>
        {campaign?.links !== undefined && (
          <p className="mb-3 text-sm text-slate-700 dark:text-slate-200">
            <strong className="text-lg tabular-nums">{count.format(campaign.links)}</strong> {campaign.links === 1 ? 'link' : 'links'} ·{' '}
            <strong className="text-lg tabular-nums">{count.format(campaign.clicks ?? 0)}</strong> clicks in all
          </p>
        )}
        {campaign && (
          <div className="text-sm">
            <CampaignAddresses campaign={campaign} />
          </div>
        )}
      </Panel>
      {adding && campaign && (
        <Panel className="mb-6 p-6">
          <h2 className="mb-4 text-lg font-semibold">Add links to “{name}”</h2>
          <AddLinkForm
            item={campaign}
            onCancel={() => setAdding(false)}
            linkOptions={searchLinks}
            onAdded={(linkId) => {
              rememberAssignment(queryClient, linkId, { campaign: id, name })
              void queryClient.invalidateQueries({ queryKey: links.queryKey.slice(0, 2), predicate: (q) => (q.queryKey[2] as { campaign?: number })?.campaign === id })
            }}
          />
        </Panel>
      )}
      <Panel className="relative">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6 dark:border-slate-700">
          <h2 className="text-base font-semibold">Links in this campaign</h2>
          <SelectionActions
            selection={selection}
            resource="links"
            nouns="links"
            campaign={{ id, name }}
            matching={{
              query: { campaign: id },
              total: query.isPlaceholderData ? 0 : (query.data?.result ?? 0),
              pageIds: query.isPlaceholderData ? [] : (query.data?.items.map((l) => l.id) ?? []),
            }}
          />
        </div>
        {groups ? (
          <ListView query={query} limit={search.limit} columns={4} empty={{ title: 'No links in this campaign yet', text: 'Add links with the button above.' }}>
            {(page) => (
              <LinkTable
                rows={page.items}
                campaignName={() => undefined}
                actions={(l) => <RowActions actions={[{ label: 'Remove', target: `${linkName(l)} from this campaign`, onClick: () => setRemoving(l) }]} />}
              />
            )}
          </ListView>
        ) : (
          <p className="p-6 text-sm text-slate-700 dark:text-slate-200">
            This service cannot list a campaign’s links. Open a link to see or change its campaign.
          </p>
        )}
      </Panel>
      <div className="mt-8">
        <Suspense fallback={null}>
          <StatisticsPanel scope={`campaign:${id}`} unit={CLICKS} heading="Clicks of this campaign’s links" />
        </Suspense>
      </div>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this link from the campaign?"
        confirmLabel="Remove"
        busy={remove.isPending}
        error={remove.error ? describeError(remove.error) : undefined}
        onConfirm={() => void confirmRemove().catch(() => undefined)}
        onCancel={() => {
          remove.reset()
          setRemoving(null)
        }}
      >
        <p>
          {removing && linkName(removing)} stays as a link, outside any campaign; the rotator and list page stop showing it.
        </p>
      </ConfirmDialog>
    </SelectionProvider>
  )
}
