import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { LinkDetailsView } from '@contract/links'
import { FormServerError } from '@/components/ui/form-server-error'
import { FormActions } from '@/components/ui/form-actions'
import { doneMessage, toast } from '@/lib/toast'
import { useCreateLink, useUpdateLink } from './api'
import { AliasChange } from './alias-change'
import { LinkChoiceFields } from './link-choice-fields'
import { LinkDestinationFields, LinkProtectionFields } from './link-basic-fields'
import { LinkTypeFields } from './link-type-fields'
import { applyLinkError } from './link-errors'
import { formValues, linkFormSchema, type LinkBody, type LinkFormValues } from './link-form-schema'
import type { LinkChoices, LinkFormApi } from './link-form-types'
import { LinkSocialFields } from './link-social-fields'
import { LinkTargetingFields } from './link-targeting-fields'
import { LinkUtmFields } from './link-utm-fields'

interface LinkEditorProps {
  id?: number
  details?: LinkDetailsView
  choices: LinkChoices
  onDone: () => void
  onCancel: () => void
}

export function LinkEditor({ id, details, choices, onDone, onCancel }: LinkEditorProps) {
  const editing = id !== undefined
  const create = useCreateLink()
  const update = useUpdateLink()
  const resolver = useMemo(() => zodResolver(linkFormSchema(editing)), [editing])
  const form: LinkFormApi = useForm<LinkFormValues, unknown, LinkBody>({ resolver, defaultValues: formValues(details) })
  const { isSubmitting } = form.formState
  const { setFocus } = form
  useEffect(() => setFocus('url'), [setFocus])

  const [moving, setMoving] = useState<LinkBody | null>(null)

  const send = async (body: LinkBody, keepOld?: boolean) => {
    try {
      if (id !== undefined) {
        const saved = await update.mutateAsync({ id, body: keepOld === undefined ? body : { ...body, keepoldalias: keepOld } })
        toast.success(doneMessage('Link', saved.shorturl, 'updated'))
      } else {
        const saved = await create.mutateAsync(body)
        toast.success(doneMessage('Link', saved.shorturl, 'created'))
      }
      onDone()
    } catch (error) {
      setMoving(null)
      applyLinkError(error, form.setError)
    }
  }
  const moves = (body: LinkBody) =>
    details !== undefined && ((body.custom ?? details.alias).toLowerCase() !== details.alias.toLowerCase() || (body.domain ?? details.domain) !== details.domain)
  const onSubmit = form.handleSubmit(async (body) => {
    if (editing && moves(body)) return setMoving(body)
    await send(body)
  })

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-6">
      <FormServerError form={form} onSubmit={onSubmit} />
      <LinkDestinationFields form={form} domains={choices.domains} editing={editing} />
      <LinkProtectionFields form={form} editing={editing} isProtected={details ? details.protected : false} />
      <LinkTypeFields form={form} splashes={choices.splashes} overlays={choices.overlays} />
      <LinkTargetingFields form={form} />
      <LinkUtmFields form={form} />
      <LinkChoiceFields form={form} pixels={choices.pixels} campaigns={choices.campaigns} />
      <LinkSocialFields form={form} />
      {moving && details ? (
        <AliasChange
          before={details.shorturl}
          after={`${moving.domain || (details.domain ? 'the default domain' : new URL(details.shorturl).origin)}/${moving.custom ?? details.alias}`}
          canKeep={details.keptaliases !== undefined}
          submitting={update.isPending}
          onConfirm={(keepOld) => void send(moving, details.keptaliases !== undefined ? keepOld : undefined)}
          onCancel={() => setMoving(null)}
        />
      ) : (
        <FormActions submitLabel={editing ? 'Save changes' : 'Create link'} submitting={isSubmitting} onCancel={onCancel} onSubmit={onSubmit} />
      )}
    </form>
  )
}
