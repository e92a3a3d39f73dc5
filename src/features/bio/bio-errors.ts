import type { UseFormSetError } from 'react-hook-form'
import { ALIAS_RESERVED, ALIAS_TAKEN } from '@contract/links'
import { ApiError, CapturedRequest, describeError } from '@/lib/api-client'
import { applyApiError } from '@/lib/form-errors'
import { BIO_FIELDS, blockFieldOf, type BioFormValues } from './bio-form-schema'

// Most messages start with the field's name (D7, B1); these name it only in words.
const BY_MESSAGE: Record<string, 'alias' | 'domain'> = { [ALIAS_TAKEN]: 'alias', [ALIAS_RESERVED]: 'alias', 'Domain not found.': 'domain' }

/** E7: a refusal goes beside the field it names, a block's field included ("blocks, block 3: url must be …"); what was typed stays. */
export function applyBioError(error: unknown, setError: UseFormSetError<BioFormValues>) {
  if (error instanceof CapturedRequest) throw error
  const named = error instanceof ApiError && error.status < 500 ? BY_MESSAGE[error.message] : undefined
  const block = error instanceof ApiError && error.status < 500 ? blockFieldOf(error.message) : null
  if (named) setError(named, { type: 'server', message: describeError(error) }, { shouldFocus: true })
  else if (block) setError(block.path, { type: 'server', message: block.message }, { shouldFocus: true })
  else applyApiError(error, setError, BIO_FIELDS)
}
