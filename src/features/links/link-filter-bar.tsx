import { useId, useState } from 'react'
import { buttonClass } from '@/components/ui/button'
import { inputClass } from '@/components/ui/field'
import { STATES, STATE_LABELS, hasFilters, statesOf, type LinkFilters, type LinkState } from './link-filters'

export interface FilterChoices {
  campaigns?: { id: number; name: string }[]
  domains?: { id: number; name: string }[]
  directories?: { id: number; name: string }[]
}

interface Props {
  filters: LinkFilters
  onChange: (next: LinkFilters) => void
  choices: FilterChoices
  /** The choices are read only once the panel is opened or a chip needs a name. */
  onOpen: () => void
}

const LABEL = 'block text-sm font-medium text-slate-700 dark:text-slate-200'
const CHIP =
  'inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm text-brand-800 hover:bg-brand-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700'

const nameIn = (list: { id: number; name: string }[] | undefined, id: number | 'none' | undefined, none: string) =>
  id === 'none' ? none : (list?.find((c) => c.id === id)?.name ?? `#${id}`)

const idValue = (v: string): number | 'none' | undefined => (v === '' ? undefined : v === 'none' ? 'none' : Number(v))

/** H5: campaign, domain, directory and state as removable chips; the filters themselves live in the URL. */
export function LinkFilterBar({ filters, onChange, choices, onOpen }: Props) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const states = statesOf(filters)
  const setStates = (next: LinkState[]) => onChange({ ...filters, state: STATES.filter((s) => next.includes(s)).join(',') || undefined })
  const chips: { key: string; label: string; remove: () => void }[] = []
  if (filters.campaign !== undefined)
    chips.push({ key: 'campaign', label: `Campaign: ${nameIn(choices.campaigns, filters.campaign, 'none')}`, remove: () => onChange({ ...filters, campaign: undefined }) })
  if (filters.domain !== undefined)
    chips.push({ key: 'domain', label: `Domain: ${nameIn(choices.domains, filters.domain, 'default')}`, remove: () => onChange({ ...filters, domain: undefined }) })
  if (filters.directory !== undefined)
    chips.push({ key: 'directory', label: `Directory: ${nameIn(choices.directories, filters.directory, '')}`, remove: () => onChange({ ...filters, directory: undefined }) })
  for (const s of states) chips.push({ key: s, label: STATE_LABELS[s], remove: () => setStates(states.filter((x) => x !== s)) })

  return (
    <div className="w-full space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={buttonClass('secondary')}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => {
            if (!open) onOpen()
            setOpen(!open)
          }}
        >
          Filters
        </button>
        {chips.length > 0 && (
          <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
            {chips.map((c) => (
              <li key={c.key}>
                <button type="button" className={CHIP} onClick={c.remove} aria-label={`Remove the filter ${c.label}`}>
                  {c.label}
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {hasFilters(filters) && (
          <button
            type="button"
            className="text-sm text-brand-700 underline-offset-2 hover:underline dark:text-blue-300"
            onClick={() => onChange({ archived: filters.archived })}
          >
            Clear filters
          </button>
        )}
      </div>
      {open && (
        <div id={`${id}-panel`} className="grid gap-4 rounded-md border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-700">
          <label className={LABEL}>
            Campaign
            <select
              className={`${inputClass} mt-1`}
              value={filters.campaign ?? ''}
              onChange={(e) => onChange({ ...filters, campaign: idValue(e.target.value) })}
            >
              <option value="">Any</option>
              <option value="none">No campaign</option>
              {choices.campaigns?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label className={LABEL}>
            Domain
            <select className={`${inputClass} mt-1`} value={filters.domain ?? ''} onChange={(e) => onChange({ ...filters, domain: idValue(e.target.value) })}>
              <option value="">Any</option>
              <option value="none">The default domain</option>
              {choices.domains?.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </label>
          <label className={LABEL}>
            Directory
            <select
              className={`${inputClass} mt-1`}
              value={filters.directory ?? ''}
              onChange={(e) => onChange({ ...filters, directory: e.target.value ? Number(e.target.value) : undefined })}
            >
              <option value="">Any</option>
              {choices.directories?.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </label>
          <fieldset>
            <legend className={LABEL}>State (any of)</legend>
            {STATES.map((s) => (
              <label key={s} className="mt-1 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
                <input
                  type="checkbox"
                  checked={states.includes(s)}
                  onChange={(e) => setStates(e.target.checked ? [...states, s] : states.filter((x) => x !== s))}
                />
                {STATE_LABELS[s]}
              </label>
            ))}
          </fieldset>
        </div>
      )}
    </div>
  )
}
