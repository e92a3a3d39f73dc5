import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  campaignListTolerant,
  campaignSavedTolerant,
  type CampaignCreate,
  type CampaignUpdate,
  type CampaignView,
} from '../../../contract/campaigns.ts'
import { messageEnvelopeTolerant, type Page } from '../../../contract/envelope.ts'
import { list, request, type PageParams } from '../../lib/api-client'

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
    // A new campaign lands on page 1 and moves every other one down: refetch the lists.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignQueries.lists() }),
  })
}

export function useUpdateCampaign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CampaignUpdate }) =>
      request(`/campaign/${id}/update`, campaignSavedTolerant, { method: 'PUT', json: body }),
    // The answer is the saved campaign: put it in place of the cached one.
    onSuccess: (saved) =>
      queryClient.setQueriesData<Page<CampaignView>>({ queryKey: campaignQueries.lists() }, (old) =>
        old ? { ...old, items: old.items.map((c) => (c.id === saved.id ? saved : c)) } : old,
      ),
  })
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => request(`/campaign/${id}/delete`, messageEnvelopeTolerant, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignQueries.lists() }),
  })
}

/** Moves the link into the campaign; the campaign list shows no links, so no cache changes. */
export function useAssignLink() {
  return useMutation({
    mutationFn: ({ campaignId, linkId }: { campaignId: number; linkId: number }) =>
      request(`/campaign/${campaignId}/assign/${linkId}`, messageEnvelopeTolerant, { method: 'POST' }),
  })
}
