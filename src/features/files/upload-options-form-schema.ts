import { fileUploadQuery, isSafeFilename } from '@contract/files'
import { formatBytes } from './upload-limit'

export const OPTION_FIELDS = ['name', 'custom', 'domain', 'password', 'expiry', 'maxdownloads'] as const
export type OptionField = (typeof OPTION_FIELDS)[number]
/** What the per-file form holds: text as typed, "" for "not set". */
export type OptionValues = Record<OptionField, string>
export type FieldErrors = Partial<Record<OptionField, string>>

export const EMPTY_OPTIONS: OptionValues = { name: '', custom: '', domain: '', password: '', expiry: '', maxdownloads: '' }

export interface UploadPlan {
  filename: string
  query: Record<string, string>
}

export type UploadCheck =
  | { ok: true; plan: UploadPlan }
  | { ok: false; fieldErrors: FieldErrors; error: string | null }

function tooLargeMessage(size: number, maxBytes: number): string {
  // Just over the limit, both round to the same "50 MiB": then say the bytes.
  if (formatBytes(size) === formatBytes(maxBytes)) {
    const bytes = (n: number) => n.toLocaleString('en-US')
    return `This file is ${bytes(size)} bytes; the server accepts files up to ${bytes(maxBytes)} bytes (${formatBytes(maxBytes)}).`
  }
  return `This file is ${formatBytes(size)}; the server accepts files up to ${formatBytes(maxBytes)}.`
}

export function sizeError(size: number, maxBytes: number | null): string | null {
  return maxBytes !== null && size > maxBytes ? tooLargeMessage(size, maxBytes) : null
}

/** A file whose own name the server would refuse (no extension, "..") can still go under a valid Name option. */
export function checkUpload(file: { name: string; size: number }, values: OptionValues, maxBytes: number | null): UploadCheck {
  const tooLarge = sizeError(file.size, maxBytes)
  if (tooLarge) return { ok: false, fieldErrors: {}, error: tooLarge }

  const input: Record<string, string> = {}
  for (const field of OPTION_FIELDS) {
    const value = field === 'password' ? values[field] : values[field].trim()
    if (value !== '') input[field] = value
  }
  const fieldErrors: FieldErrors = {}
  const parsed = fileUploadQuery.safeParse(input)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as OptionField
      fieldErrors[field] ??= issue.message
    }
  }
  const filename = isSafeFilename(file.name) ? file.name : input.name && isSafeFilename(input.name) ? input.name : null
  if (filename === null && !fieldErrors.name) {
    fieldErrors.name = `name is needed: “${file.name}” cannot be sent as a file name (it needs an extension, and no /, \\ or ".."). Enter one like report.pdf.`
  }
  if (!parsed.success || filename === null) return { ok: false, fieldErrors, error: null }

  const query = Object.fromEntries(
    Object.entries(parsed.data)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  )
  return { ok: true, plan: { filename, query } }
}
