import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'
import { Td, Th } from '@/components/ui/table'
import type { MatchingQuery } from './matching'

// Row checkboxes of a list: a table that finds this context draws a checkbox column (tables are used elsewhere without one).

export interface Selected {
  id: number
  name: string
}

export interface Selection {
  noun: string
  selected: ReadonlyMap<number, Selected>
  toggle: (item: Selected) => void
  setAll: (items: readonly Selected[], on: boolean) => void
  clear: () => void
  /** "All N links": every row the list query matches, across pages; a row's box leaves it. */
  all: AllMatching | null
  selectAll: (all: AllMatching) => void
}

export interface AllMatching {
  query: MatchingQuery
  total: number
}

const SelectionContext = createContext<Selection | null>(null)

export function useSelection(noun: string): Selection {
  const [selected, setSelected] = useState<ReadonlyMap<number, Selected>>(new Map())
  const [all, setAllMatching] = useState<AllMatching | null>(null)
  return useMemo(
    () => ({
      noun,
      selected,
      all,
      selectAll: setAllMatching,
      toggle: (item) => {
        setAllMatching(null)
        setSelected((old) => {
          const next = new Map(old)
          // Every row looked selected: its box unselects it.
          if (all || next.has(item.id)) next.delete(item.id)
          else next.set(item.id, item)
          return next
        })
      },
      setAll: (items, on) => {
        setAllMatching(null)
        setSelected((old) => {
          const next = new Map(old)
          for (const item of items) {
            if (on) next.set(item.id, item)
            else next.delete(item.id)
          }
          return next
        })
      },
      clear: () => {
        setAllMatching(null)
        setSelected(new Map())
      },
    }),
    [noun, selected, all],
  )
}

export function SelectionProvider({ value, children }: { value: Selection; children: ReactNode }) {
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>
}

const BOX = 'size-4 rounded border-slate-400 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

export function SelectAllHead({ rows }: { rows: readonly Selected[] }) {
  const selection = useContext(SelectionContext)
  if (!selection) return null
  const on = rows.filter((r) => selection.selected.has(r.id)).length
  const all = selection.all !== null || (rows.length > 0 && on === rows.length)
  return (
    <Th className="w-10">
      <input
        type="checkbox"
        className={BOX}
        aria-label={`Select every ${selection.noun} on this page`}
        checked={all}
        ref={(box) => {
          if (box) box.indeterminate = on > 0 && !all
        }}
        onChange={() => selection.setAll(rows, !all)}
      />
    </Th>
  )
}

export function SelectCell({ item }: { item: Selected }) {
  const selection = useContext(SelectionContext)
  if (!selection) return null
  return (
    <Td className="w-10 align-top">
      <input
        type="checkbox"
        className={`${BOX} mt-1`}
        aria-label={`Select ${item.name}`}
        checked={selection.all !== null || selection.selected.has(item.id)}
        onChange={() => selection.toggle(item)}
      />
    </Td>
  )
}
