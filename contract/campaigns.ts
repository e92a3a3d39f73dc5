import { z } from 'zod'
import { bool, id, optionalField, text } from './fields.ts'
import { listEnvelope, listEnvelopeTolerant, okInt } from './envelope.ts'

export const campaign = z.object({
  id,
  name: z.string(),
  public: z.boolean(),
  rotator: z.union([z.string(), z.literal(false)]),
  list: z.string(),
  /** Beyond SPEC (C1): its links that have not expired, which the rotator and list page show. */
  livelinks: z.number().int().min(0),
  /** X2: all its links (archived too), and the sum of their clicks. */
  links: z.number().int().min(0),
  clicks: z.number().int().min(0),
})
export type Campaign = z.infer<typeof campaign>

// The live service names the campaign `name`, `domain` or `campaign`; `list` may be false.
export const campaignTolerant = z
  .looseObject({
    id: z.coerce.number().int(),
    name: z.string().optional(),
    domain: z.string().optional(),
    campaign: z.string().optional(),
    public: z.union([z.boolean(), z.number(), z.string()]).optional(),
    rotator: z.union([z.string(), z.literal(false), z.null()]).optional(),
    list: z.union([z.string(), z.literal(false), z.null()]).optional(),
    livelinks: z.coerce.number().int().min(0).optional().catch(undefined),
    links: z.coerce.number().int().min(0).optional().catch(undefined),
    clicks: z.coerce.number().int().min(0).optional().catch(undefined),
  })
  .transform((c) => ({
    id: c.id,
    name: c.name ?? c.campaign ?? c.domain ?? '',
    public: c.public === true || c.public === 1 || c.public === '1' || c.public === 'true',
    rotator: c.rotator ? c.rotator : (false as const),
    list: c.list ? c.list : (false as const),
    /** null when the service does not say (the live service, a saved answer). */
    livelinks: c.livelinks ?? null,
    ...(c.links !== undefined && { links: c.links }),
    ...(c.clicks !== undefined && { clicks: c.clicks }),
  }))
export type CampaignView = z.output<typeof campaignTolerant>

export const campaignList = listEnvelope('campaigns', campaign)
export const campaignListTolerant = listEnvelopeTolerant(['campaigns'], campaignTolerant)

export const SLUG = /^[a-z0-9-]+$/
export const slug = text('slug', 3, 50).regex(SLUG, 'slug may contain only lower-case letters, digits and "-".')
/** On update, "" removes the rotator. */
const slugOrEmpty = z.union([z.literal(''), slug], { error: 'slug must be a string.' })

export const campaignCreate = z.object({
  name: optionalField(text('name', 1, 100)),
  slug: optionalField(slug),
  public: optionalField(bool('public')),
})
export type CampaignCreate = z.input<typeof campaignCreate>

export const campaignUpdate = z.object({
  name: text('name', 1, 100),
  slug: optionalField(slugOrEmpty),
  public: optionalField(bool('public')),
})
export type CampaignUpdate = z.input<typeof campaignUpdate>

export const campaignSaved = z.object({
  error: okInt,
  id,
  domain: z.string(),
  public: z.boolean(),
  rotator: z.union([z.string(), z.literal(false)]),
  list: z.string(),
})
export const campaignSavedTolerant = campaignTolerant

export const CAMPAIGN_ASSIGNED = 'Link successfully added to the campaign.'
export const CAMPAIGN_DELETED = 'Campaign has been deleted successfully.'
export const CAMPAIGN_REMOVED = 'Link has been removed from the campaign.'
export const CAMPAIGN_UPDATED = 'Campaign has been updated successfully.'
