import type { FileRouteTypes } from '@/routeTree.gen'

// Single keys work only when no field has focus; Ctrl/⌘+K works everywhere. Every shortcut is also a button or a link.

export const GO_TO: readonly { key: string; to: FileRouteTypes['to']; label: string }[] = [
  { key: 'o', to: '/', label: 'Overview' },
  { key: 'l', to: '/links', label: 'Links' },
  { key: 'q', to: '/qr', label: 'QR codes' },
  { key: 'f', to: '/files', label: 'Files' },
  { key: 'd', to: '/domains', label: 'Domains' },
  { key: 'c', to: '/campaigns', label: 'Campaigns' },
  { key: 'r', to: '/directories', label: 'Directories' },
  { key: 'b', to: '/bio', label: 'Bio pages' },
  { key: 'p', to: '/pixels', label: 'Pixels' },
  { key: 'v', to: '/overlays', label: 'CTA overlays' },
  { key: 's', to: '/splash', label: 'Splash pages' },
  { key: 'a', to: '/account', label: 'Account' },
  { key: 'k', to: '/console', label: 'API console' },
]

export const SHORTCUTS: readonly { keys: string; does: string }[] = [
  { keys: 'Ctrl K or ⌘ K', does: 'Open the command palette: go to a page, run an action, find a link' },
  { keys: '/', does: 'Search or filter the list on this page' },
  { keys: 'n', does: 'Create: the page’s “New” or “Add” form' },
  ...GO_TO.map(({ key, label }) => ({ keys: `g then ${key}`, does: `Go to ${label}` })),
  { keys: '?', does: 'Show these shortcuts' },
]

export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  return target.closest('input, textarea, select, [role="combobox"], [role="textbox"]') !== null
}

export type Command =
  | { kind: 'palette' }
  | { kind: 'help' }
  | { kind: 'search' }
  | { kind: 'leave' }
  | { kind: 'new' }
  | { kind: 'go'; to: FileRouteTypes['to'] }

/** One key press as a command, given whether "g" came just before: `pending` for that "g", null when not a shortcut. */
export function commandOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>,
  afterG: boolean,
): Command | 'pending' | null {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return { kind: 'palette' }
  // Issue 40 item 3: Escape leaves the search that "/" went to, so the next shortcut is not typed into it.
  if (event.key === 'Escape' && isPageSearch(event.target)) return { kind: 'leave' }
  if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return null
  if (afterG) {
    const target = GO_TO.find((g) => g.key === event.key.toLowerCase())
    return target ? { kind: 'go', to: target.to } : null
  }
  if (event.key === 'g') return 'pending'
  if (event.key === '?') return { kind: 'help' }
  if (event.key === '/') return { kind: 'search' }
  if (event.key === 'n') return { kind: 'new' }
  return null
}

export const pageSearch = () => document.querySelector<HTMLInputElement>('main input[type="search"]')
const isPageSearch = (target: EventTarget | null) => target instanceof HTMLInputElement && target.type === 'search' && !!target.closest('main')
/** The page's create action: marked `data-shortcut="new"`. */
export const pageCreate = () => document.querySelector<HTMLElement>('main [data-shortcut="new"]')
