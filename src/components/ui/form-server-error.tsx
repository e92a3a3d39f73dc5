import { RATE_LIMITED } from '@/lib/form-errors'
import { Alert } from './alert'
import { RateLimitNotice } from './rate-limit-notice'

export interface ServerErrorForm {
  formState: { errors: { root?: Record<string, { type?: string | number; message?: string }> } }
  clearErrors: (name: 'root.server') => void
}

/** The form's `root.server` error; a rate-limit refusal offers to send once the pause is over and goes away with it. */
export function FormServerError({ form, onSubmit }: { form: ServerErrorForm; onSubmit: () => unknown }) {
  const error = form.formState.errors.root?.server
  if (!error) return null
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
