import { z } from 'zod'
import { DAY } from './fields.ts'

// One statistics object for short links and QR codes (SPEC's QR detail, LINKS.md L3).

const countMap = z.record(z.string(), z.string().regex(/^\d+$/))
export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'linkedin'] as const
export const TIMELINE_DAYS = 30

export const qrStats = z.object({
  clicks: z.number().int().min(0),
  uniqueClicks: z.number().int().min(0),
  topCountries: countMap,
  topReferrers: countMap,
  topBrowsers: countMap,
  topOs: countMap,
  socialCount: z.object({ facebook: z.number().int(), twitter: z.number().int(), linkedin: z.number().int() }),
})
export type QrStats = z.infer<typeof qrStats>

export const timelineDay = z.object({ date: z.string().regex(DAY), clicks: z.number().int().min(0) })

/** What our server sends: SPEC's object plus the last 30 days (L3) and the visitors' languages. */
export const clickStats = qrStats.extend({
  topLanguages: countMap,
  timeline: z.array(timelineDay).length(TIMELINE_DAYS),
})
export type ClickStats = z.infer<typeof clickStats>

// Empty maps may arrive as [] from PHP back-ends; counts may be strings or numbers.
const countMapTolerant = z
  .union([z.record(z.string(), z.union([z.string(), z.number()])), z.array(z.never()).length(0)])
  .optional()
  .catch(undefined)
  .transform((m) => Object.fromEntries(Object.entries(m ?? {}).map(([k, v]) => [k, Number(v) || 0])))

/** L5: the live service sends counts as integers, more social networks, and no timeline. */
export const qrStatsTolerant = z.looseObject({
  clicks: z.coerce.number().int().catch(0),
  uniqueClicks: z.coerce.number().int().catch(0),
  topCountries: countMapTolerant,
  topReferrers: countMapTolerant,
  topBrowsers: countMapTolerant,
  topOs: countMapTolerant,
  socialCount: countMapTolerant,
})
export type QrStatsView = z.output<typeof qrStatsTolerant>

export const clickStatsTolerant = qrStatsTolerant.extend({
  topLanguages: countMapTolerant,
  timeline: z
    .array(z.looseObject({ date: z.string(), clicks: z.coerce.number().int().catch(0) }))
    .optional()
    .catch(undefined),
})
export type ClickStatsView = z.output<typeof clickStatsTolerant>
