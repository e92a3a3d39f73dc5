import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { domainListTolerant, normaliseDomain, type DomainCreate, type domainTolerant, type DomainUpdate } from '../../../contract/domains.ts'
import { createdEnvelopeTolerant, messageEnvelopeTolerant, type Page } from '../../../contract/envelope.ts'
import { list, request, type PageParams } from '../../lib/api-client'

export type DomainView = z.output<typeof domainTolerant>

export const domainQueries = {
  all: () => ['domains'] as const,
  lists: () => [...domainQueries.all(), 'list'] as const,
  list: ({ page, limit }: PageParams) =>
    queryOptions({
      queryKey: [...domainQueries.lists(), { page, limit }],
      queryFn: ({ signal }) => list('/domains', domainListTolerant, { page, limit }, signal),
      placeholderData: keepPreviousData,
    }),
}

/** Applies `patch` to the domain `id` wherever a cached page holds it. */
function patchCached(queryClient: QueryClient, id: number, patch: Partial<DomainView>) {
  queryClient.setQueriesData<Page<DomainView>>({ queryKey: domainQueries.lists() }, (old) =>
    old ? { ...old, items: old.items.map((d) => (d.id === id ? { ...d, ...patch } : d)) } : old,
  )
}

/** Puts `items` and `result` into a cached page, with the counters that follow from them. */
function withItems(old: Page<DomainView>, items: DomainView[], result: number): Page<DomainView> {
  const maxpage = Math.ceil(result / Math.max(old.perpage, 1))
  return { ...old, items, result, maxpage, hasNext: old.currentpage < maxpage }
}

/**
 * Runs `patch` on every cached list page; a page it cannot patch exactly (null) is refetched if
 * shown and marked stale otherwise. Each request counts against a limit of 30 a minute.
 */
function patchPages(queryClient: QueryClient, patch: (old: Page<DomainView>) => Page<DomainView> | null) {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: domainQueries.lists() })) {
    const old = query.state.data as Page<DomainView> | undefined
    const next = old && patch(old)
    if (next) queryClient.setQueryData(query.queryKey, next)
    else void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true })
  }
}

export function useCreateDomain() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: DomainCreate) => request('/domain/add', createdEnvelopeTolerant, { method: 'POST', json: body }),
    // Newest first: the new domain heads page 1, which the answer's id completes; later pages shift.
    onSuccess: ({ id }, body) => {
      const added: DomainView = {
        id,
        domain: normaliseDomain(body.domain) ?? body.domain,
        redirectroot: body.redirectroot ?? '',
        redirect404: body.redirect404 ?? '',
      }
      patchPages(queryClient, (old) =>
        old.currentpage === 1 ? withItems(old, [added, ...old.items].slice(0, old.perpage), old.result + 1) : null,
      )
    },
  })
}

export function useUpdateDomain() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DomainUpdate }) =>
      request(`/domain/${id}/update`, messageEnvelopeTolerant, { method: 'PUT', json: body }),
    // The answer is only a message; what was sent is what is stored.
    onSuccess: (_answer, { id, body }) => patchCached(queryClient, id, body),
  })
}

export function useDeleteDomain() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => request(`/domain/${id}/delete`, messageEnvelopeTolerant, { method: 'DELETE' }),
    // On the last page nothing moves up into the gap; any other page shifts.
    onSuccess: (_answer, id) =>
      patchPages(queryClient, (old) =>
        !old.hasNext && old.items.some((d) => d.id === id)
          ? withItems(old, old.items.filter((d) => d.id !== id), old.result - 1)
          : null,
      ),
  })
}
