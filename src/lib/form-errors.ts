import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError, CapturedRequest, describeError } from './api-client'
import { isConnectionError } from './connection'

/** The error type of a write refused by the rate limit: `FormServerError` offers to send it later. */
export const RATE_LIMITED = 'rate-limit'

/** The error type of a write that did not reach the API: `FormServerError` drops it once the API answers again. */
export const UNREACHABLE = 'unreachable'

export function serverErrorType(error: unknown) {
  if (error instanceof ApiError && error.isRateLimit) return RATE_LIMITED
  return error instanceof ApiError && error.status === 0 && isConnectionError(error) ? UNREACHABLE : 'server'
}

/** On the field its message starts with ("email is already used…"), otherwise as `root.server`. */
export function applyApiError<F extends FieldValues>(error: unknown, setError: UseFormSetError<F>, fields: readonly Path<F>[]) {
  // "Copy as curl" ran the submit without sending: nothing to show on the form.
  if (error instanceof CapturedRequest) throw error
  const message = describeError(error)
  const field = error instanceof ApiError ? error.fieldOf(fields) : undefined
  if (field) setError(field, { type: 'server', message }, { shouldFocus: true })
  else setError('root.server', { type: serverErrorType(error), message })
}

const LEADING_FIELD = /^[a-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)* (?=(?:must|is|are|should|cannot|can|has|needs|may|does|was|were)\b)/

/** A message beside its field names the field's label, not the API name it starts with ("Root redirect must be…"). */
export function withFieldLabel(message: string, label: string): string {
  // Issue 40 item 10: the label's "(optional)" is for the form, not the sentence.
  const name = label.replace(/\s*\(optional\)$/i, '')
  return LEADING_FIELD.test(message) ? message.replace(LEADING_FIELD, `${name} `) : message
}
