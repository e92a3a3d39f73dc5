import { QueryClient } from '@tanstack/react-query'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // At 30 requests a minute every refetch counts: data stays fresh for a minute,
      // window focus never refetches, and failed mutations are never retried silently.
      queries: { staleTime: 60_000, gcTime: 5 * 60_000, refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: false },
    },
  })
}
