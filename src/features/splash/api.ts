import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { splashListTolerant } from '@contract/splash'
import { list, type PageParams } from '@/lib/api-client'

export const splashQueries = {
  all: () => ['splash'] as const,
  lists: () => [...splashQueries.all(), 'list'] as const,
  list: ({ page, limit }: PageParams) =>
    queryOptions({
      queryKey: [...splashQueries.lists(), { page, limit }],
      queryFn: ({ signal }) => list('/splash', splashListTolerant, { page, limit }, signal),
      placeholderData: keepPreviousData,
    }),
}
