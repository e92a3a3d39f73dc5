import { useFormContext } from 'react-hook-form'
import { BIO_NETWORKS } from '@contract/bio'
import { Field, inputClass } from '@/components/ui/field'
import type { BioFormOutput, BioFormValues, BlockFormValue } from './bio-form-schema'
import { NETWORK_LABELS } from './block-labels'

const SOCIAL_HINTS: Partial<Record<BlockFormValue['network'], string>> = {
  email: 'An email address, like name@example.com.',
  phone: 'A phone number, like +44 20 7946 0000.',
}

export function BlockFields({ index, type, network }: { index: number; type: BlockFormValue['type']; network: BlockFormValue['network'] }) {
  const { register, getFieldState, formState } = useFormContext<BioFormValues, unknown, BioFormOutput>()
  const error = (name: 'title' | 'url' | 'text' | 'network' | 'link') => getFieldState(`blocks.${index}.${name}`, formState).error?.message
  const url = { type: 'url', inputMode: 'url', autoComplete: 'off', spellCheck: false, className: inputClass } as const
  switch (type) {
    case 'link':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Title" error={error('title')}>
            <input type="text" autoComplete="off" className={inputClass} {...register(`blocks.${index}.title`)} />
          </Field>
          <Field label="URL" error={error('url')}>
            <input placeholder="https://example.com" {...url} {...register(`blocks.${index}.url`)} />
          </Field>
        </div>
      )
    case 'heading':
      return (
        <Field label="Heading" error={error('text')}>
          <input type="text" autoComplete="off" className={inputClass} {...register(`blocks.${index}.text`)} />
        </Field>
      )
    case 'text':
      return (
        <Field label="Text" hint="Plain text; line breaks are kept." error={error('text')}>
          <textarea rows={3} className={inputClass} {...register(`blocks.${index}.text`)} />
        </Field>
      )
    case 'social':
      return (
        <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
          <Field label="Network" error={error('network')}>
            <select className={inputClass} {...register(`blocks.${index}.network`)}>
              {BIO_NETWORKS.map((n) => (
                <option key={n} value={n}>
                  {NETWORK_LABELS[n]}
                </option>
              ))}
            </select>
          </Field>
          <Field label={network === 'email' ? 'Address' : network === 'phone' ? 'Number' : 'Profile URL'} hint={SOCIAL_HINTS[network]} error={error('url')}>
            <input
              type={network === 'email' ? 'email' : network === 'phone' ? 'tel' : 'url'}
              autoComplete="off"
              spellCheck={false}
              className={inputClass}
              {...register(`blocks.${index}.url`)}
            />
          </Field>
        </div>
      )
    case 'image':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Image URL" error={error('url')}>
            <input placeholder="https://example.com/photo.jpg" {...url} {...register(`blocks.${index}.url`)} />
          </Field>
          <Field label="Link (optional)" hint="Where a click on the image leads." error={error('link')}>
            <input {...url} {...register(`blocks.${index}.link`)} />
          </Field>
        </div>
      )
  }
}
