import { useEffect, useId, useRef, useState } from 'react'
import type { StatsFilter } from '@contract/stats'
import { buttonClass } from '@/components/ui/button'
import { inputClass } from '@/components/ui/field'
import { FILTER_NAMES, valueLabel } from './stats-labels'
import { FILTERS, filterValues } from './stats-search'
import type { FilterChip } from './stats-view'

interface FilterBarProps {
  chips: FilterChip[]
  onAdd: (name: StatsFilter, value: string) => void
  onRemove: (chip: FilterChip) => void
}

export function FilterBar({ chips, onAdd, onRemove }: FilterBarProps) {
  const [name, setName] = useState<StatsFilter>('country')
  const [value, setValue] = useState('')
  const nameRef = useRef<HTMLSelectElement>(null)
  const chipsRef = useRef<HTMLUListElement>(null)
  const id = useId()
  const focusAt = useRef<number | null>(null)
  const shown = chips.map((c) => `${c.name}:${c.value}`).join()
  // The removed chip had focus: once it is gone, focus the next chip, else the filter's name.
  useEffect(() => {
    if (focusAt.current === null) return
    const buttons = chipsRef.current?.querySelectorAll('button')
    ;(buttons?.[Math.min(focusAt.current, buttons.length - 1)] ?? nameRef.current)?.focus()
    focusAt.current = null
  }, [shown])
  const remove = (chip: FilterChip, index: number) => {
    focusAt.current = index
    onRemove(chip)
  }
  return (
    <div className="flex flex-col gap-3">
      {chips.length > 0 && (
        <ul ref={chipsRef} aria-label="Filters in force" className="flex flex-wrap gap-2">
          {chips.map((chip, i) => (
            <li key={`${chip.name}:${chip.value}`}>
              <button
                type="button"
                onClick={() => remove(chip, i)}
                aria-label={`Remove filter ${FILTER_NAMES[chip.name]}: ${valueLabel(chip.name, chip.value)}`}
                className="inline-flex items-center gap-1.5 rounded-full border border-brand-600 bg-brand-50 px-3 py-1 text-sm text-brand-700 hover:bg-brand-100 dark:border-blue-400 dark:bg-blue-950 dark:text-blue-100 dark:hover:bg-blue-900"
              >
                <span>
                  {FILTER_NAMES[chip.name]}: {valueLabel(chip.name, chip.value)}
                </span>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        aria-label="Add a filter"
        onSubmit={(e) => {
          e.preventDefault()
          const values = filterValues(value)
          for (const v of values) onAdd(name, name === 'country' ? v.toUpperCase() : v)
          if (values.length > 0) setValue('')
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-name`} className="text-xs font-medium text-slate-600 dark:text-slate-300">
            Filter by
          </label>
          <select ref={nameRef} id={`${id}-name`} className={`${inputClass} w-auto`} value={name} onChange={(e) => setName(e.target.value as StatsFilter)}>
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {FILTER_NAMES[f]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-value`} className="text-xs font-medium text-slate-600 dark:text-slate-300">
            Value
          </label>
          <input
            id={`${id}-value`}
            className={`${inputClass} w-44`}
            value={value}
            maxLength={255}
            placeholder={PLACEHOLDERS[name]}
            onChange={(e) => setValue(e.target.value)}
          />
        </div>
        <button type="submit" className={buttonClass('secondary')}>
          Add filter
        </button>
      </form>
    </div>
  )
}

const PLACEHOLDERS: Record<StatsFilter, string> = {
  country: 'DE',
  device: 'mobile',
  browser: 'Chrome',
  os: 'Android',
  referrer: 'google.com or direct',
  language: 'de',
  source: 'link or scan',
}
