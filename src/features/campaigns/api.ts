import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  campaignListTolerant,
  campaignSavedTolerant,
  type CampaignCreate,
  type CampaignUpdate,
  type CampaignView,
} from '@contract/campaigns'
import { messageEnvelopeTolerant, type Page } from '@contract/envelope'
import { list, request, type PageParams } from '@/lib/api-client'
import { addToFirstPage, patchItem, removeFromPages } from '@/lib/list-cache'

export const campaignQueries = {
  all: () => ['campaigns'] as const,
  lists: () => [...campaignQueries.all(), 'list'] as const,
  list: ({ page, limit }: PageParams) =>
    queryOptions({
      queryKey: [...campaignQueries.lists(), { page, limit }],
      queryFn: ({ signal }) => list('/campaigns', campaignListTolerant, { page, limit }, signal),
      placeholderData: keepPreviousData,
    }),
}

export function findCachedCampaign(queryClient: QueryClient, id: number): CampaignView | undefined {
  for (const [, page] of queryClient.getQueriesData<Page<CampaignView>>({ queryKey: campaignQueries.lists() })) {
    const found = page?.items.find((c) => c.id === id)
    if (found) return found
  }
  return undefined
}

/** The API has no single-campaign read: a cached list page is used, else one request for the first 100. */
export function useCampaignSummary(id: number, cache: { staleTime: number; gcTime: number }) {
  const queryClient = useQueryClient()
  const cached = findCachedCampaign(queryClient, id)
  const lookup = useQuery({ ...campaignQueries.list({ page: 1, limit: 100 }), ...cache, enabled: !cached && id > 0 })
  return { campaign: cached ?? lookup.data?.items.find((c) => c.id === id), pending: !cached && lookup.isPending, error: lookup.error }
}

export function useCreateCampaign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CampaignCreate) => request('/campaign/add', campaignSavedTolerant, { method: 'POST', json: body }),
    // A new campaign has no links on any service, so its rotator's warning is known without asking.
    onSuccess: (saved) => addToFirstPage(queryClient, campaignQueries.lists(), { ...saved, livelinks: 0 }),
  })
}

export function useUpdateCampaign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CampaignUpdate }) =>
      request(`/campaign/${id}/update`, campaignSavedTolerant, { method: 'PUT', json: body }),
    onSuccess: ({ livelinks: _unknown, ...saved }) => patchItem<CampaignView>(queryClient, campaignQueries.lists(), saved.id, saved),
  })
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => request(`/campaign/${id}/delete`, messageEnvelopeTolerant, { method: 'DELETE' }),
    onSuccess: (_answer, id) => removeFromPages(queryClient, campaignQueries.lists(), id),
  })
}

interface Assignment {
  campaignId: number
  linkId: number
  /** The link has not expired: it counts in `livelinks` (C1). */
  live?: boolean
  from?: number | null
}

/** Moves the link into the campaign; the counts of live links of both campaigns follow, without a refetch. */
export function useAssignLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ campaignId, linkId }: Assignment) =>
      request(`/campaign/${campaignId}/assign/${linkId}`, messageEnvelopeTolerant, { method: 'POST' }),
    onSuccess: (_answer, { campaignId, live, from }) => {
      if (!live || from === campaignId) return
      if (from) shiftLiveLinks(queryClient, from, -1)
      shiftLiveLinks(queryClient, campaignId, 1)
    },
  })
}

function shiftLiveLinks(queryClient: QueryClient, id: number, by: number) {
  const known = queryClient
    .getQueriesData<Page<CampaignView>>({ queryKey: campaignQueries.lists() })
    .flatMap(([, page]) => page?.items ?? [])
    .find((c) => c.id === id)?.livelinks
  if (typeof known === 'number') patchItem<CampaignView>(queryClient, campaignQueries.lists(), id, { livelinks: Math.max(0, known + by) })
}

/** X2: takes the link out of the campaign; its count follows when the list is next read. */
export function useRemoveFromCampaign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ campaignId, linkId }: { campaignId: number; linkId: number }) =>
      request(`/campaign/${campaignId}/assign/${linkId}`, messageEnvelopeTolerant, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: campaignQueries.lists(), refetchType: 'none' }),
  })
}
