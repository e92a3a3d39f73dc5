import { z } from 'zod'
import { id, optionalField, text, timestamp } from './fields.ts'
import { listEnvelope, listEnvelopeTolerant } from './envelope.ts'

/** D25: the 13 types, in SPEC order. */
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

/** The type-specific tag rule of D25, or null when the tag is fine. */
export function pixelTagProblem(type: string, tag: string): string | null {
  if (type === 'gtmpixel' && !tag.startsWith('GTM-')) return 'tag must start with GTM- for Google Tag Manager.'
  if (type === 'fbpixel' && !/^\d+$/.test(tag)) return 'tag must contain only digits for a Facebook pixel.'
  return null
}

export const pixelCreate = z
  .object({ type: pixelType, name: text('name', 1, 100), tag: pixelTag })
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
