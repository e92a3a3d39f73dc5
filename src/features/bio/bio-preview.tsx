import { socialHref, type BioButtonStyle } from '@contract/bio'
import { isHttpUrl } from '@contract/fields'
import type { BioFormValues } from './bio-form-schema'
import { NETWORK_LABELS } from './block-labels'

const RADIUS: Record<BioButtonStyle, string> = { rounded: '0.75rem', square: '0', pill: '9999px' }
const hex = (value: string, fallback: string) => (/^#[0-9a-f]{6}$/i.test(value) ? value : fallback)

/**
 * E6: the public page drawn from the form's state as the visitor will see it, in a phone-sized frame.
 * Text is React text (escaped); nothing in it is a live link or focusable (`inert`): it is a picture.
 */
export function BioPreview({ values }: { values: BioFormValues }) {
  const theme = {
    background: hex(values.theme.background, '#ffffff'),
    text: hex(values.theme.text, '#1f2937'),
    button: hex(values.theme.button, '#1e40af'),
    buttonText: hex(values.theme.buttonText, '#ffffff'),
  }
  const radius = RADIUS[values.buttonStyle]
  const button = { background: theme.button, color: theme.buttonText, borderRadius: radius }
  const socials = values.blocks.filter((b) => b.type === 'social')
  return (
    <figure className="mx-auto w-full max-w-[22rem]">
      <figcaption className="mb-2 text-center text-sm font-medium text-slate-700 dark:text-slate-200">Preview</figcaption>
      <div className="overflow-hidden rounded-[2rem] border-[10px] border-slate-800 shadow-lg dark:border-slate-600">
        <div inert data-testid="bio-preview" className="h-[36rem] overflow-y-auto px-5 py-8" style={{ background: theme.background, color: theme.text }}>
          <div className="flex flex-col items-center gap-3 text-center">
            {isHttpUrl(values.avatar) ? (
              <img src={values.avatar} alt="" className="size-20 rounded-full object-cover" referrerPolicy="no-referrer" />
            ) : (
              <span aria-hidden="true" className="grid size-20 place-items-center rounded-full text-2xl font-semibold" style={button}>
                {(values.name.trim()[0] ?? '?').toUpperCase()}
              </span>
            )}
            <p className="break-words text-xl font-bold [overflow-wrap:anywhere]">{values.name || 'Your name'}</p>
            {values.description && <p className="whitespace-pre-line text-sm [overflow-wrap:anywhere]">{values.description}</p>}
            {socials.length > 0 && (
              <ul className="flex flex-wrap justify-center gap-2">
                {socials.map((b, i) => (
                  <li key={i} title={NETWORK_LABELS[b.network]} className="rounded-full px-3 py-1 text-xs font-semibold" style={{ ...button, borderRadius: '9999px', opacity: socialHref(b.network, b.url) ? 1 : 0.6 }}>
                    {NETWORK_LABELS[b.network]}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <ul className="mt-6 flex flex-col gap-3">
            {values.blocks.map((b, i) => {
              if (b.type === 'link')
                return (
                  <li key={i} className="px-4 py-3 text-center text-sm font-semibold [overflow-wrap:anywhere]" style={button}>
                    {b.title || 'Untitled link'}
                  </li>
                )
              if (b.type === 'heading')
                return (
                  <li key={i} className="mt-2 text-center text-lg font-bold [overflow-wrap:anywhere]">
                    {b.text}
                  </li>
                )
              if (b.type === 'text')
                return (
                  <li key={i} className="whitespace-pre-line text-center text-sm [overflow-wrap:anywhere]">
                    {b.text}
                  </li>
                )
              if (b.type === 'image')
                return (
                  <li key={i}>
                    {isHttpUrl(b.url) ? (
                      <img src={b.url} alt="" className="w-full object-cover" style={{ borderRadius: radius }} referrerPolicy="no-referrer" />
                    ) : (
                      <span className="block h-24 w-full opacity-30" style={{ background: theme.text, borderRadius: radius }} />
                    )}
                  </li>
                )
              return null
            })}
          </ul>
        </div>
      </div>
    </figure>
  )
}
