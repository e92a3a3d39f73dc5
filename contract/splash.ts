import { z } from 'zod'
import { bodyInt, httpUrlOrEmpty, id, optionalField, optionalText, text, timestamp, withDefault } from './fields.ts'
import { listEnvelope, listEnvelopeTolerant, okInt, okTolerant } from './envelope.ts'

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

export const SPLASH_COUNTDOWN_MAX = 30
export const SPLASH_COUNTDOWN_DEFAULT = 5
export const SPLASH_DELETED = 'Splash page has been deleted successfully.'
export const SPLASH_UPDATED = 'Splash page has been updated successfully.'

/** What a visitor sees. `buttonlabel` "" shows no button; `buttonurl` "" sends the button to the link's destination. */
export interface SplashDesign {
  title: string
  text: string
  image: string
  buttonlabel: string
  buttonurl: string
  /** Seconds before the visitor is sent on; 0: only when they choose to continue. */
  countdown: number
}

const fields = {
  name: text('name', 1, 100),
  title: text('title', 1, 200),
  text: optionalText('text', 2000),
  image: httpUrlOrEmpty('image'),
  buttonlabel: optionalText('buttonlabel', 60),
  buttonurl: httpUrlOrEmpty('buttonurl'),
  countdown: bodyInt('countdown', 0, SPLASH_COUNTDOWN_MAX, ' of seconds'),
}

export const splashCreate = z.object({
  name: fields.name,
  title: fields.title,
  text: withDefault(fields.text, ''),
  image: withDefault(fields.image, ''),
  buttonlabel: withDefault(fields.buttonlabel, ''),
  buttonurl: withDefault(fields.buttonurl, ''),
  countdown: withDefault(fields.countdown, SPLASH_COUNTDOWN_DEFAULT),
})
export type SplashCreate = z.input<typeof splashCreate>

export const splashUpdate = z.object(
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, optionalField(v)])) as {
    [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]>
  },
)

/** A stored design read back: anything missing or broken takes its default, so every row renders. */
export const splashDesign = z.object({
  title: z.string().catch(''),
  text: z.string().catch(''),
  image: fields.image.catch(''),
  buttonlabel: z.string().catch(''),
  buttonurl: fields.buttonurl.catch(''),
  countdown: fields.countdown.catch(SPLASH_COUNTDOWN_DEFAULT),
}) satisfies z.ZodType<SplashDesign>

export const splashDetails = z.object({ id, name: z.string(), date: timestamp, ...splashDesign.shape })
export const splashResponse = z.object({ error: okInt, details: splashDetails })
export const splashResponseTolerant = z.looseObject({
  error: okTolerant,
  details: z.looseObject({ id: z.coerce.number().int(), name: z.string().catch(''), date: z.string().catch(''), ...splashDesign.shape }),
})
export type SplashDetailsView = z.output<typeof splashResponseTolerant>['details']
