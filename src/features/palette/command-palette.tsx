import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Command } from 'cmdk'
import { useEffect, useRef, useState } from 'react'
import { NAV_ITEMS } from '@/components/layout/nav-items'
import { linkQueries } from '@/features/links/api'
import { linkName } from '@/features/links/link-text'
import type { FileRouteTypes } from '@/routeTree.gen'
import { GO_TO } from './shortcuts'

const SEARCH_DELAY_MS = 300
const ITEM =
  'flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm text-slate-800 data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-800 dark:text-slate-100 dark:data-[selected=true]:bg-slate-700 dark:data-[selected=true]:text-white'
const HEADING =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-slate-600 dark:[&_[cmdk-group-heading]]:text-slate-300'

/** Waits (up to 3 s) for the page that was navigated to, then acts on its element. */
function whenShown<T extends HTMLElement>(find: () => T | null | undefined, act: (el: T) => void) {
  const until = Date.now() + 3000
  const tick = () => {
    const el = find()
    if (el) return act(el)
    if (Date.now() < until) setTimeout(tick, 50)
  }
  tick()
}

const labelled = (text: string) =>
  [...document.querySelectorAll('main label')].find((l): l is HTMLLabelElement => l.textContent?.trim() === text)?.control as HTMLElement | null

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

const shortcutOf = (to: string) => GO_TO.find((g) => g.to === to)?.key

/** Ctrl/⌘+K: jump to a page, run an action, or find a link by alias or title (the API's `q`, debounced). */
export function CommandPalette({ onClose, onHelp }: { onClose: () => void; onHelp: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const navigate = useNavigate()
  const [search, setSearch] = useState('')
  const term = useDebounced(search.trim(), SEARCH_DELAY_MS)
  const links = useQuery({ ...linkQueries.list({ page: 1, limit: 5, order: 'date', q: term }), enabled: term.length >= 2, staleTime: 60_000 })
  useEffect(() => {
    ref.current?.showModal()
    ref.current?.querySelector('input')?.focus()
  }, [])

  // Unmounting the dialog ends it (the parent drops it on onClose).
  const go = (to: FileRouteTypes['to'], then?: () => void) => {
    onClose()
    void navigate({ to }).then(then)
  }
  const actions = [
    {
      label: 'Shorten a URL',
      keywords: ['short', 'link', 'create'],
      run: () =>
        go('/links', () =>
          whenShown(
            () => labelled('Shorten a URL'),
            (el) => el.focus(),
          ),
        ),
    },
    {
      label: 'New link with all options',
      keywords: ['create', 'link'],
      run: () =>
        go('/links', () =>
          whenShown(
            () => document.querySelector<HTMLElement>('main [data-shortcut="new"]'),
            (el) => el.click(),
          ),
        ),
    },
    { label: 'New QR code', keywords: ['create', 'qr'], run: () => go('/qr/new') },
    {
      label: 'Upload files',
      keywords: ['file', 'upload'],
      run: () =>
        go('/files', () =>
          whenShown(
            () => document.querySelector<HTMLElement>('main [data-shortcut="new"]'),
            (el) => el.focus(),
          ),
        ),
    },
    { label: 'Import links from a CSV file', keywords: ['csv', 'bulk', 'import'], run: () => go('/links/import') },
    { label: 'Keyboard shortcuts', keywords: ['help', 'keys'], run: onHelp },
  ]
  const pages: { to: FileRouteTypes['to']; label: string }[] = [{ to: '/', label: 'Overview' }, ...NAV_ITEMS]
  const found = term.length >= 2 ? (links.data?.items ?? []) : []
  // The first link found is selected once the search answers (cmdk picks only as the user types), until the user moves it.
  const firstFound = found[0] ? `link ${found[0].id} ${term}` : ''
  const [chosen, setChosen] = useState<{ when: string; value: string } | null>(null)
  const selected = chosen && (chosen.when === firstFound || !firstFound) ? chosen.value : firstFound

  return (
    <dialog
      ref={ref}
      aria-label="Command palette"
      onClose={onClose}
      className="m-auto mt-[12vh] w-[min(36rem,calc(100%-2rem))] rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <Command label="Command palette" loop value={selected} onValueChange={(value) => setChosen({ when: firstFound, value })}>
        <Command.Input
          value={search}
          onValueChange={setSearch}
          placeholder="Go to a page, run an action, or find a link…"
          className="w-full border-b border-slate-200 bg-transparent px-4 py-3 text-base outline-none placeholder:text-slate-500 dark:border-slate-700 dark:placeholder:text-slate-400"
        />
        <Command.List className={`max-h-[60vh] overflow-y-auto p-2 ${HEADING}`}>
          <Command.Empty className="px-3 py-6 text-center text-sm text-slate-600 dark:text-slate-300">
            {links.isFetching ? 'Searching your links…' : 'Nothing matches. Try a page name, an action, or part of a link’s alias or title.'}
          </Command.Empty>
          {found.length > 0 && (
            <Command.Group heading="Links">
              {found.map((l) => (
                // The search already matched on the server: the term is part of the value so the palette keeps it.
                <Command.Item
                  key={l.id}
                  value={`link ${l.id} ${term}`}
                  keywords={[l.alias, l.title]}
                  onSelect={() => go(`/links/${l.id}` as FileRouteTypes['to'])}
                  className={ITEM}
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{linkName(l)}</span>
                    <span className="block truncate text-xs text-slate-600 dark:text-slate-300">{l.shorturl}</span>
                  </span>
                </Command.Item>
              ))}
            </Command.Group>
          )}
          <Command.Group heading="Actions">
            {actions.map((a) => (
              <Command.Item key={a.label} value={a.label} keywords={a.keywords} onSelect={a.run} className={ITEM}>
                {a.label}
              </Command.Item>
            ))}
          </Command.Group>
          <Command.Group heading="Go to">
            {pages.map((p) => (
              <Command.Item key={p.to} value={`Go to ${p.label}`} onSelect={() => go(p.to)} className={ITEM}>
                {p.label}
                {shortcutOf(p.to) && <kbd className="font-sans text-xs text-slate-500 dark:text-slate-400">g {shortcutOf(p.to)}</kbd>}
              </Command.Item>
            ))}
          </Command.Group>
        </Command.List>
      </Command>
    </dialog>
  )
}
