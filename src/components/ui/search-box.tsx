import { useEffect, useState } from 'react'
import { Icon } from './icon'

const DEBOUNCE_MS = 300

interface SearchBoxProps {
  value: string
  onSearch: (term: string) => void
  label: string
  placeholder: string
  maxLength: number
}

export function SearchBox({ value, onSearch, label, placeholder, maxLength }: SearchBoxProps) {
  const [text, setText] = useState(value)
  const [urlValue, setUrlValue] = useState(value)
  // The URL changed by itself (back button, a link): show its term, unless it is what is typed.
  if (value !== urlValue) {
    setUrlValue(value)
    if (value !== text.trim()) setText(value)
  }
  useEffect(() => {
    const term = text.trim()
    if (term === value) return
    const timer = setTimeout(() => onSearch(term), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, value, onSearch])

  return (
    <div className="relative w-full sm:w-64">
      <Icon name="search" className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        maxLength={maxLength}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="block w-full rounded-md border border-slate-300 bg-white py-2 pl-8 pr-3 text-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-600 dark:bg-slate-900 dark:placeholder:text-slate-400"
      />
    </div>
  )
}
