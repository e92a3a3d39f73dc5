import { z } from 'zod'
import { id, isCalendarDay, queryInt, text, timestamp } from './fields.ts'
import { okString, okTolerant, okInt, pageCountersLoose, pageCountersStrict, toPage } from './envelope.ts'

export const file = z.object({
  id,
  name: z.string(),
  downloads: z.number().int().min(0),
  shorturl: z.string(),
  date: timestamp,
})
export type FileRecord = z.infer<typeof file>

export const fileTolerant = z.looseObject({
  id: z.coerce.number().int(),
  name: z.string().catch(''),
  downloads: z.coerce.number().int().catch(0),
  shorturl: z.string().catch(''),
  date: z.string().catch(''),
})
export type FileView = z.output<typeof fileTolerant>

/** The files list has no `data` wrapper, and `nextpage` is null on the last page (D12). */
export const fileList = z.object({
  error: okString,
  ...pageCountersStrict,
  nextpage: z.number().int().min(1).nullable(),
  list: z.array(file),
})
export const fileListTolerant = z
  .looseObject({ error: okTolerant, ...pageCountersLoose, list: z.array(fileTolerant) })
  .transform((b) => toPage(b.list, b))

export const filesQuery = z.object({
  name: z.string({ error: 'name must be a string.' }).max(255, 'name must be at most 255 characters.').optional(),
  limit: queryInt('limit', 1, 100).optional().default(15),
  page: queryInt('page', 1, 100000).optional().default(1),
})

/** Bidirectional controls can disguise a name: "invoice\u202Efdp.exe" shows as "invoiceexe.pdf". */
const UNSAFE_NAME_CHARS = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/u

export const FILENAME_RULE =
  'filename must be 1 to 255 characters with an extension, and must not contain /, \\, control characters or "..".'
export function isSafeFilename(name: string): boolean {
  return (
    name.length >= 1 &&
    name.length <= 255 &&
    !/[/\\]/.test(name) &&
    !UNSAFE_NAME_CHARS.test(name) &&
    !name.includes('..') &&
    /^[^.].*\.[A-Za-z0-9]{1,16}$/.test(name)
  )
}
export const filename = z.string({ error: 'filename must be a string.' }).refine(isSafeFilename, FILENAME_RULE)

export const ALIAS = /^[A-Za-z0-9_-]{3,50}$/
/** First path segments the server uses itself; an alias there would never be reached. */
export const RESERVED_ALIASES = ['app', 'api', 'avatar'] as const
export const alias = z
  .string({ error: 'custom must be a string.' })
  .regex(ALIAS, 'custom must be 3 to 50 letters, digits, "_" or "-".')
  .refine((v) => !(RESERVED_ALIASES as readonly string[]).includes(v.toLowerCase()), 'custom cannot be app, api or avatar: those addresses are reserved.')

export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/** Query options of the upload (D26). `domain` is checked against the caller's domains by the server. */
export const fileUploadQuery = z.object({
  // The name a download is saved under: no path separators or control characters either.
  name: text('name', 1, 255)
    .refine((v) => !/[/\\]/.test(v) && !UNSAFE_NAME_CHARS.test(v), 'name must not contain /, \\ or control characters.')
    .optional(),
  custom: alias.optional(),
  domain: z.string({ error: 'domain must be a string.' }).max(255, 'domain must be at most 255 characters.').optional(),
  password: z
    .string({ error: 'password must be a string.' })
    .min(1, 'password must not be empty.')
    .max(128, 'password must be at most 128 characters.')
    .optional(),
  expiry: z
    .string({ error: 'expiry must be a string.' })
    .refine(isCalendarDay, 'expiry must be a date like 2030-12-31.')
    .refine((d) => d >= todayUtc(), 'expiry must be today or later.')
    .optional(),
  maxdownloads: queryInt('maxdownloads', 1, 1_000_000_000).optional(),
})
export type FileUploadOptions = z.input<typeof fileUploadQuery>

export const fileUploaded = z.object({ error: okInt, id, shorturl: z.string() })
export const fileUploadedTolerant = z.looseObject({
  error: okTolerant,
  id: z.coerce.number().int(),
  shorturl: z.string(),
})

export const DEFAULT_MAX_UPLOAD_BYTES = 50 * 1024 * 1024
