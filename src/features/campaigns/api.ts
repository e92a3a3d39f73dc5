import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  campaignListTolerant,
  campaignSavedTolerant,
  type CampaignCreate,
  type CampaignUpdate,
  type CampaignView,
} from '@contract/campaigns'
import { messageEnvelopeTolerant } from '@contract/envelope'
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
    onSuccess: (saved) => addToFirstPage(queryClient, campaignQueries.lists(), saved),
  })
}

export function useUpdateCampaign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CampaignUpdate }) =>
      request(`/campaign/${id}/update`, campaignSavedTolerant, { method: 'PUT', json: body }),
    onSuccess: (saved) => patchItem<CampaignView>(queryClient, campaignQueries.lists(), saved.id, saved),
  })
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => request(`/campaign/${id}/delete`, messageEnvelopeTolerant, { method: 'DELETE' }),
    onSuccess: (_answer, id) => removeFromPages(queryClient, campaignQueries.lists(), id),
  })
}

/** Moves the link into the campaign; the campaign list shows no links, so no cache changes. */
export function useAssignLink() {
  return useMutation({
    mutationFn: ({ campaignId, linkId }: { campaignId: number; linkId: number }) =>
      request(`/campaign/${campaignId}/assign/${linkId}`, messageEnvelopeTolerant, { method: 'POST' }),
  })
}
