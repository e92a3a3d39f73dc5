import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError, describeError } from './api-client'

/** The error type of a write refused by the rate limit: `FormServerError` offers to send it later. */
export const RATE_LIMITED = 'rate-limit'

/** On the field its message starts with ("email is already used…"), otherwise as `root.server`. */
export function applyApiError<F extends FieldValues>(error: unknown, setError: UseFormSetError<F>, fields: readonly Path<F>[]) {
  const message = describeError(error)
  const field = error instanceof ApiError ? error.fieldOf(fields) : undefined
  if (field) setError(field, { type: 'server', message }, { shouldFocus: true })
  else setError('root.server', { type: error instanceof ApiError && error.isRateLimit ? RATE_LIMITED : 'server', message })
}
