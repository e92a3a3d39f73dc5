import { z } from 'zod'
import { id, timestamp } from './fields.ts'
import { listEnvelope, listEnvelopeTolerant } from './envelope.ts'

export const splash = z.object({ id, name: z.string(), date: timestamp })
export type Splash = z.infer<typeof splash>

export const splashTolerant = z.looseObject({
  id: z.coerce.number().int(),
  name: z.string().catch(''),
  date: z.string().catch(''),
})
export type SplashView = z.output<typeof splashTolerant>

export const splashList = listEnvelope('splash', splash)
export const splashListTolerant = listEnvelopeTolerant(['splash'], splashTolerant)
