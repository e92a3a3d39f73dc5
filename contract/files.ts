import { z } from 'zod'
import { RESERVED_LINK_ALIASES, isReservedAlias } from './links.ts'
import { ALIAS, day, id, isCalendarDay, optionalField, queryInt, text, timestamp, todayUtc } from './fields.ts'

// They live in fields.ts, so the links contract does not bring the files contract along; re-exported for the files' callers.
export { ALIAS, todayUtc }
import { okString, okTolerant, okInt, pageCountersLoose, pageCountersStrict, pagingQuery, toPage } from './envelope.ts'

export const file = z.object({
  id,
  name: z.string(),
  downloads: z.number().int().min(0),
  shorturl: z.string(),
  date: timestamp,
  // D26d, beyond SPEC: what the dashboard shows of a file's settings. The live service sends none of them.
  size: z.number().int().min(0),
  protected: z.boolean(),
  expiry: day.nullable(),
  maxdownloads: z.number().int().min(1).nullable(),
})
export type FileRecord = z.infer<typeof file>

export const fileTolerant = z.looseObject({
  id: z.coerce.number().int(),
  name: z.string().catch(''),
  downloads: z.coerce.number().int().catch(0),
  shorturl: z.string().catch(''),
  date: z.string().catch(''),
  size: z.coerce.number().int().min(0).nullable().optional().catch(undefined),
  protected: z.boolean().optional().catch(undefined),
  expiry: z
    .string()
    .nullable()
    .optional()
    .catch(undefined)
    .transform((v) => (typeof v === 'string' && isCalendarDay(v) ? v : v === null ? null : undefined)),
  maxdownloads: z.coerce.number().int().min(1).nullable().optional().catch(undefined),
})
export type FileView = z.output<typeof fileTolerant>

/** D26: a file answers 410 after its expiry day, or once it has been downloaded `maxdownloads` times. */
export function fileState(f: Pick<FileView, 'downloads' | 'expiry' | 'maxdownloads'>, today = todayUtc()): 'available' | 'expired' | 'limit' {
  if (f.expiry && f.expiry < today) return 'expired'
  if (f.maxdownloads != null && f.downloads >= f.maxdownloads) return 'limit'
  return 'available'
}

/** Q33a, ours only: the bytes an account stores and may store (`limit` null: no quota). */
export const fileQuota = z.object({ used: z.number().int().min(0), limit: z.number().int().min(1).nullable() })
export type FileQuota = z.output<typeof fileQuota>

/** The files list has no `data` wrapper, and `nextpage` is null on the last page (D12). */
export const fileList = z.object({
  error: okString,
  ...pageCountersStrict,
  nextpage: z.number().int().min(1).nullable(),
  quota: fileQuota,
  list: z.array(file),
})
export const fileListTolerant = z
  .looseObject({ error: okTolerant, ...pageCountersLoose, quota: fileQuota.optional().catch(undefined), list: z.array(fileTolerant) })
  .transform((b) => ({ ...toPage(b.list, b), quota: b.quota }))

export const filesQuery = z.object({
  name: z.string({ error: 'name must be a string.' }).max(255, 'name must be at most 255 characters.').optional(),
  limit: pagingQuery.shape.limit,
  page: queryInt('page', 1, 100000).optional().default(1),
})

/** Bidirectional controls can disguise a name: "invoice\u202Efdp.exe" shows as "invoiceexe.pdf". */
const UNSAFE_NAME_CHARS = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/u

export const FILENAME_RULE = 'filename must be 1 to 255 characters with an extension, and must not contain /, \\, control characters or "..".'
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

// A5: files and links share one alias namespace and one reserved list (L2c).
export const RESERVED_ALIASES = RESERVED_LINK_ALIASES
export const alias = z
  .string({ error: 'custom must be a string.' })
  .regex(ALIAS, 'custom must be 3 to 50 letters, digits, "_" or "-".')
  .refine((v) => !isReservedAlias(v), `custom cannot be ${RESERVED_LINK_ALIASES.join(', ')}: those addresses are reserved.`)

// The name a download is saved under: no path separators or control characters either.
const fileName = text('name', 1, 255).refine(
  (v) => !/[/\\]/.test(v) && !UNSAFE_NAME_CHARS.test(v),
  'name must not contain /, \\ or control characters.',
)

export const fileUploadQuery = z.object({
  name: fileName.optional(),
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

/** D26d: `PUT /files/:id/update`; "" removes the password or expiry and 0 the limit; null or absent keeps a setting (D10a). */
export const fileUpdate = z.object({
  name: optionalField(fileName),
  password: optionalField(z.string({ error: 'password must be a string.' }).max(128, 'password must be at most 128 characters.')),
  expiry: optionalField(
    z
      .string({ error: 'expiry must be a string.' })
      .trim()
      .refine((d) => d === '' || isCalendarDay(d), 'expiry must be a date like 2030-12-31, or empty to remove it.')
      .refine((d) => d === '' || d >= todayUtc(), 'expiry must be today or later.'),
  ),
  maxdownloads: optionalField(
    z
      .number({ error: 'maxdownloads must be a whole number.' })
      .int('maxdownloads must be a whole number.')
      .min(0, 'maxdownloads must be 0 (no limit) or more.')
      .max(1_000_000_000, 'maxdownloads must be at most 1000000000.'),
  ),
})
export type FileUpdate = z.input<typeof fileUpdate>

export const FILE_UPDATED = 'File has been updated successfully.'
export const FILE_DELETED = 'File has been deleted successfully.'

export const fileUploaded = z.object({ error: okInt, id, shorturl: z.string() })
export const fileUploadedTolerant = z.looseObject({
  error: okTolerant,
  id: z.coerce.number().int(),
  shorturl: z.string(),
})

export const DEFAULT_MAX_UPLOAD_BYTES = 50 * 1024 * 1024
