import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { AccountView } from '@contract/account'
import { FormServerError } from '@/components/ui/form-server-error'
import { Button } from '@/components/ui/button'
import { Field, inputClass } from '@/components/ui/field'
import { applyApiError } from '@/lib/form-errors'
import { doneMessage, toast } from '@/lib/toast'
import { accountFormSchema, type AccountFormOutput, type AccountFormValues } from './account-form-schema'
import { useUpdateAccount } from './api'

export function AccountForm({ account }: { account: AccountView }) {
  const update = useUpdateAccount()
  const form = useForm<AccountFormValues, unknown, AccountFormOutput>({
    resolver: zodResolver(accountFormSchema),
    defaultValues: { email: account.email, password: '', confirmPassword: '', currentPassword: '' },
  })
  const { errors, isSubmitting } = form.formState
  // D20a: our server says whether a password is set; the live service does not (undefined: ask, do not insist).
  const asksCurrent = account.password !== false

  const onSubmit = form.handleSubmit(async ({ email, password, currentPassword }) => {
    const body = { ...(email !== account.email && { email }), ...(password && { password }) }
    if (!body.email && !body.password) {
      form.setError('root.server', { message: 'Change the email or enter a new password first.' })
      return
    }
    if (account.password === true && !currentPassword) {
      form.setError('currentPassword', { message: 'Enter your current password to change the email or the password.' }, { shouldFocus: true })
      return
    }
    try {
      await update.mutateAsync({ ...body, ...(currentPassword && { currentPassword }) })
      toast.success(doneMessage('Account', null, 'updated'))
      form.reset({ email: email ?? '', password: '', confirmPassword: '', currentPassword: '' })
    } catch (error) {
      applyApiError(error, form.setError, ['email', 'password', 'currentPassword'])
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormServerError form={form} onSubmit={onSubmit} />
      <Field label="Email" error={errors.email?.message}>
        <input type="email" autoComplete="email" className={inputClass} {...form.register('email')} />
      </Field>
      <Field label="New password" hint="At least 8 characters. Leave empty to keep the current one." error={errors.password?.message}>
        <input
          type="password"
          autoComplete="new-password"
          className={inputClass}
          {...form.register('password')}
        />
      </Field>
      <Field label="Confirm new password" error={errors.confirmPassword?.message}>
        <input
          type="password"
          autoComplete="new-password"
          className={inputClass}
          {...form.register('confirmPassword')}
        />
      </Field>
      {asksCurrent && (
        <Field
          label="Current password"
          hint={account.password ? 'Needed to change the email or the password.' : 'Needed if you have set a password before.'}
          error={errors.currentPassword?.message}
        >
          <input type="password" autoComplete="current-password" className={inputClass} {...form.register('currentPassword')} />
        </Field>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  )
}
