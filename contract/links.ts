import { z } from 'zod'
import { countryCode } from './countries.ts'
import { isExpired, isExpiryText } from './link-expiry.ts'
import { ALIAS, id, isHttpUrl, optionalField, queryInt, text, timestamp } from './fields.ts'
import { LINK_ORDERS, listEnvelope, listEnvelopeTolerant, okInt, okTolerant, pagingQuery } from './envelope.ts'
import { TIMELINE_DAYS, clickStats, clickStatsTolerant, timelineDay } from './statistics.ts'

// LINKS.md: the short-link API of the live product, with our rules where it is silent.

export const LINK_TYPES = ['direct', 'frame', 'splash'] as const
/** `splash-<id>` / `overlay-<id>`: one of the caller's own splash pages or CTA overlays (issue 19). */
export type LinkType = (typeof LINK_TYPES)[number] | `splash-${number}` | `overlay-${number}`
const PAGE_TYPE = /^(splash|overlay)-([1-9][0-9]{0,9})$/
/** The splash page or overlay a link type names, or null for direct, frame and the generic splash. */
export function designOf(type: string): { kind: 'splash' | 'overlay'; id: number } | null {
  const m = PAGE_TYPE.exec(type)
  if (!m) return null
  const id = Number(m[2])
  return id <= 2 ** 31 - 1 ? { kind: m[1] as 'splash' | 'overlay', id } : null
}
export const isLinkType = (v: unknown): v is LinkType =>
  typeof v === 'string' && ((LINK_TYPES as readonly string[]).includes(v) || designOf(v) !== null)
export const LINK_TYPE_RULE = `type must be one of ${LINK_TYPES.join(', ')}, or splash-<id> or overlay-<id> of one of your splash pages or overlays.`
/** Strict: what our server stores and sends. */
export const linkType = z.custom<LinkType>(isLinkType, LINK_TYPE_RULE)
export const LINK_STATUSES = ['public', 'private'] as const
export const DEVICES = ['iphone', 'ipad', 'android', 'windows', 'macos', 'linux', 'chromeos'] as const
export { LINK_ORDERS }
export const MAX_GEOTARGETS = 50
export const MAX_DEVICETARGETS = 50
export const MAX_LANGUAGETARGETS = 50
export const MAX_PARAMETERS = 20
export const MAX_PIXELS = 50

/** First path segments the server answers itself: an alias there would never be reached (L2). */
export const RESERVED_LINK_ALIASES = ['app', 'api', 'avatar', 'qr', 'r', 's', 'u', 'bio', 'assets', 'static', 'admin', 'login', 'signin'] as const
export const isReservedAlias = (alias: string) => (RESERVED_LINK_ALIASES as readonly string[]).includes(alias.toLowerCase())

export const ALIAS_TAKEN = 'That alias is taken. Please choose another one.'
export const ALIAS_RESERVED = 'That alias is reserved. Please choose another one.'
export const OWN_URL = 'You cannot shorten URLs of this website.'
export const EXPIRY_PAST = 'The expiry date must be later than today.'
export const LINK_DELETED = 'Link has been successfully deleted.'

const missing = (input: unknown) => input === undefined || input === null
const str = (field: string) => ({
  error: (iss: { input?: unknown }) => (missing(iss.input) ? `${field} is required.` : `${field} must be a string.`),
})
const list = (field: string) => ({
  error: (iss: { input?: unknown }) => (missing(iss.input) ? `${field} is required.` : `${field} must be a list.`),
})
const optionalText = (field: string, max: number) => z.string(str(field)).trim().max(max, `${field} must be at most ${max} characters.`)

const destination = (field: string) =>
  z
    .string(str(field))
    .trim()
    .max(2000, `${field} must be at most 2000 characters.`)
    .refine(isHttpUrl, `${field} must be a full URL starting with http:// or https://.`)

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' })
/** A two-letter ISO 639-1 code that names a language. */
export const isLanguageCode = (code: string) => /^[a-z]{2}$/.test(code) && languageNames.of(code) !== undefined

export const geoTarget = z.object(
  {
    location: z
      .string(str('geotarget.location'))
      .trim()
      .transform((v, ctx) => {
        const code = countryCode(v)
        if (code) return code
        ctx.addIssue({ code: 'custom', message: 'geotarget.location must be a country code like US or an English country name.' })
        return z.NEVER
      }),
    link: destination('geotarget.link'),
  },
  { error: 'geotarget must be a list of {location, link}.' },
)
const DEVICE_RULE = `devicetarget.device must be one of ${DEVICES.join(', ')}.`
/** Issue 34: the vendor writes "iPhone", "Mac OS": any case and spacing names the same device. */
export function deviceId(name: string): (typeof DEVICES)[number] | null {
  const key = name.toLowerCase().replace(/[\s_-]+/g, '')
  return (DEVICES as readonly string[]).includes(key) ? (key as (typeof DEVICES)[number]) : null
}
export const deviceTarget = z.object(
  {
    device: z
      .string({ error: DEVICE_RULE })
      .transform((v, ctx) => deviceId(v) ?? (ctx.addIssue({ code: 'custom', message: DEVICE_RULE }), z.NEVER)),
    link: destination('devicetarget.link'),
  },
  { error: 'devicetarget must be a list of {device, link}.' },
)
export const languageTarget = z.object(
  {
    language: z
      .string(str('languagetarget.language'))
      .trim()
      .toLowerCase()
      .refine(isLanguageCode, 'languagetarget.language must be a two-letter language code like en or fr.'),
    link: destination('languagetarget.link'),
  },
  { error: 'languagetarget must be a list of {language, link}.' },
)
export const urlParameter = z.object(
  {
    name: text('parameters.name', 1, 100),
    value: optionalText('parameters.value', 500),
  },
  { error: 'parameters must be a list of {name, value}.' },
)

const metaImage = z
  .string(str('metaimage'))
  .trim()
  .max(2000, 'metaimage must be at most 2000 characters.')
  .refine(
    (v) => v === '' || (isHttpUrl(v) && /\.(png|jpe?g)$/i.test(new URL(v).pathname)),
    'metaimage must be a full http(s) URL of a .png, .jpg or .jpeg image.',
  )

export const EXPIRY_RULE = 'expiry must be a date like 2027-01-31, or a date and UTC time like 2027-01-31 23:59:59.'
/** K2: `YYYY-MM-DD` (today or later) or `YYYY-MM-DD HH:MM:SS` UTC (not past); "" means none. */
const expiry = z
  .string(str('expiry'))
  .trim()
  .refine((v) => v === '' || isExpiryText(v), EXPIRY_RULE)
  .refine((v) => v === '' || !isExpiryText(v) || !isExpired(v), EXPIRY_PAST)
const expiryOut = z.string().refine(isExpiryText).nullable()

const pixelIds = z
  .array(
    z
      .number({ error: 'pixels must be a list of pixel ids.' })
      .int('pixels must be a list of pixel ids.')
      .positive('pixels must be a list of pixel ids.'),
    list('pixels'),
  )
  .transform((ids) => [...new Set(ids)])
  .refine((ids) => ids.length <= MAX_PIXELS, `pixels must hold at most ${MAX_PIXELS} pixels.`)

const CAMPAIGN_RULE = 'campaign must be a campaign id, or null to remove the link from its campaign.'
/** `null` or `0` takes the link out of its campaign. */
const campaignRef = z
  .union([z.null(), z.number()], { error: CAMPAIGN_RULE })
  .refine((v) => v === null || (Number.isInteger(v) && v >= 0 && v <= 2 ** 31 - 1), CAMPAIGN_RULE)

/** Every field of L2 but `url`; each is optional, and an absent one is left as it is on update (L2a). */
const linkFields = {
  custom: z.string(str('custom')).trim().regex(ALIAS, 'custom must be 3 to 50 letters, digits, "_" or "-".'),
  domain: optionalText('domain', 255),
  password: z.string(str('password')).max(128, 'password must be at most 128 characters.'),
  expiry,
  type: linkType,
  metatitle: optionalText('metatitle', 200),
  metadescription: optionalText('metadescription', 500),
  metaimage: metaImage,
  description: optionalText('description', 500),
  status: z.enum(LINK_STATUSES, { error: 'status must be public or private.' }),
  geotarget: z.array(geoTarget, list('geotarget')).max(MAX_GEOTARGETS, `geotarget must hold at most ${MAX_GEOTARGETS} rows.`),
  devicetarget: z.array(deviceTarget, list('devicetarget')).max(MAX_DEVICETARGETS, `devicetarget must hold at most ${MAX_DEVICETARGETS} rows.`),
  languagetarget: z
    .array(languageTarget, list('languagetarget'))
    .max(MAX_LANGUAGETARGETS, `languagetarget must hold at most ${MAX_LANGUAGETARGETS} rows.`),
  parameters: z.array(urlParameter, list('parameters')).max(MAX_PARAMETERS, `parameters must hold at most ${MAX_PARAMETERS} rows.`),
  pixels: pixelIds,
  campaign: campaignRef,
  // G1: X2 archive; G7: keep the old short URL as a redirect when the alias or domain changes.
  archived: z.boolean({ error: 'archived must be true or false.' }),
  keepoldalias: z.boolean({ error: 'keepoldalias must be true or false.' }),
}

// D10a: null is "not given", except for campaign, where null takes the link out of its campaign (L2).
const optionalFields = Object.fromEntries(Object.entries(linkFields).map(([k, v]) => [k, k === 'campaign' ? v.optional() : optionalField(v)])) as {
  [K in keyof typeof linkFields]: z.ZodOptional<(typeof linkFields)[K]>
}

/** POST /url/add. Unknown fields (deeplink, channel, …) are dropped (D10). */
export const linkCreate = z.object({ url: destination('url'), ...optionalFields })
export type LinkCreate = z.input<typeof linkCreate>
export type LinkCreateData = z.output<typeof linkCreate>

/** PUT /url/:id/update: only the fields present change (L2a); `""` removes a password or an expiry. */
export const linkUpdate = z.object({ url: optionalField(destination('url')), ...optionalFields })
export type LinkUpdate = z.input<typeof linkUpdate>
export type LinkUpdateData = z.output<typeof linkUpdate>

/** X2: the orders of GET /urls on our server; `clicked` is most recently clicked first. */
export const LINK_LIST_ORDERS = [...LINK_ORDERS, 'clicked'] as const
export type LinkListOrder = (typeof LINK_LIST_ORDERS)[number]
/** X2: `status=` values, OR within the list; archived links show only when `archived` is named. */
export const LINK_FILTER_STATUSES = ['protected', 'expiring', 'expired', 'targeted', 'archived'] as const
export type LinkFilterStatus = (typeof LINK_FILTER_STATUSES)[number]
/** X2: `expiring` is an expiry within the next 7 days, today included. */
export const EXPIRING_DAYS = 7

const idOrNone = (field: string) =>
  z
    .string({ error: `${field} must be an id or none.` })
    .refine((v) => v === 'none' || /^[1-9]\d{0,9}$/.test(v), `${field} must be an id or none.`)
    .transform((v) => (v === 'none' ? ('none' as const) : Number(v)))
    .refine((v) => v === 'none' || v <= 2 ** 31 - 1, `${field} must be an id or none.`)
const STATUS_RULE = `status must be a comma-separated list of ${LINK_FILTER_STATUSES.join(', ')}.`
const statusList = z
  .string({ error: STATUS_RULE })
  .max(200, STATUS_RULE)
  .transform((v, ctx) => {
    const names = [...new Set(v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))]
    if (names.length && names.every((n) => (LINK_FILTER_STATUSES as readonly string[]).includes(n))) return names as LinkFilterStatus[]
    ctx.addIssue({ code: 'custom', message: STATUS_RULE })
    return z.NEVER
  })

export const linksQuery = z.object({
  limit: pagingQuery.shape.limit,
  page: queryInt('page', 1, 100000).optional().default(1),
  order: z.enum(LINK_LIST_ORDERS, { error: 'order must be date, click or clicked.' }).optional().default('date'),
  campaign: idOrNone('campaign').optional(),
  domain: idOrNone('domain').optional(),
  directory: queryInt('directory', 1, 2 ** 31 - 1).optional(),
  status: statusList.optional(),
  q: z.string({ error: 'q must be a string.' }).max(200, 'q must be at most 200 characters.').optional(),
  short: z.string({ error: 'short must be a string.' }).max(2100, 'short must be at most 2100 characters.').optional(),
})

/**
 * L4.4: the destination with the link's parameters in its query; a parameter already there is
 * replaced. The server's redirect and the form's preview both use it.
 */
export function withParameters(destination: string, parameters: readonly { name: string; value: string }[]): string {
  if (!parameters.length) return destination
  const url = new URL(destination)
  for (const p of parameters) if (p.name) url.searchParams.set(p.name, p.value)
  return url.toString()
}

// ---- Answers ----

export const linkItem = z.object({
  id,
  alias: z.string(),
  shorturl: z.string(),
  longurl: z.string(),
  title: z.string(),
  description: z.string(),
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
export const linkItemTolerant = z
  .looseObject({
    id: z.coerce.number().int(),
    alias: z.string().catch(''),
    shorturl: z.string().catch(''),
    longurl: z.string().catch(''),
    title: z
      .string()
      .nullable()
      .catch('')
      .transform((v) => v ?? ''),
    description: z
      .string()
      .nullable()
      .catch('')
      .transform((v) => v ?? ''),
    clicks: count,
    uniqueclicks: count,
    domain: z
      .string()
      .nullable()
      .catch('')
      .transform((v) => v ?? ''),
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

/** L3: the live product's fields, then what an edit form needs. */
export const linkDetails = z.object({
  id,
  alias: z.string(),
  shorturl: z.string(),
  longurl: z.string(),
  title: z.string(),
  description: z.string(),
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
  /** G7: old short URLs kept as redirects to this link. */
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
/** X2: POST /url/:id/duplicate answers as a create does. */
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
