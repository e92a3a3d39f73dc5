import { z } from 'zod'
import { MAX_ID, isHttpUrl, parseId } from './wire.ts'

export { MAX_ID, isHttpUrl, parseId }

// Every message names its field, so the server answers with it verbatim and a form shows it by its input (D7).
// JSON null is "not given" (D10a): for a required field that is "is required", never "must be a string".
const typed = (field: string, kind: string) => ({
  error: (iss: { input?: unknown }) => (iss.input === undefined || iss.input === null ? `${field} is required.` : `${field} must be ${kind}.`),
})

/** D10a: an optional body field where JSON null means "not given", as leaving it out (clients that send null for defaults work). */
export const optionalField = <T extends z.ZodType>(schema: T) =>
  // Typed as plain optional: null is tolerated, not offered; the dashboard never sends it.
  schema.nullish().transform((v) => v ?? undefined) as unknown as z.ZodOptional<T>

export const text = (field: string, min: number, max: number) =>
  z
    .string(typed(field, 'a string'))
    .trim()
    .min(min, min === 1 ? `${field} must not be empty.` : `${field} must be at least ${min} characters.`)
    .max(max, `${field} must be at most ${max} characters.`)

export const bool = (field: string) => z.boolean(typed(field, 'true or false'))

export const httpUrl = (field: string) =>
  z
    .string(typed(field, 'a string'))
    .trim()
    .max(2000, `${field} must be at most 2000 characters.`)
    .refine(isHttpUrl, `${field} must be a full URL starting with http:// or https://.`)

/** An http(s) URL, or "" to clear the setting (D21). */
export const httpUrlOrEmpty = (field: string) =>
  z
    .string(typed(field, 'a string'))
    .trim()
    .max(2000, `${field} must be at most 2000 characters.`)
    .refine((v) => v === '' || isHttpUrl(v), `${field} must be a full URL starting with http:// or https://, or empty.`)

export const email = (field = 'email') =>
  z
    .string(typed(field, 'a string'))
    .trim()
    .max(254, `${field} must be at most 254 characters.`)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, `${field} must be a valid email address.`)

export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/
export const hexColor = (field = 'color') =>
  z.string(typed(field, 'a string')).trim().regex(HEX_COLOR, `${field} must be a HEX colour like #1e90ff or #19f.`)

const RGB = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/
export function parseRgb(value: string): [number, number, number] | null {
  const m = RGB.exec(value.trim())
  if (!m) return null
  const parts = [Number(m[1]), Number(m[2]), Number(m[3])] as [number, number, number]
  return parts.every((n) => n <= 255) ? parts : null
}
export const rgbColor = (field: string) =>
  z
    .string(typed(field, 'a string'))
    .refine((v) => parseRgb(v) !== null, `${field} must be a colour like rgb(255,255,255), each value 0 to 255.`)
    .transform((v) => `rgb(${parseRgb(v)!.join(',')})`)

export const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/
export const DAY = /^\d{4}-\d{2}-\d{2}$/
export const timestamp = z.string().regex(TIMESTAMP, 'must be a timestamp YYYY-MM-DD HH:MM:SS')
export const day = z.string().regex(DAY, 'must be a date YYYY-MM-DD')

/** A moment as the wire carries it: UTC `YYYY-MM-DD HH:MM:SS` (D18). */
export const toTimestamp = (d: Date): string => d.toISOString().slice(0, 19).replace('T', ' ')
export const toDay = (d: Date): string => d.toISOString().slice(0, 10)

export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10)
}

export const ALIAS = /^[A-Za-z0-9_-]{3,50}$/

export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false
  const d = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value
}

export const id = z.number().int().positive()

export const queryInt = (field: string, min: number, max: number) =>
  z
    .string(typed(field, 'a whole number'))
    .regex(/^\d{1,9}$/, `${field} must be a whole number from ${min} to ${max}.`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${field} must be a whole number from ${min} to ${max}.`)

/** D11: `limit` is any positive whole number, a page serves at most `max`; over 30 digits is refused to bound the work. */
export const queryLimit = (max: number) =>
  z
    .string(typed('limit', 'a whole number'))
    .regex(/^\d{1,30}$/, 'limit must be a whole number from 1 up.')
    .transform(Number)
    .refine((n) => n >= 1, 'limit must be a whole number from 1 up.')
    .transform((n) => Math.min(n, max))

export const idText = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => parseId(v) !== null, message)
    .transform(Number)

export const optionalText = (field: string, max: number) =>
  z.string(typed(field, 'a string')).trim().max(max, `${field} must be at most ${max} characters.`)

export const hexColor6 = (field: string) =>
  z
    .string(typed(field, 'a string'))
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, `${field} must be a colour like #1e90ff (# and six hex digits).`)
    .transform((v) => v.toLowerCase())

export const bodyInt = (field: string, min: number, max: number, unit = '') =>
  z
    .number(typed(field, 'a whole number'))
    .int(`${field} must be a whole number${unit} from ${min} to ${max}.`)
    .min(min, `${field} must be a whole number${unit} from ${min} to ${max}.`)
    .max(max, `${field} must be a whole number${unit} from ${min} to ${max}.`)

export const withDefault = <T extends z.ZodType>(schema: T, fallback: z.output<T>) =>
  schema.nullish().transform((v) => (v ?? fallback) as z.output<T>)
