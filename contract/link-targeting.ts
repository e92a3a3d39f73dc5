import { z } from 'zod'
import { countryCode } from './countries.ts'
import { text } from './fields.ts'
import { destination, optionalText, str } from './link-field-rules.ts'

export const DEVICES = ['iphone', 'ipad', 'android', 'windows', 'macos', 'linux', 'chromeos'] as const
export const MAX_GEOTARGETS = 50
export const MAX_DEVICETARGETS = 50
export const MAX_LANGUAGETARGETS = 50
export const MAX_PARAMETERS = 20

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' })
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

/** L4.4: a parameter already in the destination's query is replaced; the server's redirect and the form's preview both use it. */
export function withParameters(destination: string, parameters: readonly { name: string; value: string }[]): string {
  if (!parameters.length) return destination
  const url = new URL(destination)
  for (const p of parameters) if (p.name) url.searchParams.set(p.name, p.value)
  return url.toString()
}
