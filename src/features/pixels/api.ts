import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { createdEnvelopeTolerant, messageEnvelopeTolerant } from '@contract/envelope'
import { pixelListTolerant, type PixelCreate, type PixelUpdate, type PixelView } from '@contract/pixels'
import { toTimestamp } from '@contract/fields'
import { list, request, type PageParams } from '@/lib/api-client'
import { addToFirstPage, patchItem, removeFromPages } from '@/lib/list-cache'

export const pixelQueries = {
  all: () => ['pixels'] as const,
  lists: () => [...pixelQueries.all(), 'list'] as const,
  list: ({ page, limit }: PageParams) =>
    queryOptions({
      queryKey: [...pixelQueries.lists(), { page, limit }],
      queryFn: ({ signal }) => list('/pixels', pixelListTolerant, { page, limit }, signal),
      placeholderData: keepPreviousData,
    }),
}

export function useCreatePixel() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PixelCreate) => request('/pixel/add', createdEnvelopeTolerant, { method: 'POST', json: body }),
    onSuccess: ({ id }, body) =>
      addToFirstPage<PixelView>(queryClient, pixelQueries.lists(), { id, ...body, date: toTimestamp(new Date()) }),
  })
}

export function useUpdatePixel() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PixelUpdate }) =>
      request(`/pixel/${id}/update`, messageEnvelopeTolerant, { method: 'PUT', json: body }),
    // The answer is only a message; what was sent is what is stored.
    onSuccess: (_answer, { id, body: { name, tag } }) =>
      patchItem<PixelView>(queryClient, pixelQueries.lists(), id, name === undefined ? { tag } : { name, tag }),
  })
}

export function useDeletePixel() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => request(`/pixel/${id}/delete`, messageEnvelopeTolerant, { method: 'DELETE' }),
    onSuccess: (_answer, id) => removeFromPages(queryClient, pixelQueries.lists(), id),
  })
}
