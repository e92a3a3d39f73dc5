import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { Page } from '@contract/envelope'

// Cache updates from a mutation's answer, so a save costs one request, not a refetch of every list page (D15).

type Item = { id: number }

/** Returns the pages as they were, for an optimistic update to roll back. */
export function patchItem<T extends Item>(queryClient: QueryClient, lists: QueryKey, id: number, patch: Partial<T>) {
  const before = queryClient.getQueriesData<Page<T>>({ queryKey: lists })
  queryClient.setQueriesData<Page<T>>({ queryKey: lists }, (old) =>
    old ? { ...old, items: old.items.map((item) => (item.id === id ? { ...item, ...patch } : item)) } : old,
  )
  return before
}

function withItems<T>(old: Page<T>, items: T[], result: number): Page<T> {
  const maxpage = Math.ceil(result / Math.max(old.perpage, 1))
  return { ...old, items, result, maxpage, hasNext: old.currentpage < maxpage }
}

/** Patches every cached page of `lists`; a page it cannot patch (null) is refetched if on screen, else marked stale. */
function patchPages<T>(queryClient: QueryClient, lists: QueryKey, patch: (old: Page<T>) => Page<T> | null) {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: lists })) {
    const old = query.state.data as Page<T> | undefined
    const next = old && patch(old)
    if (next) queryClient.setQueryData(query.queryKey, next)
    else void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true })
  }
}

/** A new item heads page 1; later pages shift by one and are refreshed when next shown. */
export function addToFirstPage<T extends Item>(queryClient: QueryClient, lists: QueryKey, added: T) {
  patchPages<T>(queryClient, lists, (old) =>
    old.currentpage === 1 ? withItems(old, [added, ...old.items].slice(0, old.perpage), old.result + 1) : null,
  )
}

/** On the last page nothing moves up into the gap; any other page shifts and is refreshed. */
export function removeFromPages<T extends Item>(queryClient: QueryClient, lists: QueryKey, id: number) {
  patchPages<T>(queryClient, lists, (old) =>
    !old.hasNext && old.items.some((item) => item.id === id)
      ? withItems(old, old.items.filter((item) => item.id !== id), old.result - 1)
      : null,
  )
}
