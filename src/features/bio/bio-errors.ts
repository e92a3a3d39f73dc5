import type { UseFormSetError } from 'react-hook-form'
import { ApiError, describeError } from '@/lib/api-client'
import { applyApiError } from '@/lib/form-errors'
import { BIO_FIELDS, blockFieldOf, type BioFormValues } from './bio-form-schema'

/** E7: a refusal goes beside the field it names, a block's field included ("blocks, block 3: url must be …"); what was typed stays. */
export function applyBioError(error: unknown, setError: UseFormSetError<BioFormValues>) {
  const block = error instanceof ApiError ? blockFieldOf(error.message) : null
  if (block) setError(block.path, { type: 'server', message: block.message }, { shouldFocus: true })
  else applyApiError(error, setError, BIO_FIELDS)
  return describeError(error)
}
