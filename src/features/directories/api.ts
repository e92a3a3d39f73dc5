import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  directoryItemListTolerant,
  directoryListTolerant,
  directoryTolerant,
  type DirectoryCreate,
  type DirectoryItemType,
  type DirectoryItemView,
  type DirectoryUpdate,
  type DirectoryView,
} from '@contract/directories'
import { messageEnvelopeTolerant, type Page } from '@contract/envelope'
import { ApiError, list, request, type PageParams } from '@/lib/api-client'
import { addToFirstPage, patchItem, removeFromPages } from '@/lib/list-cache'

export const directoryQueries = {
  all: () => ['directories'] as const,
  lists: () => [...directoryQueries.all(), 'list'] as const,
  list: ({ page, limit }: PageParams) =>
    queryOptions({
      queryKey: [...directoryQueries.lists(), { page, limit }],
      queryFn: ({ signal }) => list('/directories', directoryListTolerant, { page, limit }, signal),
      placeholderData: keepPreviousData,
    }),
  itemsOf: (id: number) => [...directoryQueries.all(), 'items', id] as const,
  items: (id: number, { page, limit }: PageParams) =>
    queryOptions({
      queryKey: [...directoryQueries.itemsOf(id), { page, limit }],
      queryFn: ({ signal }) => list(`/directory/${id}`, directoryItemListTolerant, { page, limit }, signal),
      placeholderData: keepPreviousData,
    }),
}

export function findCachedDirectory(queryClient: QueryClient, id: number): DirectoryView | undefined {
  for (const [, page] of queryClient.getQueriesData<Page<DirectoryView>>({ queryKey: directoryQueries.lists() })) {
    const found = page?.items.find((d) => d.id === id)
    if (found) return found
  }
  return undefined
}

export function useCreateDirectory() {
  const queryClient = useQueryClient()
  return useMutation({
    // The answer is the stored directory, defaults included.
    mutationFn: (body: DirectoryCreate) => request('/directory/add', directoryTolerant, { method: 'POST', json: body }),
    onSuccess: (created) => addToFirstPage(queryClient, directoryQueries.lists(), created),
  })
}

export function useUpdateDirectory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DirectoryUpdate }) =>
      request(`/directory/${id}/update`, messageEnvelopeTolerant, { method: 'PUT', json: body }),
    // The answer is only a message; what was sent is what is stored.
    onSuccess: (_answer, { id, body }) => void patchItem<DirectoryView>(queryClient, directoryQueries.lists(), id, body),
  })
}

export function useStarDirectory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, starred }: { id: number; starred: boolean }) =>
      request(`/directory/${id}/update`, messageEnvelopeTolerant, { method: 'PUT', json: { starred } }),
    onMutate: async ({ id, starred }) => {
      await queryClient.cancelQueries({ queryKey: directoryQueries.lists() })
      return patchItem<DirectoryView>(queryClient, directoryQueries.lists(), id, { starred })
    },
    onError: (_error, _vars, before) => {
      for (const [key, data] of before ?? []) queryClient.setQueryData(key, data)
    },
  })
}

export function useDeleteDirectory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => request(`/directory/${id}/delete`, messageEnvelopeTolerant, { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: directoryQueries.itemsOf(id) })
      removeFromPages(queryClient, directoryQueries.lists(), id)
    },
  })
}

interface AssignVariables {
  directoryId: number
  type: DirectoryItemType
  itemId: number
  /** The row as the directory will list it, when the item picked tells enough. */
  row?: DirectoryItemView
}

export function useAssignItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ directoryId, type, itemId }: AssignVariables) =>
      request(`/directory/${directoryId}/assign/${type}/${itemId}`, messageEnvelopeTolerant, { method: 'POST' }),
    // Items are newest first: the new row heads page 1. Without a row (a bio page, known only by its id) the pages are refetched.
    onSuccess: (_answer, { directoryId, row }) => {
      const key = directoryQueries.itemsOf(directoryId)
      if (!row) return queryClient.invalidateQueries({ queryKey: key })
      addToFirstPage(queryClient, key, row)
      // Issue 40 item 18: what the row could not know (a QR code's short link) is read at once, one request.
      if (!row.link) void queryClient.invalidateQueries({ queryKey: key })
    },
  })
}

export interface ItemRef {
  directoryId: number
  type: string
  itemId: number
}

/** X2: out of the directory (a 404 means it already was); its row leaves the pages, the count follows. */
export async function removeDirectoryItem(queryClient: QueryClient, { directoryId, type, itemId }: ItemRef) {
  try {
    await request(`/directory/${directoryId}/assign/${type}/${itemId}`, messageEnvelopeTolerant, { method: 'DELETE' })
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404 && /not in this directory/i.test(error.message))) throw error
  }
  queryClient.setQueriesData<Page<DirectoryItemView>>({ queryKey: directoryQueries.itemsOf(directoryId) }, (old) =>
    old && old.items.some((i) => i.type === type && i.id === itemId)
      ? { ...old, items: old.items.filter((i) => !(i.type === type && i.id === itemId)), result: Math.max(0, old.result - 1) }
      : old,
  )
  const known = findCachedDirectory(queryClient, directoryId)?.items
  if (typeof known === 'number') patchItem<DirectoryView>(queryClient, directoryQueries.lists(), directoryId, { items: Math.max(0, known - 1) })
}

export function useRemoveDirectoryItem() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: (ref: ItemRef) => removeDirectoryItem(queryClient, ref) })
}
