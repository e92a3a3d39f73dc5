import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { normalisePixelTag, type PixelType, type PixelView } from '@contract/pixels'
import type { ItemFormProps } from '@/components/resource/resource-page'
import { FormServerError } from '@/components/ui/form-server-error'
import { FormActions } from '@/components/ui/form-actions'
import { Field, inputClass } from '@/components/ui/field'
import { applyApiError } from '@/lib/form-errors'
import { doneMessage, toast } from '@/lib/toast'
import { useCreatePixel, useUpdatePixel } from './api'
import { pixelCreateSchema, pixelUpdateSchema, type PixelFormOutput, type PixelFormValues } from './pixel-form-schema'
import { PIXEL_VENDORS, vendorName, vendorOf } from './pixel-vendors'
import { readsSnippet, tagFromSnippet } from './pixel-snippet'

const FIELDS = ['type', 'name', 'tag'] as const

export function PixelForm({ item: pixel, onDone, onCancel }: ItemFormProps<PixelView>) {
  const create = useCreatePixel()
  const update = useUpdatePixel()
  const resolver = useMemo(() => zodResolver(pixel ? pixelUpdateSchema(pixel.type) : pixelCreateSchema), [pixel])
  const form = useForm<PixelFormValues, unknown, PixelFormOutput>({
    resolver,
    defaultValues: { type: pixel?.type ?? PIXEL_VENDORS[0]!.type, name: pixel?.name ?? '', tag: pixel?.tag ?? '' },
  })
  const { errors, isSubmitting } = form.formState
  const { setFocus } = form
  useEffect(() => setFocus(pixel ? 'name' : 'type'), [setFocus, pixel])
  const type = useWatch({ control: form.control, name: 'type' })
  const vendor = vendorOf(type)
  const tagHint = `${vendor?.hint ?? 'The id the vendor gave you, 3 to 100 characters.'}${readsSnippet(type) ? ' Pasting the whole snippet works too.' : ''}`
  // K6: show the id a pasted snippet stands for, as it will be stored, so what is sent is what is seen.
  const showSnippetId = (value: string) => {
    const id = normalisePixelTag(type, tagFromSnippet(type, value))
    if (id !== value) form.setValue('tag', id)
  }

  const onSubmit = form.handleSubmit(async ({ type, name, tag }) => {
    try {
      if (pixel) {
        await update.mutateAsync({ id: pixel.id, body: { name, tag } })
        toast.success(doneMessage('Pixel', name || tag, 'updated'))
      } else {
        await create.mutateAsync({ type: type as PixelType, name: name ?? '', tag })
        toast.success(doneMessage(`${vendorName(type ?? '')} pixel`, name || tag, 'added'))
      }
      onDone()
    } catch (error) {
      applyApiError(error, form.setError, FIELDS)
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-4">
      <FormServerError form={form} onSubmit={onSubmit} />
      {pixel ? (
        <div>
          <p className="text-sm font-medium text-slate-700 dark:text-slate-200">Type</p>
          <p className="mt-1 text-sm">
            {vendorName(pixel.type)} <span className="text-slate-600 dark:text-slate-300">· the type of a pixel cannot be changed.</span>
          </p>
        </div>
      ) : (
        <Field label="Type" error={errors.type?.message}>
          <select className={inputClass} {...form.register('type')}>
            {PIXEL_VENDORS.map((v) => (
              <option key={v.type} value={v.type}>
                {v.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field label="Name" hint="For you: it tells your pixels apart." error={errors.name?.message}>
        <input type="text" autoComplete="off" placeholder="Main container" className={inputClass} {...form.register('name')} />
      </Field>
      <Field label="Tag" hint={tagHint} error={errors.tag?.message}>
        <input
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={vendor?.placeholder}
          className={`${inputClass} font-mono`}
          {...form.register('tag', { onBlur: (e: { target: { value: string } }) => showSnippetId(e.target.value) })}
        />
      </Field>
      <FormActions submitLabel={pixel ? 'Save changes' : 'Add pixel'} submitting={isSubmitting} onCancel={onCancel} onSubmit={onSubmit} />
    </form>
  )
}
