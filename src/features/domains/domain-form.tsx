import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import type { DomainView } from '@contract/domains'
import type { ItemFormProps } from '@/components/resource/resource-page'
import { FormServerError } from '@/components/ui/form-server-error'
import { FormActions } from '@/components/ui/form-actions'
import { Field, inputClass } from '@/components/ui/field'
import { applyApiError } from '@/lib/form-errors'
import { doneMessage, toast } from '@/lib/toast'
import { useCreateDomain, useUpdateDomain } from './api'
import { DomainInstructions } from './domain-instructions'
import { domainCreateSchema, domainUpdateSchema, type DomainFormOutput, type DomainFormValues } from './domain-form-schema'

const FIELDS = ['domain', 'redirectroot', 'redirect404'] as const
const createResolver = zodResolver(domainCreateSchema)
const updateResolver = zodResolver(domainUpdateSchema)

export function DomainForm({ item: domain, onDone, onCancel }: ItemFormProps<DomainView>) {
  const create = useCreateDomain()
  const update = useUpdateDomain()
  const form = useForm<DomainFormValues, unknown, DomainFormOutput>({
    resolver: domain ? updateResolver : createResolver,
    defaultValues: { domain: domain?.domain ?? '', redirectroot: domain?.redirectroot ?? '', redirect404: domain?.redirect404 ?? '' },
  })
  const { errors, isSubmitting } = form.formState
  const { setFocus } = form
  useEffect(() => setFocus(domain ? 'redirectroot' : 'domain'), [setFocus, domain])

  const onSubmit = form.handleSubmit(async ({ domain: url, redirectroot, redirect404 }) => {
    try {
      if (domain) {
        await update.mutateAsync({ id: domain.id, body: { redirectroot, redirect404 } })
        toast.success(doneMessage('Domain', domain.domain, 'updated'))
      } else {
        await create.mutateAsync({ domain: url, redirectroot, redirect404 })
        toast.success(doneMessage('Domain', url, 'added'))
      }
      onDone()
    } catch (error) {
      applyApiError(error, form.setError, FIELDS)
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-4">
      <FormServerError form={form} onSubmit={onSubmit} />
      <Field
        label="Domain"
        hint={
          domain
            ? 'The domain itself cannot be changed. To use another one, add it as a new domain and delete this one.'
            : 'A host you own, like go.example.com (https:// is assumed), or a full address with http:// and an optional port. No path. It cannot be changed later.'
        }
        error={errors.domain?.message}
      >
        <input
          type="text"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="go.example.com"
          readOnly={Boolean(domain)}
          className={`${inputClass} read-only:bg-slate-100 read-only:text-slate-600 dark:read-only:bg-slate-800 dark:read-only:text-slate-300`}
          {...form.register('domain')}
        />
      </Field>
      {!domain && <DomainInstructions />}
      <Field
        label="Root redirect"
        hint="Where a visit to the domain itself (/) goes. Leave empty for none."
        error={errors.redirectroot?.message}
      >
        <input
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com"
          className={inputClass}
          {...form.register('redirectroot')}
        />
      </Field>
      <Field
        label="404 redirect"
        hint="Where an unknown path on the domain goes. Leave empty to show a plain “not found” page."
        error={errors.redirect404?.message}
      >
        <input
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com/not-found"
          className={inputClass}
          {...form.register('redirect404')}
        />
      </Field>
      <FormActions submitLabel={domain ? 'Save changes' : 'Add domain'} submitting={isSubmitting} onCancel={onCancel} onSubmit={onSubmit} />
    </form>
  )
}
