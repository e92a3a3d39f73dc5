import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import type { Page } from '@contract/envelope'
import { FilterInput, NoMatch, quickFilter } from '@/components/ui/filter-input'
import { ListView } from '@/components/ui/list-view'
import { PageHeader, Panel } from '@/components/ui/page-header'
import type { PageSearch } from '@/lib/paging'

export interface ListPageProps<T, S extends PageSearch, K extends QueryKey> {
  title: string
  description: ReactNode
  search: S
  list: (search: S) => UseQueryOptions<Page<T>, Error, Page<T>, K>
  columns?: number
  empty: { title: string; text?: string; action?: ReactNode }
  filter?: { noun: string; fields: (item: T) => unknown[] }
  action?: ReactNode
  above?: ReactNode
  toolbar?: ReactNode
  children: (rows: T[]) => ReactNode
}

export function ListPage<T, S extends PageSearch, K extends QueryKey>(props: ListPageProps<T, S, K>) {
  const { title, description, search, list, columns, empty, filter, action, above, toolbar, children } = props
  const query = useQuery(list(search))
  const [text, setText] = useState('')
  // Every list page: its action right of the title, the filter of this page's rows on top of the list.
  return (
    <>
      <PageHeader title={title} description={description} actions={action} />
      {above}
      <Panel>
        {(filter || toolbar) && (
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6 dark:border-slate-700">
            {filter && <FilterInput value={text} onChange={setText} />}
            {toolbar}
          </div>
        )}
        <ListView query={query} limit={search.limit} columns={columns} empty={empty}>
          {(page) => {
            if (!filter) return children(page.items)
            const rows = quickFilter(page.items, text, filter.fields)
            return rows.length ? children(rows) : <NoMatch what={filter.noun} filter={text} />
          }}
        </ListView>
      </Panel>
    </>
  )
}
