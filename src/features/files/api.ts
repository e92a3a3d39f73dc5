import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { fileListTolerant } from '@contract/files'
import { request, type PageParams } from '@/lib/api-client'

interface FileListParams extends PageParams {
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
