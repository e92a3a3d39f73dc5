import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { createdEnvelopeTolerant, messageEnvelopeTolerant } from '@contract/envelope'
import { toTimestamp } from '@contract/fields'
import { type SplashCreate, type SplashView, splashListTolerant, splashResponseTolerant } from '@contract/splash'
import { list, request, type PageParams } from '@/lib/api-client'
import { addToFirstPage, patchItem, removeFromPages } from '@/lib/list-cache'
import { routeSupport } from '@/lib/route-support'

// D41: create, edit and delete are beyond SPEC; the live service answers them with a 404.
export const splashChanges = routeSupport('Splash page not found.')

export const splashQueries = {
  all: () => ['splash'] as const,
  lists: () => [...splashQueries.all(), 'list'] as const,
  list: ({ page, limit }: PageParams) =>
    queryOptions({
      queryKey: [...splashQueries.lists(), { page, limit }],
      queryFn: ({ signal }) => list('/splash', splashListTolerant, { page, limit }, signal),
      placeholderData: keepPreviousData,
    }),
  details: () => [...splashQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...splashQueries.details(), id],
      queryFn: ({ signal }) => request(`/splash/${id}`, splashResponseTolerant, { signal }).catch(rethrowNoted),
    }),
}

function rethrowNoted(error: unknown): never {
  splashChanges.note(error)
  throw error
}

export function useCreateSplash() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SplashCreate) => request('/splash/add', createdEnvelopeTolerant, { method: 'POST', json: body }).catch(rethrowNoted),
    onSuccess: ({ id }, body) => addToFirstPage<SplashView>(queryClient, splashQueries.lists(), { id, name: body.name, date: toTimestamp(new Date()) }),
  })
}

export function useUpdateSplash() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SplashCreate }) =>
      request(`/splash/${id}/update`, messageEnvelopeTolerant, { method: 'PUT', json: body }).catch(rethrowNoted),
    onSuccess: (_answer, { id, body }) => {
      patchItem<SplashView>(queryClient, splashQueries.lists(), id, { name: body.name })
      queryClient.removeQueries({ queryKey: splashQueries.detail(id).queryKey })
    },
  })
}

export function useDeleteSplash() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => request(`/splash/${id}/delete`, messageEnvelopeTolerant, { method: 'DELETE' }).catch(rethrowNoted),
    onSuccess: (_answer, id) => removeFromPages(queryClient, splashQueries.lists(), id),
  })
}
