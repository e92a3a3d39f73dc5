import { z } from 'zod'
import { isExpired, isExpiryText } from './link-expiry.ts'
import { ALIAS, isHttpUrl, optionalField } from './fields.ts'
import { destination, list, optionalText, str } from './link-field-rules.ts'
import { MAX_DEVICETARGETS, MAX_GEOTARGETS, MAX_LANGUAGETARGETS, MAX_PARAMETERS, deviceTarget, geoTarget, languageTarget, urlParameter } from './link-targeting.ts'
import { LINK_STATUSES, linkType } from './link-type.ts'

export const MAX_PIXELS = 50

/** First path segments the server answers itself: an alias there would never be reached (L2). */
export const RESERVED_LINK_ALIASES = ['app', 'api', 'avatar', 'qr', 'r', 's', 'u', 'bio', 'assets', 'static', 'healthz', 'readyz', 'metrics', 'admin', 'login', 'signin'] as const
export const isReservedAlias = (alias: string) => (RESERVED_LINK_ALIASES as readonly string[]).includes(alias.toLowerCase())

export const ALIAS_TAKEN = 'That alias is taken. Please choose another one.'
export const ALIAS_RESERVED = 'That alias is reserved. Please choose another one.'
export const OWN_URL = 'You cannot shorten URLs of this website.'
export const EXPIRY_PAST = 'The expiry date must be later than today.'

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
