import type { UseFormReturn } from 'react-hook-form'
import type { EditableOverlayType } from '@contract/overlays'
import { Field, inputClass } from '@/components/ui/field'

/** Every field of every type: the form keeps them all and sends those of its type. */
export interface OverlayFormValues {
  type: EditableOverlayType
  name: string
  text: string
  title: string
  buttonlabel: string
  buttonurl: string
  bgcolor: string
  textcolor: string
  buttoncolor: string
  code: string
  image: string
  link: string
}
export type OverlayFormApi = UseFormReturn<OverlayFormValues, unknown, never>

const HEX6 = /^#[0-9a-f]{6}$/i

type Key = Exclude<keyof OverlayFormValues, 'type' | 'name'>
const LABELS: Record<Key, { label: string; hint?: string; kind?: 'url' | 'color' | 'area' }> = {
  title: { label: 'Heading' },
  text: { label: 'Text', kind: 'area' },
  buttonlabel: { label: 'Button label' },
  buttonurl: { label: 'Button URL', hint: "Empty: the button goes to the link's destination.", kind: 'url' },
  bgcolor: { label: 'Background colour', kind: 'color' },
  textcolor: { label: 'Text colour', kind: 'color' },
  buttoncolor: { label: 'Button colour', kind: 'color' },
  code: { label: 'Coupon code' },
  image: { label: 'Image URL', kind: 'url' },
  link: { label: 'Link URL', hint: 'Where a click on the image goes.', kind: 'url' },
}
const TEXT_LABEL: Partial<Record<EditableOverlayType, { label: string; hint?: string }>> = {
  image: { label: 'Image description', hint: 'Read out to people who cannot see the image.' },
  contact: { label: 'Text', hint: 'Above the form; optional.' },
  newsletter: { label: 'Text', hint: 'Above the form; optional.' },
}

export function OverlayFields({ form, fields, type }: { form: OverlayFormApi; fields: readonly Key[]; type: EditableOverlayType }) {
  const { errors } = form.formState
  return (
    <>
      {fields.map((key) => {
        const { label, hint, kind } = { ...LABELS[key], ...(key === 'text' && TEXT_LABEL[type]) }
        const error = errors[key]?.message
        if (kind === 'color') {
          // Issue 40 item 5: the browser's picker beside the text, as on the QR form; both edit one value.
          const value = form.watch(key)
          return (
            <Field
              key={key}
              label={label}
              hint="# and six hex digits, like #1e3a8a."
              error={error}
              addon={
                <input
                  type="color"
                  aria-label={`Pick the ${label.toLowerCase()}`}
                  value={HEX6.test(value) ? value.toLowerCase() : '#000000'}
                  onChange={(e) => form.setValue(key, e.target.value, { shouldDirty: true, shouldValidate: true })}
                  className="h-9.5 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-900"
                />
              }
            >
              <input type="text" autoComplete="off" spellCheck={false} className={`${inputClass} font-mono`} {...form.register(key)} />
            </Field>
          )
        }
        return (
          <Field key={key} label={label} hint={hint} error={error}>
            {kind === 'area' ? (
              <textarea rows={3} className={inputClass} {...form.register(key)} />
            ) : (
              <input type={kind === 'url' ? 'url' : 'text'} autoComplete="off" className={inputClass} {...form.register(key)} />
            )}
          </Field>
        )
      })}
    </>
  )
}
