import { useNavigate } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import { Icon } from '@/components/ui/icon'
import { commandOf, pageCreate, pageSearch } from './shortcuts'

const CommandPalette = lazy(() => import('./command-palette').then((m) => ({ default: m.CommandPalette })))
const ShortcutHelp = lazy(() => import('./shortcut-help').then((m) => ({ default: m.ShortcutHelp })))

const G_WINDOW_MS = 1500

export function KeyboardShortcuts() {
  const navigate = useNavigate()
  const [open, setOpen] = useState<'palette' | 'help' | null>(null)
  const gAt = useRef(0)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return
      // A modal dialog open (a confirmation, the palette itself) keeps its keys.
      if (document.querySelector('dialog[open]') && !(event.ctrlKey || event.metaKey)) return
      const command = commandOf(event, Date.now() - gAt.current < G_WINDOW_MS)
      gAt.current = command === 'pending' ? Date.now() : 0
      if (!command || command === 'pending') return
      if (command.kind === 'search' && !pageSearch()) return
      if (command.kind === 'new' && !pageCreate()) return
      event.preventDefault()
      if (command.kind === 'palette') setOpen((now) => (now === 'palette' ? null : 'palette'))
      else if (command.kind === 'help') setOpen('help')
      else if (command.kind === 'search') pageSearch()?.focus()
      else if (command.kind === 'leave') document.querySelector<HTMLElement>('main')?.focus()
      else if (command.kind === 'new') pageCreate()?.click()
      else void navigate({ to: command.to })
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [navigate])

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen('palette')}
        aria-keyshortcuts="Control+K Meta+K"
        // On a phone the header has no room: every page is in the menu, and the palette is for keyboards.
        className="hidden items-center gap-2 rounded-md border border-slate-300 px-2 py-1.5 text-sm text-slate-600 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-300 dark:hover:bg-slate-800 sm:inline-flex"
      >
        <Icon name="search" className="size-4" />
        <span className="sr-only md:not-sr-only">Search or jump to…</span>
        <kbd className="hidden rounded border border-slate-300 px-1 font-sans text-xs lg:inline dark:border-slate-600">Ctrl K</kbd>
      </button>
      <Suspense fallback={null}>
        {open === 'palette' && <CommandPalette onClose={() => setOpen(null)} onHelp={() => setOpen('help')} />}
        {open === 'help' && <ShortcutHelp onClose={() => setOpen(null)} />}
      </Suspense>
    </>
  )
}
