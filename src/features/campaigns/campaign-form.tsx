import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { CampaignView } from '@contract/campaigns'
import type { ItemFormProps } from '@/components/resource/resource-page'
import { FormServerError } from '@/components/ui/form-server-error'
import { FormActions } from '@/components/ui/form-actions'
import { CopyButton } from '@/components/ui/copy-button'
import { Field, inputClass } from '@/components/ui/field'
import { useSession } from '@/lib/auth'
import { applyApiError } from '@/lib/form-errors'
import { doneMessage, toast } from '@/lib/toast'
import { useCreateCampaign, useUpdateCampaign } from './api'
import { campaignCreateSchema, campaignUpdateSchema, type CampaignFormOutput, type CampaignFormValues } from './campaign-form-schema'
import { rotatorUrl, slugFromRotator } from './rotator-url'

const FIELDS = ['name', 'slug', 'public'] as const

function RotatorPreview({ slug, editing }: { slug: string; editing: boolean }) {
  const baseUrl = useSession()?.baseUrl ?? ''
  const url = rotatorUrl(baseUrl, slug)
  return (
    <div className="flex min-h-9 flex-wrap items-center gap-2 rounded-md bg-slate-50 px-3 py-1.5 text-sm dark:bg-slate-800/60">
      <span className="text-slate-600 dark:text-slate-300">Rotator URL:</span>
      {url ? (
        <>
          <span data-testid="rotator-preview" className="font-mono text-xs break-all">
            {url}
          </span>
          <CopyButton value={url} label="Copy the rotator URL" />
        </>
      ) : (
        <span className="text-slate-600 dark:text-slate-300">
          {slug.trim()
            ? 'appears once the slug is valid.'
            : editing
              ? 'none. Leave the slug empty to remove the rotator.'
              : 'none. Type a slug to get one.'}
        </span>
      )}
    </div>
  )
}

/** The list page's address, offered only while it answers: a private campaign's is "not found". */
function ListUrl({ url, isPublic, willBePublic }: { url: string; isPublic: boolean; willBePublic: boolean }) {
  if (!willBePublic) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        List page: off. A private campaign has no list page; its address answers “not found”.
      </p>
    )
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-600 dark:text-slate-300">List URL{isPublic ? '' : ' (once saved)'}:</span>
      <span className="font-mono text-xs break-all">{url}</span>
      <CopyButton value={url} label="Copy the list URL" />
    </div>
  )
}

/** Creates a campaign, or edits `campaign`; the slug is sent on edit only when it was changed. */
export function CampaignForm({ item: campaign, onDone, onCancel }: ItemFormProps<CampaignView>) {
  const create = useCreateCampaign()
  const update = useUpdateCampaign()
  const form = useForm<CampaignFormValues, unknown, CampaignFormOutput>({
    resolver: campaign ? zodResolver(campaignUpdateSchema) : zodResolver(campaignCreateSchema),
    defaultValues: {
      name: campaign?.name ?? '',
      slug: campaign ? slugFromRotator(campaign.rotator) : '',
      public: campaign?.public ?? false,
    },
  })
  const { errors, isSubmitting, dirtyFields } = form.formState
  const { setFocus } = form
  useEffect(() => setFocus('name'), [setFocus])
  const slug = useWatch({ control: form.control, name: 'slug' })
  const isPublic = useWatch({ control: form.control, name: 'public' })

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (campaign) {
        const saved = await update.mutateAsync({
          id: campaign.id,
          body: { name: body.name ?? '', public: body.public, ...(dirtyFields.slug && { slug: body.slug ?? '' }) },
        })
        toast.success(doneMessage('Campaign', saved.name || body.name, 'updated'))
      } else {
        const saved = await create.mutateAsync(body)
        toast.success(doneMessage('Campaign', saved.name, 'created'))
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
        label="Name"
        hint={campaign ? undefined : 'Optional: without one the campaign is called “Campaign” and its number.'}
        error={errors.name?.message}
      >
        <input type="text" autoComplete="off" placeholder="Spring launch" className={inputClass} {...form.register('name')} />
      </Field>
      <div className="space-y-2">
        <Field
          label="Rotator slug"
          hint="3 to 50 lower-case letters, digits and “-”. The rotator sends each visitor to the campaign's next link in turn; until the campaign has a link that has not expired, it answers “not found”."
          error={errors.slug?.message}
        >
          <input
            type="text"
            autoComplete="off"
            spellCheck={false}
            placeholder="spring-launch"
            className={`${inputClass} font-mono`}
            {...form.register('slug')}
          />
        </Field>
        <RotatorPreview slug={slug} editing={Boolean(campaign)} />
      </div>
      <div>
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            role="switch"
            aria-describedby="campaign-public-hint"
            className="relative mt-0.5 h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:absolute before:left-0.5 before:top-0.5 before:size-4 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-600 checked:before:translate-x-4 dark:bg-slate-600 dark:checked:bg-brand-600"
            {...form.register('public')}
          />
          <span>
            <span className="font-medium text-slate-700 dark:text-slate-200">Public list page</span>
            <span id="campaign-public-hint" className="block text-xs text-slate-500 dark:text-slate-400">
              Anyone with the list URL can see the campaign's links.
            </span>
          </span>
        </label>
        {errors.public && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{errors.public.message}</p>}
      </div>
      {campaign?.list && <ListUrl url={campaign.list} isPublic={campaign.public} willBePublic={isPublic} />}
      <FormActions submitLabel={campaign ? 'Save changes' : 'Create campaign'} submitting={isSubmitting} onCancel={onCancel} onSubmit={onSubmit} />
    </form>
  )
}
