import { z } from 'zod'
import { isExpiryText } from './link-expiry.ts'
import { id, timestamp } from './fields.ts'
import { listEnvelope, listEnvelopeTolerant, okInt, okTolerant } from './envelope.ts'
import { DEVICES, deviceId } from './link-targeting.ts'
import { LINK_STATUSES, linkType } from './link-type.ts'
import { TIMELINE_DAYS, clickStats, clickStatsTolerant, timelineDay } from './statistics.ts'

export const LINK_DELETED = 'Link has been successfully deleted.'
const expiryOut = z.string().refine(isExpiryText).nullable()

/** What a list item and a link's details both open with. */
const linkBase = {
  id,
  alias: z.string(),
  shorturl: z.string(),
  longurl: z.string(),
  title: z.string(),
  description: z.string(),
}

export const linkItem = z.object({
  ...linkBase,
  clicks: z.number().int().min(0),
  uniqueclicks: z.number().int().min(0),
  domain: z.string(),
  campaign: id.nullable(),
  directories: z.array(id),
  date: timestamp,
  // L1b, beyond the live product: what the list's badges and campaign column need, so a page is one request.
  campaignname: z.string().nullable(),
  expiry: expiryOut,
  protected: z.boolean(),
  targeted: z.boolean(),
  type: linkType,
  /** X2: archived links leave the everyday list but keep redirecting. */
  archived: z.boolean(),
  /** G3: the last click folded in, null when never clicked (the `clicked` order). */
  lastclick: timestamp.nullable(),
})
export type LinkItem = z.infer<typeof linkItem>

const count = z.coerce.number().int().catch(0)
const expiryOrNull = z
  .string()
  .nullable()
  .optional()
  .catch(null)
  .transform((v) => (v && isExpiryText(v) ? v : null))
const idOrNull = z
  .union([z.number(), z.string(), z.null(), z.boolean()])
  .optional()
  .transform((v) => (v === null || v === undefined || v === false || Number(v) <= 0 || !Number.isInteger(Number(v)) ? null : Number(v)))
const idArray = z
  .unknown()
  .optional()
  .transform((v) => (Array.isArray(v) ? v.map(Number).filter((n) => Number.isInteger(n) && n > 0) : []))

/** L5: the live service names the directories `channel` and may leave fields out. */
/** The live service may send null or leave a text out: read as empty. */
const textOrEmpty = z
  .string()
  .nullable()
  .catch('')
  .transform((v) => v ?? '')

export const linkItemTolerant = z
  .looseObject({
    id: z.coerce.number().int(),
    alias: z.string().catch(''),
    shorturl: z.string().catch(''),
    longurl: z.string().catch(''),
    title: textOrEmpty,
    description: textOrEmpty,
    clicks: count,
    uniqueclicks: count,
    domain: textOrEmpty,
    campaign: idOrNull,
    directories: z.unknown().optional(),
    channel: z.unknown().optional(),
    date: z.string().catch(''),
    // L1b: only our server sends these; unknown on the live service.
    campaignname: z.string().nullable().optional().catch(undefined),
    expiry: expiryOrNull,
    protected: z.boolean().optional().catch(undefined),
    targeted: z.boolean().optional().catch(undefined),
    type: linkType.optional().catch(undefined),
    // X2: only our server sends these.
    archived: z.boolean().optional().catch(undefined),
    lastclick: z.string().nullable().optional().catch(undefined),
  })
  .transform(({ channel, directories, ...l }) => ({ ...l, directories: idArray.parse(directories ?? channel) }))
export type LinkView = z.output<typeof linkItemTolerant>

export const linkList = listEnvelope('urls', linkItem)
export const linkListTolerant = listEnvelopeTolerant(['urls'], linkItemTolerant)

/** G7: an old alias kept as a redirect, on the host it had (domain "" is the public host). */
export const keptAlias = z.object({ alias: z.string(), domain: z.string(), shorturl: z.string() })
export type KeptAlias = z.infer<typeof keptAlias>

const geoRow = z.object({ location: z.string(), link: z.string() })
const deviceRow = z.object({ device: z.enum(DEVICES), link: z.string() })
const deviceRowTolerant = z.object({ device: z.string().refine((v) => deviceId(v) !== null).transform((v) => deviceId(v)!), link: z.string() })
const languageRow = z.object({ language: z.string(), link: z.string() })
const parameterRow = z.object({ name: z.string(), value: z.string() })

export const linkDetails = z.object({
  ...linkBase,
  location: z.record(z.string(), z.string()),
  device: z.record(z.string(), z.string()),
  expiry: expiryOut,
  date: timestamp,
  domain: z.string(),
  custom: z.boolean(),
  type: linkType,
  status: z.enum(LINK_STATUSES),
  metatitle: z.string(),
  metadescription: z.string(),
  metaimage: z.string(),
  geotarget: z.array(geoRow),
  devicetarget: z.array(deviceRow),
  languagetarget: z.array(languageRow),
  parameters: z.array(parameterRow),
  pixels: z.array(id),
  campaign: id.nullable(),
  protected: z.boolean(),
  archived: z.boolean(),
  keptaliases: z.array(keptAlias),
})
export type LinkDetails = z.infer<typeof linkDetails>

const rows = <T extends z.ZodType>(row: T) =>
  z
    .unknown()
    .optional()
    .transform((v) =>
      Array.isArray(v)
        ? v.flatMap((r) => {
            const p = row.safeParse(r)
            return p.success ? [p.data as z.output<T>] : []
          })
        : [],
    )
const textOr = (fallback: string) =>
  z
    .string()
    .nullable()
    .optional()
    .catch(fallback)
    .transform((v) => v ?? fallback)

/** The live product sends only the first ten fields; the edit form treats the rest as unknown. */
export const linkDetailsTolerant = z.looseObject({
  id: z.coerce.number().int(),
  alias: textOr(''),
  shorturl: textOr(''),
  longurl: textOr(''),
  title: textOr(''),
  description: textOr(''),
  expiry: expiryOrNull,
  date: textOr(''),
  domain: textOr(''),
  custom: z.boolean().optional().catch(undefined),
  type: linkType.optional().catch(undefined),
  status: z.enum(LINK_STATUSES).optional().catch(undefined),
  metatitle: textOr(''),
  metadescription: textOr(''),
  metaimage: textOr(''),
  geotarget: rows(geoRow),
  devicetarget: rows(deviceRowTolerant),
  languagetarget: rows(languageRow),
  parameters: rows(parameterRow),
  pixels: idArray,
  campaign: idOrNull,
  protected: z.boolean().optional().catch(undefined),
  archived: z.boolean().optional().catch(undefined),
  /** undefined: the service does not keep old aliases (the live service). */
  keptaliases: z.array(keptAlias).optional().catch(undefined),
})
export type LinkDetailsView = z.output<typeof linkDetailsTolerant>

export const linkResponse = z.object({ error: okInt, id, details: linkDetails, data: clickStats })
export const linkResponseTolerant = z.looseObject({
  error: okTolerant,
  id: z.coerce.number().int().optional(),
  details: linkDetailsTolerant,
  data: clickStatsTolerant,
})

export const linkSaved = z.object({ error: okInt, id, shorturl: z.string() })
export const linkSavedTolerant = z.looseObject({ error: okTolerant, id: z.coerce.number().int(), shorturl: z.string().catch('') })
export const linkDuplicated = linkSaved
export const linkDuplicatedTolerant = linkSavedTolerant
export const DUPLICATE_SUFFIX = ' (copy)'
export const QR_LINK_ARCHIVE = 'This link belongs to a QR code: archive or delete the QR code instead.'

/** GET /urls/summary, beyond the live product (L1c): the overview's figures in one request. */
export const linkSummary = z.object({
  error: okInt,
  data: z.object({
    links: z.number().int().min(0),
    clicks: z.number().int().min(0),
    /** Clicks of the last 30 UTC days, today included: the sum of `timeline`. */
    recentClicks: z.number().int().min(0),
    timeline: z.array(timelineDay).length(TIMELINE_DAYS),
  }),
})
export const linkSummaryTolerant = z.looseObject({
  error: okTolerant,
  data: z.looseObject({
    links: count,
    clicks: count,
    recentClicks: count,
    timeline: z.array(timelineDay).catch([]),
  }),
})
export type LinkSummaryView = z.output<typeof linkSummaryTolerant>['data']
