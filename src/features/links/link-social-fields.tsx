import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { isHttpUrl } from '@contract/fields'
import { Button } from '@/components/ui/button'
import { Field, inputClass } from '@/components/ui/field'
import { FormSection } from '@/components/ui/form-section'
import type { LinkFormApi } from './link-form-types'
import { hostTitle } from './link-text'

const isImageUrl = (url: string) => isHttpUrl(url) && /\.(png|jpe?g)$/i.test(new URL(url).pathname)

export function LinkSocialFields({ form }: { form: LinkFormApi }) {
  const { errors } = form.formState
  const [url, title, description, image, passwordMode, password, domain] = useWatch({
    control: form.control,
    name: ['url', 'metatitle', 'metadescription', 'metaimage', 'passwordMode', 'password', 'domain'],
  })
  // The remote image is fetched only when asked: typing a URL must not make the browser call it.
  const [loaded, setLoaded] = useState('')
  const imageUrl = image.trim()
  const host = isHttpUrl(url.trim()) ? hostTitle(url.trim()) : ''
  // V5: what the server's preview page says; a link without preview fields shows the destination's own preview.
  const protectedNow = passwordMode === 'change' && password !== ''
  const hasFields = [title, description, image].some((v) => v.trim() !== '')
  const note = protectedNow
    ? 'With a password, networks show only “This link is protected”: no title, description, image or destination.'
    : !hasFields
      ? 'With no preview fields, networks follow the link and show the destination’s own preview.'
      : passwordMode === 'keep'
        ? 'If this link has a password, networks show only “This link is protected”.'
        : ''
  // The preview page names the short link (og:url), so networks show its host.
  const shortHost = isHttpUrl(domain) ? hostTitle(domain) : 'your short link'
  return (
    <FormSection legend="Social preview" hint="What networks and chat apps show when the short link is shared. The title is the one above.">
      <Field label="Description" error={errors.metadescription?.message}>
        <textarea rows={2} className={inputClass} {...form.register('metadescription')} />
      </Field>
      <Field label="Image URL" hint="A .png, .jpg or .jpeg image; it is never fetched by our server." error={errors.metaimage?.message}>
        <input type="url" inputMode="url" autoComplete="off" spellCheck={false} className={inputClass} {...form.register('metaimage')} />
      </Field>
      {note && <p className="text-sm text-slate-600 dark:text-slate-300">{note}</p>}
      <figure aria-label="Preview card" className="max-w-sm overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700">
        <div className="flex aspect-[1.91/1] items-center justify-center bg-slate-100 dark:bg-slate-800">
          {protectedNow ? (
            <span className="px-4 text-center text-xs text-slate-600 dark:text-slate-300">No image</span>
          ) : loaded && loaded === imageUrl ? (
            <img src={loaded} alt="The preview image" className="size-full object-cover" />
          ) : isImageUrl(imageUrl) ? (
            <Button variant="secondary" onClick={() => setLoaded(imageUrl)}>
              Load image
            </Button>
          ) : (
            <span className="px-4 text-center text-xs text-slate-600 dark:text-slate-300">No image</span>
          )}
        </div>
        <figcaption className="space-y-0.5 p-3">
          <span className="block text-xs uppercase text-slate-600 dark:text-slate-300">{protectedNow || hasFields ? shortHost : host || 'your destination'}</span>
          <span className="block font-semibold break-words">{protectedNow ? 'This link is protected' : title.trim() || host || 'Title'}</span>
          {!protectedNow && description.trim() && <span className="block text-sm break-words text-slate-600 dark:text-slate-300">{description}</span>}
        </figcaption>
      </figure>
    </FormSection>
  )
}
