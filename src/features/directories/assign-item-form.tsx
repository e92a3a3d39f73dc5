import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { DIRECTORY_ASSIGNED } from '@contract/directories'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field, inputClass } from '@/components/ui/field'
import { ApiError, describeError } from '@/lib/api-client'
import { useAssignItem } from './api'
import { assignItemSchema, type AssignItemOutput, type AssignItemValues } from './assign-item-form-schema'

const TYPE_LABELS = { links: 'Short link', bio: 'Bio page', qr: 'QR code' } as const

export function AssignItemForm({ directoryId }: { directoryId: number }) {
  const assign = useAssignItem()
  const [answer, setAnswer] = useState<string | null>(null)
  const form = useForm<AssignItemValues, unknown, AssignItemOutput>({
    resolver: zodResolver(assignItemSchema),
    defaultValues: { type: 'links', itemId: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async ({ type, itemId }) => {
    setAnswer(null)
    try {
      const result = await assign.mutateAsync({ directoryId, type, itemId })
      setAnswer(`${result.message || DIRECTORY_ASSIGNED} (${TYPE_LABELS[type].toLowerCase()} ${itemId})`)
      form.reset({ type, itemId: '' })
    } catch (error) {
      // "Item not found." and "This item is already in the directory." are about the id typed.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409) && !/^directory\b/i.test(error.message)) {
        form.setError('itemId', { type: 'server', message: error.message }, { shouldFocus: true })
      } else form.setError('root.server', { type: 'server', message: describeError(error) })
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
      <div className="grid items-start gap-3 sm:grid-cols-[12rem_10rem_auto]">
        <Field label="Type" error={errors.type?.message}>
          <select className={inputClass} {...form.register('type')}>
            {Object.entries(TYPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Item id" error={errors.itemId?.message}>
          <input type="text" inputMode="numeric" autoComplete="off" placeholder="42" className={inputClass} {...form.register('itemId')} />
        </Field>
        <Button type="submit" disabled={isSubmitting} className="sm:mt-6 sm:justify-self-start">
          {isSubmitting ? 'Adding…' : 'Add to directory'}
        </Button>
      </div>
      {/* The region is there before the answer, so screen readers read it out. */}
      <div aria-live="polite">
        {answer && (
          <p className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-100">
            {answer}
          </p>
        )}
      </div>
    </form>
  )
}
