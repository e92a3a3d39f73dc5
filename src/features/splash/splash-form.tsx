import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { landingHtml } from '@contract/landing-html'
import { type SplashCreate, type SplashDetailsView, type SplashView, splashCreate } from '@contract/splash'
import { splashDesignParts } from '@contract/splash-html'
import type { ItemFormProps } from '@/components/resource/resource-page'
import { Field, inputClass } from '@/components/ui/field'
import { FormActions } from '@/components/ui/form-actions'
import { FormServerError } from '@/components/ui/form-server-error'
import { ErrorState, LoadingNote } from '@/components/ui/list-states'
import { PreviewFrame } from '@/components/ui/preview-frame'
import { applyApiError } from '@/lib/form-errors'
import { doneMessage, toast } from '@/lib/toast'
import { splashQueries, useCreateSplash, useUpdateSplash } from './api'

const FIELDS = ['name', 'title', 'text', 'image', 'buttonlabel', 'buttonurl', 'countdown'] as const
const EXAMPLE_DESTINATION = 'https://www.example.com/'
type Values = z.input<typeof splashCreate>

/** Adds a splash page, or edits `item` once its design is loaded (the list has only names). */
export function SplashForm(props: ItemFormProps<SplashView>) {
  const detail = useQuery({ ...splashQueries.detail(props.item?.id ?? 0), enabled: !!props.item })
  if (props.item && !detail.data) {
    return detail.isError ? (
      <ErrorState error={detail.error} onRetry={() => detail.refetch()} title="This splash page could not be loaded" />
    ) : (
      <LoadingNote what="the splash page" />
    )
  }
  return <SplashEditor {...props} details={detail.data?.details} />
}

function SplashEditor({ item, details, onDone, onCancel }: ItemFormProps<SplashView> & { details?: SplashDetailsView }) {
  const create = useCreateSplash()
  const update = useUpdateSplash()
  const form = useForm<Values, unknown, SplashCreate>({
    resolver: zodResolver(splashCreate),
    defaultValues: {
      name: details?.name ?? '',
      title: details?.title ?? '',
      text: details?.text ?? '',
      image: details?.image ?? '',
      buttonlabel: details?.buttonlabel ?? '',
      buttonurl: details?.buttonurl ?? '',
      countdown: details?.countdown ?? 5,
    },
  })
  const { errors, isSubmitting } = form.formState
  const { setFocus } = form
  useEffect(() => setFocus('name'), [setFocus])
  const watched = useWatch({ control: form.control })
  const preview = landingHtml({
    ...splashDesignParts(
      {
        title: watched.title ?? '',
        text: watched.text ?? '',
        image: watched.image ?? '',
        buttonlabel: watched.buttonlabel ?? '',
        buttonurl: watched.buttonurl ?? '',
        countdown: Number.isFinite(watched.countdown) ? Number(watched.countdown) : 0,
      },
      EXAMPLE_DESTINATION,
    ),
    tail: '',
  })

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (item) await update.mutateAsync({ id: item.id, body })
      else await create.mutateAsync(body)
      toast.success(doneMessage('Splash page', body.name, item ? 'updated' : 'added'))
      onDone()
    } catch (error) {
      applyApiError(error, form.setError, FIELDS)
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-4">
        <FormServerError form={form} onSubmit={onSubmit} />
        <Field label="Name" hint="For you: it tells your splash pages apart." error={errors.name?.message}>
          <input type="text" autoComplete="off" className={inputClass} {...form.register('name')} />
        </Field>
        <Field label="Title" error={errors.title?.message}>
          <input type="text" autoComplete="off" className={inputClass} {...form.register('title')} />
        </Field>
        <Field label="Text" hint="Blank lines start a new paragraph." error={errors.text?.message}>
          <textarea rows={4} className={inputClass} {...form.register('text')} />
        </Field>
        <Field label="Image URL" hint="An http(s) address of a picture; empty: none." error={errors.image?.message}>
          <input type="url" autoComplete="off" className={inputClass} {...form.register('image')} />
        </Field>
        <Field label="Button label" hint="Empty: no button." error={errors.buttonlabel?.message}>
          <input type="text" autoComplete="off" className={inputClass} {...form.register('buttonlabel')} />
        </Field>
        <Field label="Button URL" hint="Empty: the button goes to the link's destination." error={errors.buttonurl?.message}>
          <input type="url" autoComplete="off" className={inputClass} {...form.register('buttonurl')} />
        </Field>
        <Field label="Countdown (seconds)" hint="0 to 30; 0 waits for the visitor to continue." error={errors.countdown?.message}>
          <input type="number" min={0} max={30} step={1} className={inputClass} {...form.register('countdown', { valueAsNumber: true })} />
        </Field>
        <FormActions submitLabel={item ? 'Save changes' : 'Add splash page'} submitting={isSubmitting} onCancel={onCancel} onSubmit={onSubmit} />
      </div>
      <PreviewFrame html={preview} title="Preview of the splash page" />
    </form>
  )
}
