import { z } from 'zod'
import { id, optionalField, text, timestamp } from './fields.ts'
import { listEnvelope, listEnvelopeTolerant } from './envelope.ts'

export const PIXEL_TYPES = [
  'gtmpixel',
  'gapixel',
  'fbpixel',
  'adwordspixel',
  'linkedinpixel',
  'twitterpixel',
  'adrollpixel',
  'quorapixel',
  'pinterest',
  'bing',
  'snapchat',
  'reddit',
  'tiktok',
] as const
export const pixelType = z.enum(PIXEL_TYPES, { error: `type must be one of ${PIXEL_TYPES.join(', ')}.` })
export type PixelType = z.infer<typeof pixelType>

export const pixel = z.object({ id, type: pixelType, name: z.string(), tag: z.string(), date: timestamp })
export type Pixel = z.infer<typeof pixel>

export const pixelTolerant = z.looseObject({
  id: z.coerce.number().int(),
  type: z.string(),
  name: z.string().catch(''),
  tag: z.string().catch(''),
  date: z.string().catch(''),
})
export type PixelView = z.output<typeof pixelTolerant>

export const pixelList = listEnvelope('pixels', pixel)
export const pixelListTolerant = listEnvelopeTolerant(['pixels'], pixelTolerant)

export const pixelTag = text('tag', 3, 100)

interface TagFormat {
  /** What the vendor calls it, as a noun phrase after "must be". */
  what: string
  example: string
  /** null: the vendor documents no format, and only the length rule (3..100) applies. */
  pattern: RegExp | null
  note?: string
}

/** D25a: each vendor's documented id format; the server and the form both check it here. */
export const PIXEL_TAG_FORMATS: Record<PixelType, TagFormat> = {
  gtmpixel: { what: 'a Google Tag Manager container ID: GTM- and 4 to 12 capital letters or digits', example: 'GTM-K9X2PQ7', pattern: /^GTM-[A-Z0-9]{4,12}$/ },
  gapixel: {
    what: 'a Google Analytics 4 measurement ID: G- and 4 to 12 capital letters or digits',
    example: 'G-7FQ2LZ9X1D',
    pattern: /^G-[A-Z0-9]{4,12}$/,
    note: 'Universal Analytics IDs (UA-…) no longer collect data.',
  },
  fbpixel: { what: 'a Meta pixel ID: digits only', example: '1234567890123456', pattern: /^\d{3,100}$/ },
  adwordspixel: {
    what: 'a Google Ads tag ID: AW- and 6 to 12 digits, optionally followed by / and a conversion label',
    example: 'AW-123456789',
    pattern: /^AW-\d{6,12}(?:\/[A-Za-z0-9_-]{1,64})?$/,
  },
  linkedinpixel: { what: 'a LinkedIn partner ID: digits only', example: '4412087', pattern: /^\d{3,12}$/ },
  // X documents no format for pixel ids (they look like "o1abc"): only the length rule.
  twitterpixel: { what: 'an X (Twitter) pixel ID', example: 'o1abc', pattern: null },
  adrollpixel: {
    what: 'an AdRoll advertiser ID of 22 capital letters and digits, optionally followed by / and the pixel ID',
    example: 'ABCDEFGHIJKLMNOPQRSTUV/WXYZ0123456789ABCDEFGH',
    pattern: /^[A-Z0-9]{22}(?:\/[A-Z0-9]{22})?$/,
  },
  quorapixel: { what: 'a Quora pixel ID of 32 hexadecimal characters', example: '0123456789abcdef0123456789abcdef', pattern: /^[0-9a-fA-F]{32}$/ },
  pinterest: { what: 'a Pinterest tag ID: digits only, usually 13', example: '2612345678901', pattern: /^\d{10,16}$/ },
  bing: { what: 'a Microsoft Advertising UET tag ID: digits only', example: '12345678', pattern: /^\d{4,12}$/ },
  snapchat: {
    what: 'a Snap pixel ID in UUID form',
    example: '1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f',
    pattern: /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
  },
  reddit: { what: 'a Reddit pixel ID: a2_ or t2_ and letters or digits', example: 'a2_abc123xyz', pattern: /^(?:a2|t2)_[a-z0-9]{3,30}$/i },
  tiktok: { what: 'a TikTok pixel code of 20 capital letters and digits', example: 'C4BNMOKNCKAH5TF6VBKG', pattern: /^[A-Z0-9]{20}$/ },
}

const isPixelType = (type: string): type is PixelType => (PIXEL_TYPES as readonly string[]).includes(type)

export function pixelTagProblem(type: string, tag: string): string | null {
  if (!isPixelType(type)) return null
  const { what, example, pattern, note } = PIXEL_TAG_FORMATS[type]
  if (!pattern || pattern.test(tag)) return null
  return `tag must be ${what}, like ${example}.${note ? ` ${note}` : ''}`
}

/** Issue 34: capital-letter vendor ids are read in any case; a Google Ads label is case-sensitive, so only `AW-` is raised. */
export function normalisePixelTag(type: string, tag: string): string {
  const t = tag.trim()
  if (type === 'gtmpixel' || type === 'gapixel' || type === 'adrollpixel' || type === 'tiktok') return t.toUpperCase()
  if (type === 'adwordspixel') return t.replace(/^aw-/i, 'AW-')
  return t
}

export const pixelCreate = z
  .object({ type: pixelType, name: text('name', 1, 100), tag: pixelTag })
  .transform((p) => ({ ...p, tag: normalisePixelTag(p.type, p.tag) }))
  .superRefine((p, ctx) => {
    const problem = pixelTagProblem(p.type, p.tag)
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['tag'] })
  })
export type PixelCreate = z.input<typeof pixelCreate>

/** The type is fixed on update; the server checks the tag against the stored type. */
export const pixelUpdate = z.object({ name: optionalField(text('name', 1, 100)), tag: pixelTag })
export type PixelUpdate = z.input<typeof pixelUpdate>

export const PIXEL_UPDATED = 'Pixel has been updated successfully.'
export const PIXEL_DELETED = 'Pixel has been deleted successfully.'
