import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { DEFAULT_DIRECTORY_COLOR, isDirectoryNameTaken, type DirectoryView } from '@contract/directories'
import type { ItemFormProps } from '@/components/resource/resource-page'
import { FormServerError } from '@/components/ui/form-server-error'
import { FormActions } from '@/components/ui/form-actions'
import { Field, inputClass } from '@/components/ui/field'
import { ApiError } from '@/lib/api-client'
import { applyApiError } from '@/lib/form-errors'
import { doneMessage, toast } from '@/lib/toast'
import { useCreateDirectory, useUpdateDirectory } from './api'
import { directoryFormSchema, type DirectoryFormOutput, type DirectoryFormValues } from './directory-form-schema'
import { safeColor, toPickerValue } from './hex-color'

const FIELDS = ['name', 'description', 'color', 'starred'] as const

export function DirectoryForm({ item: directory, onDone, onCancel }: ItemFormProps<DirectoryView>) {
  const create = useCreateDirectory()
  const update = useUpdateDirectory()
  const form = useForm<DirectoryFormValues, unknown, DirectoryFormOutput>({
    resolver: zodResolver(directoryFormSchema),
    defaultValues: {
      name: directory?.name ?? '',
      description: directory?.description ?? '',
      color: directory ? safeColor(directory.color) : DEFAULT_DIRECTORY_COLOR,
      starred: directory?.starred ?? false,
    },
  })
  const { errors, isSubmitting, isSubmitted, dirtyFields } = form.formState
  const { setFocus } = form
  useEffect(() => setFocus('name'), [setFocus])
  const color = useWatch({ control: form.control, name: 'color' })
  const picker = toPickerValue(color)

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (directory) {
        // Only what was changed: a star set in the list meanwhile is not undone by a stale checkbox.
        const changed = Object.fromEntries(FIELDS.filter((f) => dirtyFields[f]).map((f) => [f, body[f]]))
        await update.mutateAsync({ id: directory.id, body: changed })
        toast.success(doneMessage('Directory', body.name, 'updated'))
      } else {
        await create.mutateAsync(body)
        toast.success(doneMessage('Directory', body.name, 'created'))
      }
      onDone()
    } catch (error) {
      // K4: the duplicate-name refusal does not start with the field's name; it belongs beside it all the same.
      if (error instanceof ApiError && isDirectoryNameTaken(error.message)) form.setError('name', { type: 'server', message: error.message }, { shouldFocus: true })
      else applyApiError(error, form.setError, FIELDS)
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-4">
      <FormServerError form={form} onSubmit={onSubmit} />
      <Field label="Name" error={errors.name?.message}>
        <input type="text" autoComplete="off" placeholder="Spring campaign assets" className={inputClass} {...form.register('name')} />
      </Field>
      <Field label="Description" hint="Optional, up to 500 characters." error={errors.description?.message}>
        <textarea rows={2} className={inputClass} {...form.register('description')} />
      </Field>
      <div className="max-w-xs">
        <Field
          label="Colour"
          hint="HEX, like #0ea5e9 or #0af. The picker beside it follows."
          error={errors.color?.message}
          addon={
            <input
              type="color"
              aria-label="Colour picker"
              value={picker ?? DEFAULT_DIRECTORY_COLOR}
              onChange={(e) => form.setValue('color', e.target.value, { shouldDirty: true, shouldValidate: isSubmitted })}
              className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-900"
            />
          }
        >
          <input
            type="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={7}
            className={`${inputClass} font-mono`}
            {...form.register('color')}
          />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-200">
        <input type="checkbox" className="size-4 rounded border-slate-300 accent-brand-600" {...form.register('starred')} />
        Starred
      </label>
      <FormActions submitLabel={directory ? 'Save changes' : 'Create directory'} submitting={isSubmitting} onCancel={onCancel} onSubmit={onSubmit} />
    </form>
  )
}
