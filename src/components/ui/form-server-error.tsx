import { useEffect } from 'react'
import { RATE_LIMITED, UNREACHABLE } from '@/lib/form-errors'
import { useOffline, useUnreachable } from '@/lib/offline'
import { Alert } from './alert'
import { RateLimitNotice } from './rate-limit-notice'

export interface ServerErrorForm {
  formState: { errors: { root?: Record<string, { type?: string | number; message?: string }> } }
  clearErrors: (name: 'root.server') => void
}

/** The form's `root.server` error; a rate-limit refusal or an unreachable API clears itself when that is over. */
export function FormServerError({ form, onSubmit }: { form: ServerErrorForm; onSubmit: () => unknown }) {
  const error = form.formState.errors.root?.server
  const offline = useOffline()
  const unreachable = useUnreachable()
  const back = !offline && !unreachable
  const stale = error?.type === UNREACHABLE && back
  useEffect(() => {
    if (stale) form.clearErrors('root.server')
  }, [stale, form])
  if (!error || stale) return null
  if (error.type !== RATE_LIMITED) return <Alert>{error.message}</Alert>
  return (
    <RateLimitNotice
      onExpire={() => form.clearErrors('root.server')}
      onSend={() => {
        form.clearErrors('root.server')
        void onSubmit()
      }}
    />
  )
}
