import { useWatch } from 'react-hook-form'
import { LINK_TYPES, designOf, type LinkType } from '@contract/links'
import { checkClass, FormSection } from '@/components/ui/form-section'
import type { LinkChoices, LinkFormApi } from './link-form-types'

const TYPES: Record<(typeof LINK_TYPES)[number], { label: string; text: string }> = {
  direct: { label: 'Direct', text: 'Visitors go straight to the destination.' },
  frame: { label: 'Frame', text: 'The destination opens inside a page of ours with a slim bar on top.' },
  splash: { label: 'Splash', text: 'A page names the destination and continues after 5 seconds or a click.' },
}
// Issue 40 item 4: input:checked, not :checked, which the picker's selected <option> also is.
const CARD =
  'flex gap-2 rounded-md border border-slate-200 p-3 text-sm has-[input:checked]:border-brand-500 has-[input:checked]:bg-brand-50 dark:border-slate-700 dark:has-[input:checked]:border-blue-400 dark:has-[input:checked]:bg-slate-800'
const SELECT = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-900'

type Designs = Pick<LinkChoices, 'splashes' | 'overlays'>
const DESIGNS = [
  { kind: 'splash', label: 'Your splash page', text: 'Your own design, with its countdown, before the destination.', none: 'You have no splash pages yet.' },
  { kind: 'overlay', label: 'Your overlay', text: 'The destination in a frame with your call to action on top.', none: 'You have no overlays yet.' },
] as const

/** The three plain types as cards, then one card each for the user's splash pages and overlays, with a picker. */
export function LinkTypeFields({ form, splashes, overlays }: { form: LinkFormApi } & Designs) {
  const error = form.formState.errors.type?.message
  const type = useWatch({ control: form.control, name: 'type' })
  const chosen = designOf(type ?? '')
  const choose = (value: string) => form.setValue('type', value as LinkType, { shouldDirty: true, shouldValidate: true })
  return (
    <FormSection legend="Redirect type">
      <div className="grid gap-2 sm:grid-cols-3">
        {LINK_TYPES.map((t) => (
          <label key={t} className={CARD}>
            <input type="radio" value={t} className={`${checkClass} mt-0.5`} {...form.register('type')} />
            <span>
              <span className="block font-medium">{TYPES[t].label}</span>
              <span className="block text-slate-600 dark:text-slate-300">{TYPES[t].text}</span>
            </span>
          </label>
        ))}
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {DESIGNS.map(({ kind, label, text, none }) => {
          const rows = kind === 'splash' ? splashes : overlays
          const current = chosen?.kind === kind ? chosen.id : null
          // A stored choice missing from the list (a later page) stays selectable.
          const options = current && !rows.some((r) => r.id === current) ? [...rows, { id: current, name: `#${current}` }] : rows
          return (
            <div key={kind} className={CARD}>
              <input
                type="radio"
                name={`type-${kind}`}
                aria-label={label}
                checked={current !== null}
                disabled={!options.length}
                onChange={() => options[0] && choose(`${kind}-${options[0].id}`)}
                className={`${checkClass} mt-0.5`}
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{label}</span>
                <span className="block text-slate-600 dark:text-slate-300">{options.length ? text : none}</span>
                {options.length > 0 && (
                  <select
                    aria-label={kind === 'splash' ? 'Splash page' : 'Overlay'}
                    className={SELECT}
                    value={current ? `${kind}-${current}` : ''}
                    onChange={(e) => choose(e.target.value || 'direct')}
                  >
                    <option value="">{kind === 'splash' ? 'Choose a splash page' : 'Choose an overlay'}</option>
                    {options.map((r) => (
                      <option key={r.id} value={`${kind}-${r.id}`}>
                        {r.name || `#${r.id}`}
                      </option>
                    ))}
                  </select>
                )}
              </span>
            </div>
          )
        })}
      </div>
      {error && <p className="text-sm text-red-700 dark:text-red-300">{error}</p>}
    </FormSection>
  )
}
