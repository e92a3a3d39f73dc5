import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { FilterInput, NoMatch, quickFilter } from '@/components/ui/filter-input'
import { ListView } from '@/components/ui/list-view'
import { PageHeader, Panel } from '@/components/ui/page-header'
import { splashQueries } from '@/features/splash/api'
import { SplashTable } from '@/features/splash/splash-table'
import { pageSearchMiddlewares, pageSearchSchema } from '@/lib/paging'

export const Route = createFileRoute('/_authed/splash')({
  validateSearch: pageSearchSchema,
  search: { middlewares: pageSearchMiddlewares },
  component: SplashPage,
})

function SplashPage() {
  const search = Route.useSearch()
  const query = useQuery(splashQueries.list(search))
  const [filter, setFilter] = useState('')
  return (
    <>
      <PageHeader
        title="Splash pages"
        description="Custom pages shown before a visitor is redirected. They are created in the link-management service."
        actions={<FilterInput value={filter} onChange={setFilter} />}
      />
      <Panel>
        <ListView query={query} limit={search.limit} empty={{ title: 'No splash pages yet' }}>
          {(page) => {
            const rows = quickFilter(page.items, filter, (s) => [s.name, s.id])
            return rows.length ? <SplashTable pages={rows} /> : <NoMatch what="splash page" filter={filter} />
          }}
        </ListView>
      </Panel>
    </>
  )
}
