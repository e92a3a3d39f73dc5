import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
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

/**
 * Moves the link into the campaign. A live link ends the campaign's "no links to rotate"; the campaign it
 * left may have lost its last one, so the lists are marked stale (refetched when next shown, not now).
 */
export function useAssignLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ campaignId, linkId }: { campaignId: number; linkId: number; live?: boolean }) =>
      request(`/campaign/${campaignId}/assign/${linkId}`, messageEnvelopeTolerant, { method: 'POST' }),
    onSuccess: (_answer, { campaignId, live }) => {
      if (live) endNoLinks(queryClient, campaignId)
      void queryClient.invalidateQueries({ queryKey: campaignQueries.lists(), refetchType: 'none' })
    },
  })
}

/** Only "none" versus "some" is shown, so a campaign known to have none now has one. */
function endNoLinks(queryClient: QueryClient, id: number) {
  const pages = queryClient.getQueriesData<Page<CampaignView>>({ queryKey: campaignQueries.lists() })
  if (pages.some(([, page]) => page?.items.some((c) => c.id === id && c.livelinks === 0)))
    patchItem<CampaignView>(queryClient, campaignQueries.lists(), id, { livelinks: 1 })
}
