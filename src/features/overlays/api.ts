import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { createdEnvelopeTolerant, messageEnvelopeTolerant } from '@contract/envelope'
import { toTimestamp } from '@contract/fields'
import { type OverlayCreate, type OverlayView, overlayListTolerant, overlayMessageListTolerant, overlayResponseTolerant } from '@contract/overlays'
import { list, request, type PageParams } from '@/lib/api-client'
import { addToFirstPage, patchItem, removeFromPages } from '@/lib/list-cache'
import { routeSupport } from '@/lib/route-support'

// D41: create, edit, delete and messages are beyond SPEC; the live service answers them with a 404.
export const overlayChanges = routeSupport('Overlay not found.')

function rethrowNoted(error: unknown): never {
  overlayChanges.note(error)
  throw error
}

export const overlayQueries = {
  all: () => ['overlays'] as const,
  lists: () => [...overlayQueries.all(), 'list'] as const,
  list: ({ page, limit }: PageParams) =>
    queryOptions({
      queryKey: [...overlayQueries.lists(), { page, limit }],
      queryFn: ({ signal }) => list('/overlay', overlayListTolerant, { page, limit }, signal),
      placeholderData: keepPreviousData,
    }),
  details: () => [...overlayQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...overlayQueries.details(), id],
      queryFn: ({ signal }) => request(`/overlay/${id}`, overlayResponseTolerant, { signal }).catch(rethrowNoted),
    }),
  messages: (id: number, { page, limit }: PageParams) =>
    queryOptions({
      queryKey: [...overlayQueries.all(), 'messages', id, { page, limit }],
      queryFn: ({ signal }) => list(`/overlay/${id}/messages`, overlayMessageListTolerant, { page, limit }, signal).catch(rethrowNoted),
      placeholderData: keepPreviousData,
    }),
}

export function useCreateOverlay() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: OverlayCreate) => request('/overlay/add', createdEnvelopeTolerant, { method: 'POST', json: body }).catch(rethrowNoted),
    onSuccess: ({ id }, body) =>
      addToFirstPage<OverlayView>(queryClient, overlayQueries.lists(), { id, type: body.type, name: body.name, date: toTimestamp(new Date()) }),
  })
}

export function useUpdateOverlay() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: OverlayCreate }) =>
      request(`/overlay/${id}/update`, messageEnvelopeTolerant, { method: 'PUT', json: body }).catch(rethrowNoted),
    onSuccess: (_answer, { id, body }) => {
      patchItem<OverlayView>(queryClient, overlayQueries.lists(), id, { name: body.name })
      queryClient.removeQueries({ queryKey: overlayQueries.detail(id).queryKey })
    },
  })
}

export function useDeleteOverlay() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => request(`/overlay/${id}/delete`, messageEnvelopeTolerant, { method: 'DELETE' }).catch(rethrowNoted),
    onSuccess: (_answer, id) => removeFromPages(queryClient, overlayQueries.lists(), id),
  })
}
