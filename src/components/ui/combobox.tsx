import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react'
import type { ControllerFieldState, RefCallBack } from 'react-hook-form'
import { describeError } from '@/lib/api-client'
import { Field, inputClass } from './field'
import { Icon } from './icon'

export interface ComboOption {
  id: number
  label: string
  detail?: string
}

export type OptionsQuery<TData, TKey extends QueryKey = QueryKey> = (term: string) => UseQueryOptions<TData, Error, TData, TKey>

export interface OptionSource<TData, TKey extends QueryKey = QueryKey> {
  query: OptionsQuery<TData, TKey>
  toOptions: (data: TData, term: string) => ComboOption[]
}

interface ComboboxProps<TData, TKey extends QueryKey> {
  label: string
  hint?: ReactNode
  error?: string
  value: ComboOption | null
  onChange: (option: ComboOption | null) => void
  source: OptionSource<TData, TKey>
  noMatch: string
  placeholder?: string
  minLength?: number
  ref?: Ref<HTMLInputElement>
}

const DEBOUNCE_MS = 300
// Typing a word again within five minutes is answered from the cache.
const STALE_MS = 5 * 60_000

/** A text box that searches and a list to pick from: the WAI-ARIA 1.2 combobox with list autocomplete. */
export function Combobox<TData, TKey extends QueryKey>({ label, hint, error, ...control }: ComboboxProps<TData, TKey>) {
  return (
    <Field label={label} hint={hint} error={error}>
      <ComboboxControl {...control} label={label} />
    </Field>
  )
}

export function controlled({ field, fieldState }: { field: { value: ComboOption | null; onChange: (option: ComboOption | null) => void; ref: RefCallBack }; fieldState: ControllerFieldState }) {
  return { value: field.value, onChange: field.onChange, ref: field.ref, error: fieldState.error?.message }
}

function useSettled(value: string) {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [value])
  return settled
}

type ControlProps<TData, TKey extends QueryKey> = Omit<ComboboxProps<TData, TKey>, 'hint' | 'error'> & {
  id?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

function ComboboxControl<TData, TKey extends QueryKey>(props: ControlProps<TData, TKey>) {
  const { label, value, onChange, source, noMatch, placeholder, minLength = 1, ref, ...described } = props
  const listId = useId()
  // `text` is what the box shows; `term` is what was typed, so showing a picked label never searches.
  const [text, setText] = useState(value?.label ?? '')
  const [term, setTerm] = useState('')
  const [shown, setShown] = useState(value)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [engaged, setEngaged] = useState(false)
  if (value !== shown) {
    // The form changed the value (a reset after adding): show it and forget the search.
    setShown(value)
    setText(value?.label ?? '')
    setTerm('')
    setOpen(false)
  }

  const wanted = term.trim()
  const settled = useSettled(wanted)
  const searching = engaged && settled.length >= minLength
  const query = useQuery({ ...source.query(settled), enabled: searching, placeholderData: keepPreviousData, staleTime: STALE_MS })
  const options = searching && query.data ? source.toOptions(query.data, settled) : []
  const pending = wanted !== settled || query.isFetching
  const listed = open && wanted.length >= minLength
  const expanded = listed && options.length > 0
  const current = expanded && active < options.length ? active : -1
  const optionId = (i: number) => `${listId}-${i}`

  const status = !listed
    ? ''
    : pending
      ? 'Searching…'
      : query.error
        ? describeError(query.error)
        : options.length === 0
          ? `${noMatch}.`
          : `${options.length} ${options.length === 1 ? 'result' : 'results'}`

  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' })
  })

  function pick(option: ComboOption) {
    setShown(option)
    setText(option.label)
    setOpen(false)
    setActive(-1)
    onChange(option)
  }

  function type(next: string) {
    setText(next)
    setTerm(next)
    setOpen(true)
    setActive(-1)
    if (value) {
      setShown(null)
      onChange(null)
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = options.length - 1
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const down = event.key === 'ArrowDown'
      if (!expanded) {
        setOpen(true)
        setActive(options.length ? (down ? 0 : last) : -1)
      } else if (down) setActive(current >= last ? 0 : current + 1)
      else setActive(current <= 0 ? last : current - 1)
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault()
      pick(options[current]!)
    } else if (event.key === 'Escape') {
      // The first Escape closes the list, the second clears the box; neither reaches a dialog around it.
      if (expanded || listed) setOpen(false)
      else if (text) type('')
      else return
      event.preventDefault()
      event.stopPropagation()
    }
  }

  return (
    <div className="relative">
      <input
        {...described}
        ref={ref}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={text}
        onChange={(e) => type(e.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setEngaged(true)}
        onBlur={() => setOpen(false)}
        className={`${inputClass} pr-9`}
      />
      <Icon name="search" className="pointer-events-none absolute right-3 top-2.5 size-4 text-slate-400" />
      <div
        hidden={!listed}
        // In the flow, not floating: the panels around forms clip what overflows them.
        className="mt-1 overflow-hidden rounded-md border border-slate-200 bg-white shadow-sm dark:border-slate-600 dark:bg-slate-800"
      >
        <ul id={listId} role="listbox" aria-label={label} className="max-h-72 overflow-y-auto py-1">
          {options.map((option, i) => (
            <li
              key={option.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === current}
              // Keeps the focus in the box, so the list stays open until the click picks.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(option)}
              className={`cursor-pointer px-3 py-2 ${i === current ? 'bg-brand-100 dark:bg-slate-600' : 'hover:bg-slate-50 dark:hover:bg-slate-700/60'}`}
            >
              <span className="block truncate text-sm font-medium text-slate-900 dark:text-slate-100">{option.label}</span>
              {option.detail && <span className="block truncate text-xs text-slate-600 dark:text-slate-300">{option.detail}</span>}
            </li>
          ))}
        </ul>
        {options.length === 0 && <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">{status}</p>}
      </div>
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {status}
      </div>
    </div>
  )
}
