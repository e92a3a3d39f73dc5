import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { todayUtc, type FileView } from '@contract/files'
import { FormActions } from '@/components/ui/form-actions'
import { Field, inputClass } from '@/components/ui/field'
import { FormServerError } from '@/components/ui/form-server-error'
import { applyApiError } from '@/lib/form-errors'
import { countOf } from '@/lib/format'
import { doneMessage, toast } from '@/lib/toast'
import { useUpdateFile } from './api'
import { RANGE_COUNTS } from './download-limit-note'
import { editBody, editProblems, editValuesOf, type FileEditField, type FileEditValues } from './file-edit-body'

const FIELDS: readonly FileEditField[] = ['name', 'password', 'expiry', 'maxdownloads']

export function FileEditForm({ file, onDone, onCancel }: { file: FileView; onDone: () => void; onCancel: () => void }) {
  const update = useUpdateFile()
  const form = useForm<FileEditValues>({ defaultValues: editValuesOf(file) })
  const { errors, isSubmitting } = form.formState
  const { setFocus } = form
  useEffect(() => setFocus('name'), [setFocus])

  const onSubmit = form.handleSubmit(async (values) => {
    const body = editBody(file, values)
    const problems = editProblems(body)
    if (problems) {
      for (const field of FIELDS) if (problems[field]) form.setError(field, { type: 'contract', message: problems[field] }, { shouldFocus: true })
      return
    }
    if (Object.keys(body).length === 0) return onDone()
    try {
      await update.mutateAsync({ id: file.id, body })
      toast.success(doneMessage('File', values.name || file.name, 'updated'))
      onDone()
    } catch (error) {
      applyApiError(error, form.setError, FIELDS)
    }
  })

  return (
    <form
      onSubmit={onSubmit}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel()
      }}
      noValidate
      className="space-y-4"
    >
      <FormServerError form={form} onSubmit={onSubmit} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" hint="Visitors download it under this name; the extension of the upload is kept." error={errors.name?.message}>
          <input type="text" autoComplete="off" maxLength={255} className={inputClass} {...form.register('name')} />
        </Field>
        <Field
          label={file.protected ? 'New password' : 'Password'}
          hint={file.protected ? 'Empty: the password stays as it is.' : 'Asked before the download. Empty: none.'}
          error={errors.password?.message}
        >
          <input type="password" autoComplete="new-password" maxLength={128} className={inputClass} {...form.register('password')} />
        </Field>
        <Field label="Expiry date" hint="The last day it can be downloaded (UTC). Empty: never expires." error={errors.expiry?.message}>
          <input type="date" min={todayUtc()} className={inputClass} {...form.register('expiry')} />
        </Field>
        <Field label="Max downloads" hint={`Downloaded ${countOf(file.downloads, 'time')} so far. Empty: no limit. ${RANGE_COUNTS}`} error={errors.maxdownloads?.message}>
          <input type="text" inputMode="numeric" autoComplete="off" className={inputClass} {...form.register('maxdownloads')} />
        </Field>
      </div>
      {file.protected && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('removePassword')} />
          Remove the password: anyone with the short URL can download it
        </label>
      )}
      <FormActions submitLabel="Save changes" submitting={isSubmitting} onCancel={onCancel} onSubmit={onSubmit} />
    </form>
  )
}
