import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { overlayListTolerant } from '@contract/overlays'
import { list, type PageParams } from '@/lib/api-client'

export const overlayQueries = {
  all: () => ['overlays'] as const,
  lists: () => [...overlayQueries.all(), 'list'] as const,
  list: ({ page, limit }: PageParams) =>
    queryOptions({
      queryKey: [...overlayQueries.lists(), { page, limit }],
      queryFn: ({ signal }) => list('/overlay', overlayListTolerant, { page, limit }, signal),
      placeholderData: keepPreviousData,
    }),
}
