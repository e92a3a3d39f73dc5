import { z } from 'zod'
import { email, hexColor6, httpUrl, httpUrlOrEmpty, id, optionalField, optionalText, text, timestamp, withDefault } from './fields.ts'
import { listEnvelope, listEnvelopeTolerant, okInt, okTolerant } from './envelope.ts'

export const OVERLAY_TYPES = ['contact', 'poll', 'message', 'newsletter', 'image', 'coupon'] as const
export type OverlayType = (typeof OVERLAY_TYPES)[number]

export const overlay = z.object({ id, type: z.enum(OVERLAY_TYPES), name: z.string(), date: timestamp })
export type Overlay = z.infer<typeof overlay>

export const overlayTolerant = z.looseObject({
  id: z.coerce.number().int(),
  type: z.string().catch('unknown'),
  name: z.string().catch(''),
  date: z.string().catch(''),
})
export type OverlayView = z.output<typeof overlayTolerant>

export const overlayList = listEnvelope('cta', overlay)
// The live service has been seen to list overlays under `overlay` as well as `cta`.
export const overlayListTolerant = listEnvelopeTolerant(['cta', 'overlay'], overlayTolerant)

/** Polls stay read-only (D41c): listed, deleted, never created or edited here. */
export const EDITABLE_OVERLAY_TYPES = ['message', 'contact', 'newsletter', 'coupon', 'image'] as const
export type EditableOverlayType = (typeof EDITABLE_OVERLAY_TYPES)[number]
export const OVERLAY_TYPE_RULE = `type must be one of ${EDITABLE_OVERLAY_TYPES.join(', ')} (poll overlays are read-only).`
export const OVERLAY_DELETED = 'Overlay has been deleted successfully.'
export const OVERLAY_UPDATED = 'Overlay has been updated successfully.'
export const POLL_READ_ONLY = 'Poll overlays are read-only: they can be listed and deleted, not edited.'
export const OVERLAY_TYPE_FIXED = 'type cannot be changed: create a new overlay instead.'

const f = {
  text: (max: number) => optionalText('text', max),
  title: text('title', 1, 100),
  buttonlabel: optionalText('buttonlabel', 40),
  buttonurl: httpUrlOrEmpty('buttonurl'),
  bgcolor: hexColor6('bgcolor'),
  textcolor: hexColor6('textcolor'),
  buttoncolor: hexColor6('buttoncolor'),
  code: text('code', 1, 50),
  image: httpUrl('image'),
  link: httpUrl('link'),
  alt: text('text', 1, 200),
}

/** Per type: each field's schema and its default on create (`undefined`: required). */
const DESIGNS: Record<EditableOverlayType, Record<string, readonly [z.ZodType, unknown]>> = {
  message: {
    text: [text('text', 1, 500), undefined],
    buttonlabel: [f.buttonlabel, ''],
    buttonurl: [f.buttonurl, ''],
    bgcolor: [f.bgcolor, '#1e3a8a'],
    textcolor: [f.textcolor, '#ffffff'],
    buttoncolor: [f.buttoncolor, '#facc15'],
  },
  contact: { title: [f.title, undefined], text: [f.text(500), ''], buttonlabel: [f.buttonlabel, 'Send'] },
  newsletter: { title: [f.title, undefined], text: [f.text(500), ''], buttonlabel: [f.buttonlabel, 'Subscribe'] },
  coupon: { title: [f.title, undefined], text: [f.text(500), ''], code: [f.code, undefined] },
  image: { image: [f.image, undefined], link: [f.link, undefined], text: [f.alt, undefined] },
}

interface Designs {
  message: { text: string; buttonlabel: string; buttonurl: string; bgcolor: string; textcolor: string; buttoncolor: string }
  contact: { title: string; text: string; buttonlabel: string }
  newsletter: { title: string; text: string; buttonlabel: string }
  coupon: { title: string; text: string; code: string }
  image: { image: string; link: string; text: string }
}
export type OverlayDesign = { [T in EditableOverlayType]: { type: T } & Designs[T] }[EditableOverlayType]
export const OVERLAY_FIELDS = Object.fromEntries(EDITABLE_OVERLAY_TYPES.map((t) => [t, Object.keys(DESIGNS[t])])) as {
  [T in EditableOverlayType]: (keyof Designs[T])[]
}

const entries = (type: EditableOverlayType) => Object.entries(DESIGNS[type])
const createOf = (type: EditableOverlayType) =>
  z.object({
    type: z.literal(type),
    name: text('name', 1, 100),
    ...Object.fromEntries(entries(type).map(([k, [schema, fallback]]) => [k, fallback === undefined ? schema : withDefault(schema, fallback)])),
  })

export const overlayCreate = z.discriminatedUnion(
  'type',
  EDITABLE_OVERLAY_TYPES.map(createOf) as unknown as [ReturnType<typeof createOf>, ...ReturnType<typeof createOf>[]],
  { error: (iss) => (iss.code === 'invalid_union' ? OVERLAY_TYPE_RULE : undefined) },
) as unknown as z.ZodType<{ name: string } & OverlayDesign, { type: EditableOverlayType; name: string } & Record<string, unknown>>
export type OverlayCreate = z.input<typeof overlayCreate>

export const overlayUpdate = (type: EditableOverlayType) =>
  z.object({
    type: optionalField(z.literal(type, { error: OVERLAY_TYPE_FIXED })),
    name: optionalField(text('name', 1, 100)),
    ...Object.fromEntries(entries(type).map(([k, [schema]]) => [k, optionalField(schema)])),
  }) as unknown as z.ZodType<{ type?: string; name?: string } & Partial<Designs[typeof type]>>

/** A stored design read back: each field that is missing or broken takes its default, so every row renders. */
export function overlayDesign(type: string, stored: unknown): OverlayDesign | null {
  if (!(EDITABLE_OVERLAY_TYPES as readonly string[]).includes(type)) return null
  const t = type as EditableOverlayType
  const raw = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>
  const out: Record<string, unknown> = { type: t }
  for (const [k, [schema, fallback]] of entries(t)) {
    const parsed = schema.safeParse(raw[k])
    out[k] = parsed.success ? parsed.data : (fallback ?? '')
  }
  return out as OverlayDesign
}

export const overlayDetails = z.looseObject({ id, type: z.enum(OVERLAY_TYPES), name: z.string(), date: timestamp })
export const overlayResponse = z.object({ error: okInt, details: overlayDetails })
export const overlayResponseTolerant = z.looseObject({
  error: okTolerant,
  details: z.looseObject({ id: z.coerce.number().int(), type: z.string().catch('unknown'), name: z.string().catch(''), date: z.string().catch('') }),
})
export type OverlayDetailsView = z.output<typeof overlayResponseTolerant>['details']


export const OVERLAY_POST_MAX_BYTES = 8 * 1024
export const OVERLAY_POST_THANKS = 'Thank you: your message has been sent.'
export const OVERLAY_SIGNUP_THANKS = 'Thank you: you are signed up.'

export const contactPost = z.object({
  name: text('name', 1, 100),
  email: email('email'),
  message: text('message', 1, 2000),
})
export const newsletterPost = z.object({ email: email('email') })

export const overlayMessage = z.object({
  id,
  name: z.string(),
  email: z.string(),
  message: z.string(),
  date: timestamp,
})
export type OverlayMessage = z.infer<typeof overlayMessage>
export const overlayMessageList = listEnvelope('messages', overlayMessage)
export const overlayMessageListTolerant = listEnvelopeTolerant(
  ['messages'],
  z.looseObject({ id: z.coerce.number().int(), name: z.string().catch(''), email: z.string().catch(''), message: z.string().catch(''), date: z.string().catch('') }),
)
