import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Page } from '@contract/envelope'
import { pastEndSummary, type PageSearch } from '@/lib/paging'
import { buttonClass } from './button'
import { EmptyState, ErrorState, ListSkeleton } from './list-states'
import { Pager } from './pager'

interface ListViewProps<T> {
  query: UseQueryResult<Page<T>>
  limit: number
  empty: { title: string; text?: ReactNode; action?: ReactNode }
  columns?: number
  children: (page: Page<T>) => ReactNode
}

export function ListView<T>({ query, limit, empty, columns, children }: ListViewProps<T>) {
  if (query.isPending) return <ListSkeleton columns={columns} />
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch({ cancelRefetch: false })} />
  const page = query.data
  if (page.items.length === 0) {
    if (page.result === 0) return <EmptyState title={empty.title} action={empty.action}>{empty.text}</EmptyState>
    return (
      <EmptyState
        title="There is nothing on this page"
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Link to="." search={(prev: Partial<PageSearch>) => ({ ...prev, page: page.maxpage })} className={buttonClass('primary')}>
              Go to the last page
            </Link>
            <Link to="." search={(prev: Partial<PageSearch>) => ({ ...prev, page: 1 })} className={buttonClass('secondary')}>
              Go to the first page
            </Link>
          </div>
        }
      >
        {pastEndSummary(page)}
      </EmptyState>
    )
  }
  return (
    <>
      <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={query.isPlaceholderData}>
        {children(page)}
      </div>
      <Pager page={page} limit={limit} busy={query.isPlaceholderData} />
    </>
  )
}
