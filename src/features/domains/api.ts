import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  domainListTolerant,
  domainVerifyAnswer,
  normaliseDomain,
  type DomainCreate,
  type DomainUpdate,
  type DomainView,
} from '@contract/domains'
import type { Page } from '@contract/envelope'
import { createdEnvelopeTolerant, messageEnvelopeTolerant } from '@contract/envelope'
import { list, request, type PageParams } from '@/lib/api-client'
import { addToFirstPage, patchItem, removeFromPages } from '@/lib/list-cache'

export const domainQueries = {
  all: () => ['domains'] as const,
  lists: () => [...domainQueries.all(), 'list'] as const,
  list: ({ page, limit }: PageParams) =>
    queryOptions({
      queryKey: [...domainQueries.lists(), { page, limit }],
      queryFn: ({ signal }) => list('/domains', domainListTolerant, { page, limit }, signal),
      placeholderData: keepPreviousData,
    }),
  // A3: a pending domain serves nothing yet, so links and files cannot be put on it.
  choices: () =>
    queryOptions({
      ...domainQueries.list({ page: 1, limit: 100 }),
      staleTime: 5 * 60_000,
      select: (page: Page<DomainView>) => ({ ...page, items: page.items.filter((d) => d.status !== 'pending') }),
    }),
}

export function useCreateDomain() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: DomainCreate) => request('/domain/add', createdEnvelopeTolerant, { method: 'POST', json: body }),
    onSuccess: ({ id }, body) => {
      const added: DomainView = {
        id,
        domain: normaliseDomain(body.domain) ?? body.domain,
        redirectroot: body.redirectroot ?? '',
        redirect404: body.redirect404 ?? '',
      }
      addToFirstPage(queryClient, domainQueries.lists(), added)
      // A6: a service that verifies domains (ours) has a record to show for it: one read of the page.
      const pages = queryClient.getQueriesData<Page<DomainView>>({ queryKey: domainQueries.lists() })
      if (pages.some(([, page]) => page?.items.some((d) => d.status !== undefined))) {
        void queryClient.invalidateQueries({ queryKey: domainQueries.lists() })
      }
    },
  })
}

export function useUpdateDomain() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DomainUpdate }) =>
      request(`/domain/${id}/update`, messageEnvelopeTolerant, { method: 'PUT', json: body }),
    // The answer is only a message; what was sent is what is stored.
    onSuccess: (_answer, { id, body }) => patchItem<DomainView>(queryClient, domainQueries.lists(), id, body),
  })
}

export function useDeleteDomain() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => request(`/domain/${id}/delete`, messageEnvelopeTolerant, { method: 'DELETE' }),
    onSuccess: (_answer, id) => removeFromPages(queryClient, domainQueries.lists(), id),
  })
}

/** "Check now" (our extension, A3): one request; the answer is the domain as it now stands. */
export function useVerifyDomain() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => request(`/domain/${id}/verify`, domainVerifyAnswer, { method: 'POST' }),
    onSuccess: ({ data }) => patchItem<DomainView>(queryClient, domainQueries.lists(), data.id, data),
  })
}
