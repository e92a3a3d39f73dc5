import { z } from 'zod'
import { campaignCreate, campaignUpdate } from '@contract/campaigns'

export interface CampaignFormValues {
  name: string
  slug: string
  public: boolean
}
export type CampaignFormOutput = { name?: string; slug?: string; public?: boolean }

const blankToUndefined = (values: CampaignFormValues) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === '' ? undefined : v]))

/** On create an empty name or slug is left out: the server names the campaign, and it gets no rotator. */
export const campaignCreateSchema = z.preprocess(blankToUndefined, campaignCreate)

/** On update the name is required and an empty slug removes the rotator (D23a). */
export const campaignUpdateSchema = z.preprocess((values: CampaignFormValues) => values, campaignUpdate)
