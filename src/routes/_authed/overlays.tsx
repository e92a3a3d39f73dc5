import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { FilterInput, NoMatch, quickFilter } from '@/components/ui/filter-input'
import { ListView } from '@/components/ui/list-view'
import { PageHeader, Panel } from '@/components/ui/page-header'
import { overlayQueries } from '@/features/overlays/api'
import { OverlayTable } from '@/features/overlays/overlay-table'
import { pageSearchMiddlewares, pageSearchSchema } from '@/lib/paging'

export const Route = createFileRoute('/_authed/overlays')({
  validateSearch: pageSearchSchema,
  search: { middlewares: pageSearchMiddlewares },
  component: OverlaysPage,
})

function OverlaysPage() {
  const search = Route.useSearch()
  const query = useQuery(overlayQueries.list(search))
  const [filter, setFilter] = useState('')
  return (
    <>
      <PageHeader
        title="CTA overlays"
        description="Calls to action shown over your short links. They are created in the link-management service."
        actions={<FilterInput value={filter} onChange={setFilter} />}
      />
      <Panel>
        <ListView query={query} limit={search.limit} empty={{ title: 'No CTA overlays yet' }}>
          {(page) => {
            const rows = quickFilter(page.items, filter, (o) => [o.name, o.type])
            return rows.length ? <OverlayTable overlays={rows} /> : <NoMatch what="overlay" filter={filter} />
          }}
        </ListView>
      </Panel>
    </>
  )
}
