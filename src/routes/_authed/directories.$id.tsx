import { useQuery } from '@tanstack/react-query'
import type { DirectoryItemView } from '@contract/directories'
import { NotFoundState } from '@/components/resource/not-found-state'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { CostPreview } from '@/features/bulk/cost-preview'
import { doneMessage, toast } from '@/lib/toast'
import { Link, createFileRoute } from '@tanstack/react-router'
import { Suspense, lazy, useState } from 'react'
import { FilterInput, NoMatch, quickFilter } from '@/components/ui/filter-input'
import { ListView } from '@/components/ui/list-view'
import { PageHeader, Panel } from '@/components/ui/page-header'
import { directoryQueries, useRemoveDirectoryItem } from '@/features/directories/api'
import { AssignItemForm } from '@/features/directories/assign-item-form'
import { idRoute } from '@/lib/id-params'
import { DirectoryItemsTable, itemKey, type ItemRemoval } from '@/features/directories/directory-items-table'
import { safeColor } from '@/features/directories/hex-color'
import { bioQueries, bioSupport } from '@/features/bio/api'
import { linkQueries } from '@/features/links/api'
import { qrQueries } from '@/features/qr/api'
import { useDirectorySummary } from '@/features/directories/use-directory-summary'
import { ApiError, describeError } from '@/lib/api-client'
import { CLICKS } from '@/components/charts/stat-rows'
import { statsSearchKeys } from '@/features/stats/stats-search-keys'
import { PAGE_SEARCH_DEFAULTS, pageSearch, pageSearchRoute } from '@/lib/paging'

const StatisticsPanel = lazy(() => import('@/features/stats/statistics-panel').then((m) => ({ default: m.StatisticsPanel })))

export const Route = createFileRoute('/_authed/directories/$id')({
  ...pageSearchRoute,
  // The statistics panel's period and filters live in the same address (W1).
  validateSearch: (s: Record<string, unknown>) => ({ ...pageSearch(s), ...statsSearchKeys(s) }),
  ...idRoute,
  component: DirectoryPage,
})

const searchLinks = (q: string) => linkQueries.list({ page: 1, limit: 10, order: 'date', q })
const allQrCodes = () => qrQueries.list({ page: 1, limit: 100 })
const searchBio = (q: string) => bioQueries.list({ page: 1, limit: 10, q })

const backLink = (
  <Link to="/directories" search={PAGE_SEARCH_DEFAULTS} className="text-sm text-brand-700 hover:underline dark:text-blue-300">
    ← All directories
  </Link>
)

function DirectoryPage() {
  const { id } = Route.useParams()
  const search = Route.useSearch()
  const query = useQuery(directoryQueries.items(id, { page: search.page, limit: search.limit }))
  const directory = useDirectorySummary(id)
  const [filter, setFilter] = useState('')
  const bioSupported = bioSupport.useSupported()
  const [selected, setSelected] = useState<ReadonlyMap<string, DirectoryItemView>>(new Map())
  const [removing, setRemoving] = useState<DirectoryItemView[] | null>(null)
  const remove = useRemoveDirectoryItem()
  // X2: our server counts items and can take them out; the live service does neither.
  const removable = directory?.items !== undefined
  const removal: ItemRemoval | undefined = removable
    ? {
        selected: new Set(selected.keys()),
        toggle: (item, on) =>
          setSelected((old) => {
            const next = new Map(old)
            if (on) next.set(itemKey(item), item)
            else next.delete(itemKey(item))
            return next
          }),
        remove: (item) => setRemoving([item]),
      }
    : undefined
  const confirmRemove = async () => {
    if (!removing) return
    if (removing.length === 1) {
      const [item] = removing as [DirectoryItemView]
      await remove.mutateAsync({ directoryId: id, type: item.type, itemId: item.id })
      toast.success(doneMessage('Item', item.title, 'removed', `from directory “${directory?.name ?? ''}”`))
    } else {
      // Several: one paced job (the bulk queue), loaded when first needed.
      const [{ startJob }] = await Promise.all([import('@/features/bulk/job-manager'), import('@/features/bulk/job-kinds')])
      startJob(
        'directory.remove',
        `Remove ${removing.length} items from “${directory?.name ?? ''}”`,
        removing.map((i) => ({ id: i.id, name: i.title, type: i.type, directory: id })),
      )
    }
    setSelected(new Map())
    setRemoving(null)
  }

  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <>
        <PageHeader section="Directories" title="Directory" description={backLink} />
        <Panel>
          <NotFoundState what="directory" list="directories" to="/directories" />
        </Panel>
      </>
    )
  }

  return (
    <>
      <PageHeader section="Directories"
        title={directory?.name || 'Directory'}
        description={
          <span className="flex flex-col gap-1">
            {backLink}
            {directory?.items !== undefined && (
              <span>
                {directory.items} {directory.items === 1 ? 'item' : 'items'}
              </span>
            )}
            {directory?.description && (
              <span className="flex items-center gap-2">
                <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: safeColor(directory.color) }} />
                {directory.description}
              </span>
            )}
          </span>
        }
        actions={<FilterInput value={filter} onChange={setFilter} />}
      />
      <Panel className="mb-6 p-6">
        <h2 className="text-lg font-semibold">Add an item</h2>
        <p className="mb-4 mt-1 text-sm text-slate-600 dark:text-slate-300">
          A short link, a bio page or a QR code, found by its name. An item can be in several directories.
        </p>
        <AssignItemForm directoryId={id} linkOptions={searchLinks} qrOptions={allQrCodes} bioOptions={bioSupported ? searchBio : undefined} />
      </Panel>
      {/* relative: the visually hidden labels in the scrolling table stay inside the panel. */}
      <Panel className="relative">
        <h2 className="sr-only">Items</h2>
        {selected.size > 0 && (
          <div role="region" aria-label="Selected items" className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-brand-50 px-4 py-2 dark:border-slate-700 dark:bg-slate-800">
            <p className="mr-auto text-sm font-medium">
              {selected.size} {selected.size === 1 ? 'item' : 'items'} selected
            </p>
            <Button variant="secondary" className="py-1" onClick={() => setRemoving([...selected.values()])}>
              Remove from directory
            </Button>
            <Button variant="ghost" className="py-1" onClick={() => setSelected(new Map())}>
              Clear selection
            </Button>
          </div>
        )}
        <ListView
          query={query}
          limit={search.limit}
          columns={5}
          empty={{ title: 'This directory is empty', text: 'Add a short link, a bio page or a QR code above.' }}
        >
          {(page) => {
            const rows = quickFilter(page.items, filter, (i) => [i.title, i.preview, i.link, i.type])
            return rows.length ? (
              <DirectoryItemsTable items={rows} removal={removal} />
            ) : (
              <NoMatch what="item" filter={filter} />
            )
          }}
        </ListView>
      </Panel>
      <div className="mt-8">
        <Suspense fallback={null}>
          <StatisticsPanel scope={`directory:${id}`} unit={CLICKS} heading="Clicks, scans and views of this directory" />
        </Suspense>
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={removing && removing.length > 1 ? `Remove ${removing.length} items from the directory?` : 'Remove this item from the directory?'}
        confirmLabel="Remove"
        busy={remove.isPending}
        error={remove.error ? describeError(remove.error) : undefined}
        onConfirm={() => void confirmRemove().catch(() => undefined)}
        onCancel={() => {
          remove.reset()
          setRemoving(null)
        }}
      >
        <p>The {removing && removing.length > 1 ? 'items stay' : 'item stays'} as they are; only this directory no longer lists them.</p>
        {removing && removing.length > 1 && <CostPreview requests={removing.length} className="mt-3" />}
      </ConfirmDialog>
    </>
  )
}
