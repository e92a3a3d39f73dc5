import { z } from 'zod'
import { id, timestamp } from './fields.ts'
import { listEnvelope, listEnvelopeTolerant } from './envelope.ts'

export const OVERLAY_TYPES = ['contact', 'poll', 'message', 'newsletter', 'image', 'coupon'] as const

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
