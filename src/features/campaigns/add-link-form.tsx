import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { CAMPAIGN_ASSIGNED, type CampaignView } from '@contract/campaigns'
import { Alert } from '@/components/ui/alert'
import { FormActions } from '@/components/ui/form-actions'
import { Field, inputClass } from '@/components/ui/field'
import { ApiError, describeError } from '@/lib/api-client'
import { addLinkSchema, type AddLinkOutput, type AddLinkValues } from './add-link-form-schema'
import { useAssignLink } from './api'

export function AddLinkForm({ item: campaign, onCancel }: { item: CampaignView; onCancel: () => void }) {
  const assign = useAssignLink()
  const [answer, setAnswer] = useState<string | null>(null)
  const form = useForm<AddLinkValues, unknown, AddLinkOutput>({ resolver: zodResolver(addLinkSchema), defaultValues: { linkId: '' } })
  const { errors, isSubmitting } = form.formState
  const { setFocus } = form
  useEffect(() => setFocus('linkId'), [setFocus])

  const onSubmit = form.handleSubmit(async ({ linkId }) => {
    setAnswer(null)
    try {
      const result = await assign.mutateAsync({ campaignId: campaign.id, linkId })
      setAnswer(`${result.message || CAMPAIGN_ASSIGNED} (link ${linkId})`)
      form.reset({ linkId: '' })
    } catch (error) {
      // "Link not found." is about the id typed; anything else concerns the whole form.
      if (error instanceof ApiError && /^link\b/i.test(error.message))
        form.setError('linkId', { type: 'server', message: error.message }, { shouldFocus: true })
      else form.setError('root.server', { type: 'server', message: describeError(error) })
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-4">
      {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
      {/* The region is there before the answer, so screen readers read it out. */}
      <div aria-live="polite">
        {answer && (
          <p className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-100">
            {answer}
          </p>
        )}
      </div>
      <Field
        label="Link id"
        hint="The number of one of your short links. A link is in one campaign at a time: adding it here moves it."
        error={errors.linkId?.message}
      >
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="42"
          className={`${inputClass} max-w-40`}
          {...form.register('linkId')}
        />
      </Field>
      <FormActions submitLabel="Add link" busyLabel="Adding…" cancelLabel="Close" submitting={isSubmitting} onCancel={onCancel} />
    </form>
  )
}
