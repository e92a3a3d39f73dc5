import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, type ReactNode } from 'react'
import { FormProvider, useForm, useWatch, type Control } from 'react-hook-form'
import { BIO_BUTTON_STYLES, type BioItem } from '@contract/bio'
import { Alert } from '@/components/ui/alert'
import { ColorField } from '@/components/ui/color-field'
import { DomainField } from '@/components/ui/domain-field'
import { Field, inputClass } from '@/components/ui/field'
import { FormActions } from '@/components/ui/form-actions'
import { FormServerError } from '@/components/ui/form-server-error'
import { Panel } from '@/components/ui/page-header'
import { checkClass, FormSection } from '@/components/ui/form-section'
import { doneMessage, toast } from '@/lib/toast'
import { useCreateBio, useUpdateBio } from './api'
import { applyBioError } from './bio-errors'
import { bioFormDefaults, bioFormSchema, type BioFormOutput, type BioFormValues } from './bio-form-schema'
import { BioPreview } from './bio-preview'
import { BlockList } from './block-list'
import { contrastProblems } from './contrast'

const ALIAS_RULE = '3 to 50 letters, digits, “_” or “-”.'
const STYLE_LABELS = { rounded: 'Rounded', square: 'Square', pill: 'Pill' } as const
const COLOURS = [
  { name: 'theme.background', label: 'Background', fallback: '#ffffff' },
  { name: 'theme.text', label: 'Text colour', fallback: '#1f2937' },
  { name: 'theme.button', label: 'Button colour', fallback: '#1e40af' },
  { name: 'theme.buttonText', label: 'Button text colour', fallback: '#ffffff' },
] as const

interface BioFormProps {
  bio?: BioItem
  domains: string[]
  onSaved: (id: number) => void
  onCancel: () => void
  aside?: ReactNode
}

/** The bio page editor: the form, and beside it the live preview drawn from what is typed (no request per keystroke). */
export function BioForm({ bio, domains, onSaved, onCancel, aside }: BioFormProps) {
  const create = useCreateBio()
  const update = useUpdateBio()
  const values = useMemo(() => (bio ? bioFormDefaults(bio) : undefined), [bio])
  const form = useForm<BioFormValues, unknown, BioFormOutput>({
    resolver: zodResolver(bioFormSchema),
    defaultValues: values ?? bioFormDefaults(),
    // A page read again after a save (new link blocks' ids) fills in what the user has not changed since.
    values,
    resetOptions: { keepDirtyValues: true },
  })
  const { errors, isSubmitting } = form.formState
  const stored = bio?.domain ?? ''
  const domainOptions = stored && !domains.includes(stored) ? [stored, ...domains] : domains

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (bio) {
        await update.mutateAsync({ id: bio.id, body })
        form.reset(form.getValues())
        toast.success(doneMessage('Bio page', body.name, 'updated'))
        onSaved(bio.id)
      } else {
        const { id } = await create.mutateAsync(body)
        toast.success(doneMessage('Bio page', body.name, 'created'))
        onSaved(id)
      }
    } catch (error) {
      applyBioError(error, form.setError)
    }
  })

  return (
    <FormProvider {...form}>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Panel className="p-4 sm:p-6">
          <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label={bio ? 'Edit the bio page' : 'New bio page'}>
            <FormServerError form={form} onSubmit={onSubmit} />
            <FormSection legend="Profile">
              <Field label="Name" hint="The page’s title, shown at the top." error={errors.name?.message}>
                <input type="text" autoComplete="off" className={inputClass} {...form.register('name')} />
              </Field>
              <Field label="Description (optional)" error={errors.description?.message}>
                <textarea rows={2} className={inputClass} {...form.register('description')} />
              </Field>
              <Field label="Avatar URL (optional)" hint="An image on the web; our server keeps a copy." error={errors.avatar?.message}>
                <input type="url" inputMode="url" autoComplete="off" spellCheck={false} placeholder="https://example.com/me.jpg" className={inputClass} {...form.register('avatar')} />
              </Field>
            </FormSection>
            <FormSection legend="Address">
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label="Alias" hint={bio ? `${ALIAS_RULE} A new alias retires the old address.` : `${ALIAS_RULE} Leave empty for a random one.`} error={errors.alias?.message}>
                  <input type="text" autoComplete="off" spellCheck={false} className={`${inputClass} font-mono`} {...form.register('alias')} />
                </Field>
                <DomainField domains={domainOptions} error={errors.domain?.message} {...form.register('domain')} />
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" role="switch" className={checkClass} {...form.register('public')} />
                <span>
                  Public <span className="text-slate-600 dark:text-slate-300">(off: visitors get “not found”)</span>
                </span>
              </label>
            </FormSection>
            <FormSection legend="Look">
              <div className="grid gap-4 sm:grid-cols-2">
                {COLOURS.map((c) => (
                  <ColorField key={c.name} control={form.control} name={c.name} label={c.label} fallback={c.fallback} hint="#RRGGBB" />
                ))}
              </div>
              <ContrastWarning control={form.control} />
              <Field label="Button style" error={errors.buttonStyle?.message}>
                <select className={inputClass} {...form.register('buttonStyle')}>
                  {BIO_BUTTON_STYLES.map((s) => (
                    <option key={s} value={s}>
                      {STYLE_LABELS[s]}
                    </option>
                  ))}
                </select>
              </Field>
            </FormSection>
            <FormSection legend="Blocks" hint="Drag a block by its handle, or use Move up and Move down.">
              <BlockList />
            </FormSection>
            <FormActions submitLabel={bio ? 'Save' : 'Create bio page'} submitting={isSubmitting} onCancel={onCancel} onSubmit={onSubmit} />
          </form>
        </Panel>
        <div className="space-y-4 lg:sticky lg:top-4">
          <WatchedPreview control={form.control} />
          {aside}
        </div>
      </div>
    </FormProvider>
  )
}

type BioControl = Control<BioFormValues, unknown, BioFormOutput>

// Each watches the form itself, so a keystroke redraws the preview and the warning, not the whole form.
function WatchedPreview({ control }: { control: BioControl }) {
  return <BioPreview values={useWatch({ control }) as BioFormValues} />
}

function ContrastWarning({ control }: { control: BioControl }) {
  const problems = contrastProblems(useWatch({ control, name: 'theme' }))
  return (
    <div aria-live="polite">
      {problems.length > 0 && (
        <Alert tone="warning">
          {problems.map((p) => (
            <span key={p.pair} className="block">
              {p.message}
            </span>
          ))}
        </Alert>
      )}
    </div>
  )
}
