import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { DirectoryView } from '@contract/directories'
import { directoryQueries, findCachedDirectory } from './api'

/** The API has no single-directory read: a cached list page is used, else one request for the first 100. */
export function useDirectorySummary(id: number): DirectoryView | undefined {
  const queryClient = useQueryClient()
  const cached = findCachedDirectory(queryClient, id)
  const lookup = useQuery({ ...directoryQueries.list({ page: 1, limit: 100 }), enabled: !cached && id > 0 })
  return cached ?? lookup.data?.items.find((d) => d.id === id)
}
