import { zodResolver } from '@hookform/resolvers/zod'
import type { QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { Page } from '@contract/envelope'
import type { BioItem } from '@contract/bio'
import type { LinkView } from '@contract/links'
import type { QrView } from '@contract/qr'
import { Button } from '@/components/ui/button'
import { Combobox, controlled, type OptionsQuery } from '@/components/ui/combobox'
import { Field, inputClass } from '@/components/ui/field'
import { FormServerError } from '@/components/ui/form-server-error'
import { ApiError, describeError } from '@/lib/api-client'
import { serverErrorType } from '@/lib/form-errors'
import { doneMessage } from '@/lib/toast'
import { useAssignItem } from './api'
import { bioItemRow, linkItemRow, qrItemRow } from './directory-item-row'
import { assignItemSchema, type AssignItemOutput, type AssignItemValues } from './assign-item-form-schema'

const TYPE_LABELS = { links: 'Short link', bio: 'Bio page', qr: 'QR code' } as const

const linkChoices = (page: Page<LinkView>) =>
  page.items.map((l) => ({ id: l.id, label: l.title || l.alias || l.shorturl, detail: `${l.shorturl} · ${l.longurl}`, row: linkItemRow(l) }))

// The QR list cannot search: one page of codes is fetched once and filtered here.
const qrChoices = (page: Page<QrView>, term: string) =>
  page.items
    .filter((q) => q.name.toLowerCase().includes(term.toLowerCase()))
    .map((q) => ({
      id: q.id,
      label: q.name || `QR code ${q.id}`,
      detail: `${q.type ? `${q.type} · ` : ''}${q.scans} ${q.scans === 1 ? 'scan' : 'scans'}`,
      row: qrItemRow(q),
    }))

const bioChoices = (page: Page<BioItem>) =>
  page.items.map((b) => ({ id: b.id, label: b.name, detail: `${b.url} · ${b.views} ${b.views === 1 ? 'view' : 'views'}`, row: bioItemRow(b) }))

interface AssignItemFormProps<LK extends QueryKey, QK extends QueryKey, BK extends QueryKey> {
  directoryId: number
  linkOptions: OptionsQuery<Page<LinkView>, LK>
  qrOptions: OptionsQuery<Page<QrView>, QK>
  /** The search of the caller's bio pages; absent when the service has none (the live one, E5). */
  bioOptions?: OptionsQuery<Page<BioItem>, BK>
}

export function AssignItemForm<LK extends QueryKey, QK extends QueryKey, BK extends QueryKey>({ directoryId, linkOptions, qrOptions, bioOptions }: AssignItemFormProps<LK, QK, BK>) {
  const assign = useAssignItem()
  const [answer, setAnswer] = useState<string | null>(null)
  const form = useForm<AssignItemValues, unknown, AssignItemOutput>({
    resolver: zodResolver(assignItemSchema),
    defaultValues: { type: 'links', item: null },
  })
  const { errors, isSubmitting } = form.formState
  const type = useWatch({ control: form.control, name: 'type' })

  const onSubmit = form.handleSubmit(async ({ type, itemId, name, row }) => {
    setAnswer(null)
    try {
      await assign.mutateAsync({ directoryId, type, itemId, row })
      setAnswer(doneMessage(TYPE_LABELS[type], name, 'added', 'to this directory'))
      form.reset({ type, item: null })
      form.setFocus('item')
    } catch (error) {
      // "Item not found." and "This item is already in the directory." are about the item chosen.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409) && !/^directory\b/i.test(error.message)) {
        form.setError('item', { type: 'server', message: error.message }, { shouldFocus: true })
      } else form.setError('root.server', { type: serverErrorType(error), message: describeError(error) })
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <FormServerError form={form} onSubmit={onSubmit} />
      <div className="grid items-start gap-3 sm:grid-cols-[12rem_minmax(0,28rem)_auto]">
        <Field label="Type" error={errors.type?.message}>
          <select className={inputClass} {...form.register('type', { onChange: () => form.reset({ type: form.getValues('type'), item: null }) })}>
            {Object.entries(TYPE_LABELS).filter(([value]) => value !== 'bio' || bioOptions || type === 'bio').map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        {type === 'links' && (
          <Controller
            key="links"
            control={form.control}
            name="item"
            render={(props) => (
              <Combobox
                label="Link"
                placeholder="Title, alias or URL"
                noMatch="No links match"
                source={{ query: linkOptions, toOptions: linkChoices }}
                {...controlled(props)}
              />
            )}
          />
        )}
        {type === 'qr' && (
          <Controller
            key="qr"
            control={form.control}
            name="item"
            render={(props) => (
              <Combobox
                label="QR code"
                placeholder="Name"
                noMatch="No QR codes match"
                minLength={0}
                source={{ query: qrOptions, toOptions: qrChoices }}
                {...controlled(props)}
              />
            )}
          />
        )}
        {type === 'bio' &&
          (bioOptions ? (
            <Controller
              key="bio"
              control={form.control}
              name="item"
              render={(props) => (
                <Combobox
                  label="Bio page"
                  placeholder="Name or alias"
                  noMatch="No bio pages match"
                  source={{ query: bioOptions, toOptions: bioChoices }}
                  {...controlled(props)}
                />
              )}
            />
          ) : (
            <p className="text-sm text-slate-600 sm:mt-7 dark:text-slate-300">Bio pages need this dashboard’s own server; this API has none.</p>
          ))}
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
