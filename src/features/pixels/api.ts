import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { createdEnvelopeTolerant, messageEnvelopeTolerant, type Page } from '../../../contract/envelope.ts'
import { pixelListTolerant, type PixelCreate, type PixelUpdate, type PixelView } from '../../../contract/pixels.ts'
import { list, request, type PageParams } from '../../lib/api-client'

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
    // A new pixel lands on page 1 and moves every other one down: refetch the lists.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pixelQueries.lists() }),
  })
}

export function useUpdatePixel() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PixelUpdate }) =>
      request(`/pixel/${id}/update`, messageEnvelopeTolerant, { method: 'PUT', json: body }),
    // The answer is only a message; what was sent is what is stored.
    onSuccess: (_answer, { id, body }) =>
      queryClient.setQueriesData<Page<PixelView>>({ queryKey: pixelQueries.lists() }, (old) =>
        old ? { ...old, items: old.items.map((p) => (p.id === id ? { ...p, ...body, name: body.name ?? p.name } : p)) } : old,
      ),
  })
}

export function useDeletePixel() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => request(`/pixel/${id}/delete`, messageEnvelopeTolerant, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pixelQueries.lists() }),
  })
}
