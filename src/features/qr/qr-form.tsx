import { useForm, useWatch, type Path } from 'react-hook-form'
import { useState, type ReactNode } from 'react'
import { DEFAULT_QR_NAME } from '@contract/qr'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field, inputClass } from '@/components/ui/field'
import { FormServerError } from '@/components/ui/form-server-error'
import { Panel } from '@/components/ui/page-header'
import { ApiError, describeError } from '@/lib/api-client'
import { serverErrorType } from '@/lib/form-errors'
import { ScanWarningAlert } from './scan-warning-alert'
import { ColorField } from './color-field'
import { LogoUpload } from './logo-upload'
import { QrContentFields } from './qr-content-fields'
import { fieldMessage, formPath, previewData, qrFormResolver, serverFields, type QrFormMode, type QrFormOutput, type QrFormValues } from './qr-form-schema'
import { QrPreview } from './qr-preview'
import { QrTypePicker } from './qr-type-picker'
import { QR_TYPE_INFO } from './qr-types'

interface QrFormProps {
  /** create: every type; edit: the type is fixed (D30); look: the content is unknown, only name and look. */
  mode: QrFormMode
  initial: QrFormValues
  submitLabel: string
  onSubmit: (values: QrFormOutput) => Promise<void>
  cancel: ReactNode
  lookNote?: string
}

export function QrForm({ mode, initial, submitLabel, onSubmit, cancel, lookNote }: QrFormProps) {
  const form = useForm<QrFormValues, unknown, QrFormOutput>({ resolver: qrFormResolver(mode, initial.logo), defaultValues: initial })
  const { errors, isSubmitting } = form.formState
  const [type, content, foreground, background, logo] = useWatch({
    control: form.control,
    name: ['type', 'content', 'foreground', 'background', 'logo'],
  })
  // U14: the preview shows an uploaded logo from the device while the field holds its reference.
  const [uploaded, setUploaded] = useState<{ logo: string; preview: string } | null>(null)
  const previewLogo = uploaded && uploaded.logo === logo ? uploaded.preview : logo

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values)
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldOf(serverFields(type)) : undefined
      const path = field ? formPath(type, field.split('.')) : null
      const message = describeError(error)
      if (path) form.setError(path as Path<QrFormValues>, { type: 'server', message: fieldMessage(path, message) }, { shouldFocus: true })
      else form.setError('root.server', { type: serverErrorType(error), message })
    }
  })

  return (
    // Issue 40 item 8: on a phone the preview comes right after the content, not under the whole form.
    <form onSubmit={submit} noValidate className="grid items-start gap-6 lg:grid-cols-3">
      <div className="min-w-0 space-y-6 lg:col-span-2 lg:col-start-1">
        <FormServerError form={form} onSubmit={submit} />
        {errors.root?.data && <Alert>{errors.root.data.message}</Alert>}
        <Panel className="space-y-6 p-6">
          {mode === 'create' ? (
            <QrTypePicker value={type} onChange={(next) => {
                form.setValue('type', next)
                form.clearErrors('content')
              }} />
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-200">
              <span className="font-medium">Type:</span> {mode === 'edit' ? QR_TYPE_INFO[type].label : 'unknown'}
              <span className="text-slate-600 dark:text-slate-300"> · the type of a code cannot be changed.</span>
            </p>
          )}
          {mode === 'look' ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              The service did not send this code’s content, so only its name and look can be changed here.
            </p>
          ) : (
            <div>
              <h2 className="mb-3 text-base font-semibold">Content</h2>
              <QrContentFields type={type} control={form.control} register={form.register} />
            </div>
          )}
        </Panel>
      </div>
      {mode !== 'look' && (
        <Panel className="p-6 lg:sticky lg:top-20 lg:col-start-3 lg:row-span-3 lg:row-start-1">
          <QrPreview type={type} data={previewData(type, content)} foreground={foreground} background={background} logo={previewLogo} />
        </Panel>
      )}
      <div className="min-w-0 space-y-6 lg:col-span-2 lg:col-start-1">
        <Panel className="space-y-4 p-6">
          <h2 className="text-base font-semibold">Name and look</h2>
          {lookNote && <p className="text-sm text-slate-600 dark:text-slate-300">{lookNote}</p>}
          <Field
            label="Name"
            hint={mode === 'create' ? `Shown in your list. Leave empty for “${DEFAULT_QR_NAME}”.` : 'Shown in your list.'}
            error={errors.name?.message}
          >
            <input className={inputClass} autoComplete="off" {...form.register('name')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <ColorField control={form.control} name="foreground" label="Foreground colour" hint="The code itself, as #1e293b or rgb(30,41,59)." fallback="#000000" />
            <ColorField control={form.control} name="background" label="Background colour" hint="Behind the code, as #ffffff or rgb(255,255,255)." fallback="#ffffff" />
          </div>
          <ScanWarningAlert foreground={foreground} background={background} />
          <Field
            label="Logo URL (optional)"
            hint="The full http(s) address of a PNG or JPEG image, at most 500 kB. It is fetched when you save and drawn in the middle of the PNG and SVG."
            error={errors.logo?.message}
          >
            <input type="url" className={inputClass} autoComplete="off" {...form.register('logo')} />
          </Field>
          <LogoUpload
            onUploaded={(ref, preview) => {
              setUploaded({ logo: ref, preview })
              form.setValue('logo', ref, { shouldDirty: true })
              form.clearErrors('logo')
            }}
          />
        </Panel>
        <div className="flex flex-wrap justify-end gap-2">
          {cancel}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : submitLabel}
          </Button>
        </div>
      </div>
    </form>
  )
}
