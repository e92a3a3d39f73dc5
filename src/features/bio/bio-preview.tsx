import type { CSSProperties } from 'react'
import { BIO_DEFAULT_THEME, BIO_THEME_KEYS, socialHref, type BioButtonStyle } from '@contract/bio'
import { isHttpUrl } from '@contract/fields'
import type { BioFormValues, BlockFormValue } from './bio-form-schema'
import { NETWORK_LABELS } from './block-labels'

// The public page's measures (server/bio/bio-page.ts), so the preview looks like what visitors get.
const RADIUS: Record<BioButtonStyle, string> = { rounded: '.6rem', square: '0', pill: '999px' }
const NETWORK_SHORT: Record<BlockFormValue['network'], string> = { facebook: 'f', instagram: 'IG', x: 'X', linkedin: 'in', youtube: 'YT', tiktok: 'TT', github: 'GH', email: '@', phone: '☎' }

function groupSocial(blocks: BlockFormValue[]): (BlockFormValue | BlockFormValue[])[] {
  const out: (BlockFormValue | BlockFormValue[])[] = []
  for (const b of blocks) {
    const last = out[out.length - 1]
    if (b.type !== 'social') out.push(b)
    else if (Array.isArray(last)) last.push(b)
    else out.push([b])
  }
  return out
}
const hex = (value: string, fallback: string) => (/^#[0-9a-f]{6}$/i.test(value) ? value : fallback)

// B6: the default theme follows the visitor's light or dark setting; here it follows the dashboard's.
const DEFAULT_LOOK = '[--bg:#ffffff] [--fg:#1f2937] [--btn:#1e40af] [--btn-fg:#ffffff] dark:[--bg:#0f172a] dark:[--fg:#e2e8f0] dark:[--btn:#2563eb] dark:[--btn-fg:#ffffff]'
const button = { background: 'var(--btn)', color: 'var(--btn-fg)', borderRadius: 'var(--r)' }

/** E6: the public page drawn from the form's state, in a phone-sized frame; React text, `inert`: a picture. */
export function BioPreview({ values }: { values: BioFormValues }) {
  const theme = {
    background: hex(values.theme.background, BIO_DEFAULT_THEME.background),
    text: hex(values.theme.text, BIO_DEFAULT_THEME.text),
    button: hex(values.theme.button, BIO_DEFAULT_THEME.button),
    buttonText: hex(values.theme.buttonText, BIO_DEFAULT_THEME.buttonText),
  }
  const isDefault = BIO_THEME_KEYS.every((k) => theme[k].toLowerCase() === BIO_DEFAULT_THEME[k])
  const look = { '--r': RADIUS[values.buttonStyle], ...(!isDefault && { '--bg': theme.background, '--fg': theme.text, '--btn': theme.button, '--btn-fg': theme.buttonText }) } as CSSProperties
  return (
    <figure className="mx-auto w-full max-w-[22rem]">
      <figcaption className="mb-2 text-center text-sm text-slate-700 dark:text-slate-200">
        <span className="font-medium">Preview</span>
        {isDefault && <span className="block text-xs text-slate-600 dark:text-slate-300">The default colours follow each visitor’s light or dark setting.</span>}
      </figcaption>
      <div className="overflow-hidden rounded-[2rem] border-[10px] border-slate-800 shadow-lg dark:border-slate-600">
        <div inert data-testid="bio-preview" className={`h-[36rem] overflow-y-auto bg-(--bg) px-5 py-8 text-(--fg) ${isDefault ? DEFAULT_LOOK : ''}`} style={look}>
          <div className="flex flex-col items-center gap-3 text-center">
            {isHttpUrl(values.avatar) && <img src={values.avatar} alt="" className="size-24 rounded-full object-cover" referrerPolicy="no-referrer" />}
            <p className="text-2xl font-bold [overflow-wrap:anywhere]">{values.name || 'Your name'}</p>
            {values.description && <p className="whitespace-pre-line [overflow-wrap:anywhere]">{values.description}</p>}
          </div>
          <ul className="mt-6 flex flex-col gap-3">
            {groupSocial(values.blocks).map((b, i) => {
              if (Array.isArray(b))
                return (
                  <li key={i}>
                    <ul className="flex flex-wrap justify-center gap-2">
                      {b.map((s, j) => (
                        <li key={j} title={NETWORK_LABELS[s.network]} className="grid size-11 place-items-center rounded-full border-2 border-current text-xs font-bold" style={{ opacity: socialHref(s.network, s.url) ? 1 : 0.5 }}>
                          {NETWORK_SHORT[s.network]}
                        </li>
                      ))}
                    </ul>
                  </li>
                )
              if (b.type === 'link')
                return (
                  <li key={i} className="px-4 py-3.5 text-center font-semibold [overflow-wrap:anywhere]" style={button}>
                    {b.title || 'Untitled link'}
                  </li>
                )
              if (b.type === 'heading')
                return (
                  <li key={i} className="mt-3 text-center text-lg font-bold [overflow-wrap:anywhere]">
                    {b.text}
                  </li>
                )
              if (b.type === 'text')
                return (
                  <li key={i} className="whitespace-pre-line text-center [overflow-wrap:anywhere]">
                    {b.text}
                  </li>
                )
              return (
                <li key={i}>
                  {isHttpUrl(b.url) ? (
                    <img src={b.url} alt="" className="mx-auto h-auto max-w-full" style={{ borderRadius: 'var(--r)' }} referrerPolicy="no-referrer" />
                  ) : (
                    <span className="block h-24 w-full opacity-30" style={{ background: 'var(--fg)', borderRadius: 'var(--r)' }} />
                  )}
                </li>
              )
            })}
          </ul>
        </div>
      </div>
    </figure>
  )
}
