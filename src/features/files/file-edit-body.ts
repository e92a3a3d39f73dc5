import { fileUpdate, type FileUpdate, type FileView } from '@contract/files'

export interface FileEditValues {
  name: string
  password: string
  removePassword: boolean
  expiry: string
  maxdownloads: string
}
export type FileEditField = 'name' | 'password' | 'expiry' | 'maxdownloads'

export const editValuesOf = (f: FileView): FileEditValues => ({
  name: f.name,
  password: '',
  removePassword: false,
  expiry: f.expiry ?? '',
  maxdownloads: f.maxdownloads == null ? '' : String(f.maxdownloads),
})

/** D26d: only what the person changed is sent, so a setting the service never told us about stays untouched. */
export function editBody(f: FileView, v: FileEditValues): FileUpdate {
  const before = editValuesOf(f)
  const limit = v.maxdownloads.trim()
  return {
    ...(v.name.trim() !== before.name && { name: v.name }),
    ...(v.removePassword ? { password: '' } : v.password !== '' && { password: v.password }),
    ...(v.expiry !== before.expiry && { expiry: v.expiry }),
    ...(limit !== before.maxdownloads && { maxdownloads: limit === '' ? 0 : /^\d+$/.test(limit) ? Number(limit) : (limit as unknown as number) }),
  }
}

export function editProblems(body: FileUpdate): Partial<Record<FileEditField, string>> | null {
  const parsed = fileUpdate.safeParse(body)
  if (parsed.success) return null
  const out: Partial<Record<FileEditField, string>> = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as FileEditField
    out[field] ??= issue.message
  }
  return out
}
