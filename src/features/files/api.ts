import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { domainListTolerant } from '@contract/domains'
import { fileListTolerant } from '@contract/files'
import { list, request, type PageParams } from '@/lib/api-client'

export interface FileListParams extends PageParams {
  name?: string
}

export const fileQueries = {
  all: () => ['files'] as const,
  lists: () => [...fileQueries.all(), 'list'] as const,
  list: ({ page, limit, name }: FileListParams) =>
    queryOptions({
      queryKey: [...fileQueries.lists(), { page, limit, name }],
      queryFn: ({ signal }) => request('/files', fileListTolerant, { query: { page, limit, name }, signal }),
      placeholderData: keepPreviousData,
    }),
}

/**
 * The branded domains a file can use: one page of up to 100, fetched once. The key is the one the
 * Domains page's first page of 100 would have, so a change there refreshes this list too.
 */
export const domainChoicesQuery = () =>
  queryOptions({
    queryKey: ['domains', 'list', { page: 1, limit: 100 }],
    queryFn: ({ signal }) => list('/domains', domainListTolerant, { page: 1, limit: 100 }, signal),
    staleTime: 5 * 60_000,
  })
