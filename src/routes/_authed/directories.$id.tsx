import { useQuery } from '@tanstack/react-query'
import { Link, createFileRoute, notFound } from '@tanstack/react-router'
import { useState } from 'react'
import { buttonClass } from '@/components/ui/button'
import { FilterInput, NoMatch, quickFilter } from '@/components/ui/filter-input'
import { EmptyState } from '@/components/ui/list-states'
import { ListView } from '@/components/ui/list-view'
import { PageHeader, Panel } from '@/components/ui/page-header'
import { directoryQueries } from '@/features/directories/api'
import { AssignItemForm } from '@/features/directories/assign-item-form'
import { idParams } from '@/lib/id-params'
import { DirectoryItemsTable } from '@/features/directories/directory-items-table'
import { safeColor } from '@/features/directories/hex-color'
import { bioQueries, bioSupport } from '@/features/bio/api'
import { linkQueries } from '@/features/links/api'
import { qrQueries } from '@/features/qr/api'
import { useDirectorySummary } from '@/features/directories/use-directory-summary'
import { ApiError } from '@/lib/api-client'
import { PAGE_SEARCH_DEFAULTS, pageSearchRoute } from '@/lib/paging'

export const Route = createFileRoute('/_authed/directories/$id')({
  ...pageSearchRoute,
  params: idParams,
  beforeLoad: ({ params }) => {
    if (!params.id) throw notFound()
  },
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
  const query = useQuery(directoryQueries.items(id, search))
  const directory = useDirectorySummary(id)
  const [filter, setFilter] = useState('')
  const bioSupported = bioSupport.useSupported()

  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <>
        <PageHeader section="Directories" title="Directory" description={backLink} />
        <Panel>
          <EmptyState
            title="This directory does not exist"
            action={
              <Link to="/directories" search={PAGE_SEARCH_DEFAULTS} className={buttonClass('secondary')}>
                Go to your directories
              </Link>
            }
          >
            It may have been deleted, or the address is wrong.
          </EmptyState>
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
        <ListView
          query={query}
          limit={search.limit}
          columns={5}
          empty={{ title: 'This directory is empty', text: 'Add a short link, a bio page or a QR code above.' }}
        >
          {(page) => {
            const rows = quickFilter(page.items, filter, (i) => [i.title, i.preview, i.link, i.type])
            return rows.length ? (
              <DirectoryItemsTable items={rows} />
            ) : (
              <NoMatch what="item" filter={filter} />
            )
          }}
        </ListView>
      </Panel>
    </>
  )
}
