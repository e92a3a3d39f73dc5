import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { messageEnvelopeTolerant, type Page } from '@contract/envelope'
import { toTimestamp } from '@contract/fields'
import {
  linkDuplicatedTolerant,
  linkListTolerant,
  linkResponseTolerant,
  linkSavedTolerant,
  linkSummaryTolerant,
  type LinkCreate,
  type LINK_ORDERS,
  type LinkUpdate,
  type LinkView,
} from '@contract/links'
import { ApiError, request, type PageParams } from '@/lib/api-client'
import { getSession } from '@/lib/auth'
import { addToFirstPage, patchItem, removeFromPages } from '@/lib/list-cache'
import { aliasOf, hostTitle } from './link-text'
import { pageOfOne, shortUrlIn } from './short-search'
import { linkGroups } from './group-support'
import { filterQuery, type LinkFilters } from './link-filters'

export type LinkOrder = (typeof LINK_ORDERS)[number] | 'clicked'

export interface LinkListParams extends PageParams, LinkFilters {
  order: LinkOrder
  q?: string
}

export const linkQueries = {
  all: () => ['links'] as const,
  lists: () => [...linkQueries.all(), 'list'] as const,
  list: ({ page, limit, order, q, ...filters }: LinkListParams) =>
    queryOptions({
      queryKey: [...linkQueries.lists(), { page, limit, order, q, ...filters }],
      queryFn: async ({ signal }) => {
        const short = q ? shortUrlIn(q, getSession()?.baseUrl ?? '') : null
        if (!short) {
          const answer = await request('/urls', linkListTolerant, { query: { page, limit, order, q, ...filterQuery(filters) }, signal })
          linkGroups.noteList(answer)
          return answer
        }
        return request('/urls', linkResponseTolerant, { query: { short }, signal }).then(pageOfOne, (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return pageOfOne(null)
          throw error
        })
      },
      placeholderData: keepPreviousData,
    }),
  /** Beyond the live product (L1c): there it answers 404, which means "not reported". */
  summary: () =>
    queryOptions({
      queryKey: [...linkQueries.all(), 'summary'],
      queryFn: ({ signal }) => request('/urls/summary', linkSummaryTolerant, { signal }).then((answer) => answer.data),
    }),
  details: () => [...linkQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...linkQueries.details(), id],
      queryFn: ({ signal }) => request(`/url/${id}`, linkResponseTolerant, { signal }),
    }),
}

/** The list row of a link just saved: the answer is only `{id, shorturl}`, the rest is what was sent. */
export function savedItem(id: number, shorturl: string, body: LinkCreate): LinkView {
  return {
    id,
    alias: aliasOf(shorturl),
    shorturl,
    longurl: body.url,
    title: body.metatitle?.trim() || hostTitle(body.url),
    description: body.description ?? '',
    clicks: 0,
    uniqueclicks: 0,
    domain: body.domain ?? '',
    campaign: body.campaign || null,
    campaignname: undefined,
    directories: [],
    date: toTimestamp(new Date()),
    expiry: body.expiry || null,
    // On create a password is set when one was sent; on update an absent one is kept (see the edit's patch).
    protected: Boolean(body.password),
    targeted: Boolean(body.geotarget?.length || body.devicetarget?.length || body.languagetarget?.length),
    type: body.type ?? 'direct',
  }
}

export function useCreateLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: LinkCreate) => request('/url/add', linkSavedTolerant, { method: 'POST', json: body }),
    onSuccess: ({ id, shorturl }, body) => {
      // A searched or most-clicked list may or may not hold the new link: refreshed when next shown.
      void queryClient.invalidateQueries({ queryKey: linkQueries.lists(), refetchType: 'none' })
      addToFirstPage(queryClient, [...linkQueries.lists(), { order: 'date', q: undefined }], savedItem(id, shorturl, body))
    },
  })
}

export function useUpdateLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: LinkUpdate & { url: string } }) =>
      request(`/url/${id}/update`, linkSavedTolerant, { method: 'PUT', json: body }),
    onSuccess: ({ shorturl }, { id, body }) => {
      const { clicks: _c, uniqueclicks: _u, date: _d, directories: _dirs, protected: protectedNow, campaignname: _n, ...patch } = savedItem(id, shorturl, body)
      // No password in the body keeps the stored one; the same campaign keeps its name.
      const kept = cachedRow(queryClient, id)?.campaign === patch.campaign
      patchItem<LinkView>(queryClient, linkQueries.lists(), id, {
        ...patch,
        ...(body.password === undefined ? {} : { protected: protectedNow }),
        ...(kept ? {} : { campaignname: undefined }),
      })
      void queryClient.invalidateQueries({ queryKey: linkQueries.detail(id).queryKey, refetchType: 'none' })
    },
  })
}

export function useArchiveLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, archived }: { id: number; archived: boolean }) =>
      request(`/url/${id}/update`, linkSavedTolerant, { method: 'PUT', json: { archived } }),
    onSuccess: (_answer, { id, archived }) => {
      removeFromPages(queryClient, linkQueries.lists(), id)
      void queryClient.invalidateQueries({ queryKey: linkQueries.lists(), refetchType: 'none' })
      queryClient.setQueryData(linkQueries.detail(id).queryKey, (old) => old && { ...old, details: { ...old.details, archived } })
    },
  })
}

export function useDuplicateLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (link: Pick<LinkView, 'id'>) => request(`/url/${link.id}/duplicate`, linkDuplicatedTolerant, { method: 'POST' }),
    // The list on screen (searched, filtered or not) is read again once, so the copy shows where the user looks.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkQueries.lists() }),
  })
}

export function useDeleteLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => request(`/url/${id}/delete`, messageEnvelopeTolerant, { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      removeFromPages(queryClient, linkQueries.lists(), id)
      queryClient.removeQueries({ queryKey: linkQueries.detail(id).queryKey })
    },
  })
}

/** After the link was assigned elsewhere (a campaign's or a directory's endpoint): its rows and detail say so. */
export function rememberAssignment(queryClient: QueryClient, linkId: number, to: { campaign: number; name: string } | { directory: number }) {
  if ('campaign' in to) {
    patchItem<LinkView>(queryClient, linkQueries.lists(), linkId, { campaign: to.campaign, campaignname: to.name })
    queryClient.setQueryData(linkQueries.detail(linkId).queryKey, (old) => old && { ...old, details: { ...old.details, campaign: to.campaign } })
    return
  }
  const row = cachedRow(queryClient, linkId)
  if (row && !row.directories.includes(to.directory))
    patchItem<LinkView>(queryClient, linkQueries.lists(), linkId, { directories: [...row.directories, to.directory] })
}

/** After a link left campaign `from` (X2): out of that campaign's filtered lists, its rows and detail say no campaign. */
export function forgetCampaign(queryClient: QueryClient, linkId: number, from: number) {
  for (const [key] of queryClient.getQueriesData<Page<LinkView>>({ queryKey: linkQueries.lists() }))
    if ((key[2] as { campaign?: unknown } | undefined)?.campaign === from) removeFromPages(queryClient, key, linkId)
  patchItem<LinkView>(queryClient, linkQueries.lists(), linkId, { campaign: null, campaignname: null })
  queryClient.setQueryData(linkQueries.detail(linkId).queryKey, (old) => old && { ...old, details: { ...old.details, campaign: null } })
}

function cachedRow(queryClient: QueryClient, id: number): LinkView | undefined {
  return queryClient
    .getQueriesData<Page<LinkView>>({ queryKey: linkQueries.lists() })
    .flatMap(([, page]) => page?.items ?? [])
    .find((l) => l.id === id)
}
