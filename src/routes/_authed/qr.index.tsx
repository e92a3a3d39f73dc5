import { useQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { buttonClass } from '@/components/ui/button'
import { FilterInput, NoMatch, quickFilter } from '@/components/ui/filter-input'
import { ListView } from '@/components/ui/list-view'
import { PageHeader, Panel } from '@/components/ui/page-header'
import { qrQueries } from '@/features/qr/api'
import { QrTable } from '@/features/qr/qr-table'
import { pageSearchMiddlewares, pageSearchSchema } from '@/lib/paging'

export const Route = createFileRoute('/_authed/qr/')({
  validateSearch: pageSearchSchema,
  search: { middlewares: pageSearchMiddlewares },
  component: QrListPage,
})

function QrListPage() {
  const search = Route.useSearch()
  const query = useQuery(qrQueries.list(search))
  const [filter, setFilter] = useState('')
  return (
    <>
      <PageHeader
        title="QR codes"
        description="Codes for links, contacts, Wi-Fi and more, and how often they were scanned."
        actions={
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            <FilterInput value={filter} onChange={setFilter} />
            <Link to="/qr/new" className={buttonClass('primary')}>
              New QR code
            </Link>
          </div>
        }
      />
      <Panel>
        <ListView
          query={query}
          limit={search.limit}
          columns={4}
          empty={{ title: 'No QR codes yet', text: 'Create a code for a link, a contact card, a Wi-Fi network and more.' }}
        >
          {(page) => {
            const rows = quickFilter(page.items, filter, (q) => [q.name])
            return rows.length ? (
              <QrTable codes={rows} />
            ) : (
              <NoMatch what="QR code" filter={filter} />
            )
          }}
        </ListView>
      </Panel>
    </>
  )
}
