import type { FieldPath, UseFormSetError } from 'react-hook-form'
import { ALIAS_RESERVED, ALIAS_TAKEN, EXPIRY_PAST, OWN_URL } from '@contract/links'
import { ApiError, CapturedRequest, describeError } from '@/lib/api-client'
import { serverErrorType } from '@/lib/form-errors'
import type { LinkFormValues } from './link-form-schema'

type LinkField = FieldPath<LinkFormValues>

// Most messages start with the field's name (D7); these few name it only in words.
const BY_MESSAGE: Record<string, LinkField> = {
  [ALIAS_TAKEN]: 'custom',
  [ALIAS_RESERVED]: 'custom',
  [OWN_URL]: 'url',
  [EXPIRY_PAST]: 'expiry',
  'Pixel not found.': 'pixels',
  'Campaign not found.': 'campaign',
  'Domain not found.': 'domain',
}
const ROWS = ['geotarget', 'devicetarget', 'languagetarget', 'parameters'] as const
const FIELDS = ['url', 'custom', 'domain', 'password', 'expiry', 'type', 'metatitle', 'metadescription', 'metaimage', 'description', 'pixels', 'campaign'] as const

export function linkErrorField(message: string): LinkField | undefined {
  if (BY_MESSAGE[message]) return BY_MESSAGE[message]
  const first = /^[A-Za-z_]\w*/.exec(message)?.[0] ?? ''
  if ((ROWS as readonly string[]).includes(first)) return first as (typeof ROWS)[number]
  return (FIELDS as readonly string[]).includes(first) ? (first as LinkField) : undefined
}

/** Puts the server's refusal on its field (what was typed stays), or above the form. */
export function applyLinkError(error: unknown, setError: UseFormSetError<LinkFormValues>) {
  // "Copy as curl" ran the submit without sending: nothing to show on the form.
  if (error instanceof CapturedRequest) throw error
  const message = describeError(error)
  const field = error instanceof ApiError && error.status < 500 ? linkErrorField(error.message) : undefined
  if (field) setError(field, { type: 'server', message }, { shouldFocus: true })
  else setError('root.server', { type: serverErrorType(error), message })
}
