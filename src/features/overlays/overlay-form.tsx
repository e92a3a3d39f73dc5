import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { type Resolver, type UseFormReturn, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { landingHtml } from '@contract/landing-html'
import { overlayParts } from '@contract/overlay-html'
import {
  EDITABLE_OVERLAY_TYPES,
  type EditableOverlayType,
  OVERLAY_FIELDS,
  type OverlayDetailsView,
  type OverlayView,
  overlayCreate,
  overlayDesign,
} from '@contract/overlays'
import type { ItemFormProps } from '@/components/resource/resource-page'
import { Field, inputClass } from '@/components/ui/field'
import { FormActions } from '@/components/ui/form-actions'
import { FormServerError } from '@/components/ui/form-server-error'
import { ErrorState, LoadingNote } from '@/components/ui/list-states'
import { PreviewFrame } from '@/components/ui/preview-frame'
import { applyApiError } from '@/lib/form-errors'
import { doneMessage, toast } from '@/lib/toast'
import { overlayQueries, useCreateOverlay, useUpdateOverlay } from './api'
import { OverlayFields, type OverlayFormValues } from './overlay-fields'

const EXAMPLE_DESTINATION = 'https://www.example.com/'
const TYPE_NAMES: Record<EditableOverlayType, string> = {
  message: 'Message',
  contact: 'Contact form',
  newsletter: 'Newsletter sign-up',
  coupon: 'Coupon',
  image: 'Image',
}
const FIELDS = ['type', 'name', 'text', 'title', 'buttonlabel', 'buttonurl', 'bgcolor', 'textcolor', 'buttoncolor', 'code', 'image', 'link'] as const
type Output = z.output<typeof overlayCreate>
const isEditable = (t: string): t is EditableOverlayType => (EDITABLE_OVERLAY_TYPES as readonly string[]).includes(t)

/** Adds an overlay, or edits `item` once its design is loaded; polls are read-only (D41c). */
export function OverlayForm(props: ItemFormProps<OverlayView>) {
  const detail = useQuery({ ...overlayQueries.detail(props.item?.id ?? 0), enabled: !!props.item && isEditable(props.item.type) })
  if (props.item && !isEditable(props.item.type)) return <p className="text-sm">Overlays of this type ({props.item.type}) are read-only here: they can be listed and deleted (polls, D41c).</p>
  if (props.item && !detail.data) {
    return detail.isError ? (
      <ErrorState error={detail.error} onRetry={() => detail.refetch()} title="This overlay could not be loaded" />
    ) : (
      <LoadingNote what="the overlay" />
    )
  }
  return <OverlayEditor {...props} details={detail.data?.details} />
}

const defaultLabel = (t: EditableOverlayType) => String((overlayDesign(t, {}) as { buttonlabel?: string }).buttonlabel ?? '')

/** A new type gets its own button label, unless the user wrote one of their own. */
function useDefaultLabel(form: UseFormReturn<OverlayFormValues, unknown, Output>, type: EditableOverlayType) {
  const before = useRef(type)
  useEffect(() => {
    if (before.current === type) return
    before.current = type
    const label = form.getValues('buttonlabel')
    if (EDITABLE_OVERLAY_TYPES.some((t) => defaultLabel(t) === label)) form.setValue('buttonlabel', defaultLabel(type))
  }, [form, type])
}

function startValues(details?: OverlayDetailsView): OverlayFormValues {
  const type = details && isEditable(details.type) ? details.type : 'message'
  // The chosen type's defaults win (issue 40 item 5: a message had the newsletter's "Subscribe").
  const order = [...EDITABLE_OVERLAY_TYPES.filter((t) => t !== type), type]
  const all = Object.fromEntries(order.flatMap((t) => Object.entries(overlayDesign(t, details ?? {})!)))
  const text = (k: string) => (typeof details?.[k] === 'string' ? (details[k] as string) : String(all[k] ?? ''))
  const keys = FIELDS.filter((k) => k !== 'type')
  return { ...(Object.fromEntries(keys.map((k) => [k, text(k)])) as Omit<OverlayFormValues, 'type'>), type, name: details?.name ?? '' }
}

function OverlayEditor({ item, details, onDone, onCancel }: ItemFormProps<OverlayView> & { details?: OverlayDetailsView }) {
  const create = useCreateOverlay()
  const update = useUpdateOverlay()
  const form = useForm<OverlayFormValues, unknown, Output>({
    resolver: zodResolver(overlayCreate) as unknown as Resolver<OverlayFormValues, unknown, Output>,
    defaultValues: startValues(details),
  })
  const { errors, isSubmitting } = form.formState
  const { setFocus } = form
  useEffect(() => setFocus(item ? 'name' : 'type'), [setFocus, item])
  const watched = useWatch({ control: form.control }) as OverlayFormValues
  const type = watched.type
  useDefaultLabel(form, type)
  const design = { ...overlayDesign(type, watched)!, type } as ReturnType<typeof overlayDesign> & object
  const preview = landingHtml({
    ...overlayParts({ name: watched.name, design, destination: EXAMPLE_DESTINATION, postUrl: '#', linkId: 0, framed: false }),
    tail: '',
  })

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (item) await update.mutateAsync({ id: item.id, body })
      else await create.mutateAsync(body)
      toast.success(doneMessage('Overlay', body.name, item ? 'updated' : 'added'))
      onDone()
    } catch (error) {
      applyApiError(error, form.setError, FIELDS)
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-4">
        <FormServerError form={form} onSubmit={onSubmit} />
        {item ? (
          <p className="text-sm">
            {TYPE_NAMES[type]} <span className="text-slate-600 dark:text-slate-300">· the type of an overlay cannot be changed.</span>
          </p>
        ) : (
          <Field label="Type" error={errors.type?.message}>
            <select className={inputClass} {...form.register('type')}>
              {EDITABLE_OVERLAY_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TYPE_NAMES[t]}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field label="Name" hint="For you: it tells your overlays apart." error={errors.name?.message}>
          <input type="text" autoComplete="off" className={inputClass} {...form.register('name')} />
        </Field>
        <OverlayFields form={form as never} fields={OVERLAY_FIELDS[type] as never} type={type} />
        <FormActions submitLabel={item ? 'Save changes' : 'Add overlay'} submitting={isSubmitting} onCancel={onCancel} onSubmit={onSubmit} />
      </div>
      <PreviewFrame html={preview} title="Preview of the overlay" />
    </form>
  )
}
