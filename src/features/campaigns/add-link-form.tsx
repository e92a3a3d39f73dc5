import { zodResolver } from '@hookform/resolvers/zod'
import type { QueryKey } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import type { CampaignView } from '@contract/campaigns'
import type { Page } from '@contract/envelope'
import { isExpired } from '@contract/link-expiry'
import type { LinkView } from '@contract/links'
import { Combobox, controlled, type OptionsQuery } from '@/components/ui/combobox'
import { FormActions } from '@/components/ui/form-actions'
import { FormServerError } from '@/components/ui/form-server-error'
import { ApiError, describeError } from '@/lib/api-client'
import { serverErrorType } from '@/lib/form-errors'
import { doneMessage } from '@/lib/toast'
import { addLinkSchema, type AddLinkOutput, type AddLinkValues } from './add-link-form-schema'
import { useAssignLink } from './api'

interface AddLinkFormProps<K extends QueryKey> {
  item: CampaignView
  onCancel: () => void
  linkOptions: OptionsQuery<Page<LinkView>, K>
  onAdded?: (linkId: number) => void
}

const toOptions = (page: Page<LinkView>) =>
  page.items.map((l) => ({ id: l.id, label: l.title || l.alias || l.shorturl, detail: `${l.shorturl} · ${l.longurl}`, live: !isExpired(l.expiry), from: l.campaign }))

export function AddLinkForm<K extends QueryKey>({ item: campaign, onCancel, linkOptions, onAdded }: AddLinkFormProps<K>) {
  const assign = useAssignLink()
  const [answer, setAnswer] = useState<string | null>(null)
  const form = useForm<AddLinkValues, unknown, AddLinkOutput>({ resolver: zodResolver(addLinkSchema), defaultValues: { link: null } })
  const { isSubmitting } = form.formState
  const { setFocus } = form
  useEffect(() => setFocus('link'), [setFocus])

  const onSubmit = form.handleSubmit(async ({ link }) => {
    setAnswer(null)
    try {
      await assign.mutateAsync({ campaignId: campaign.id, linkId: link.id, live: link.live, from: link.from })
      setAnswer(doneMessage('Link', link.label, 'added', `to campaign “${campaign.name}”`))
      onAdded?.(link.id)
      form.reset({ link: null })
      setFocus('link')
    } catch (error) {
      // "Link not found." is about the link picked; anything else concerns the whole form.
      if (error instanceof ApiError && /^link\b/i.test(error.message))
        form.setError('link', { type: 'server', message: error.message }, { shouldFocus: true })
      else form.setError('root.server', { type: serverErrorType(error), message: describeError(error) })
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-4">
      <FormServerError form={form} onSubmit={onSubmit} />
      {/* The region is there before the answer, so screen readers read it out. */}
      <div aria-live="polite">
        {answer && (
          <p className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-100">
            {answer}
          </p>
        )}
      </div>
      <Controller
        control={form.control}
        name="link"
        render={(props) => (
          <Combobox
            label="Link"
            hint="Search your short links by title, alias or URL. A link is in one campaign at a time: adding it here moves it."
            placeholder="Title, alias or URL"
            noMatch="No links match"
            source={{ query: linkOptions, toOptions }}
            {...controlled(props)}
          />
        )}
      />
      <FormActions submitLabel="Add link" busyLabel="Adding…" cancelLabel="Close" submitting={isSubmitting} onCancel={onCancel} />
    </form>
  )
}
