import { useSyncExternalStore } from 'react'
import type { Page } from '@contract/envelope'
import type { LinkView } from '@contract/links'
import { getSession } from '@/lib/auth'

// H6: the live service ignores X2's parameters, so rows without `archived` mean no X2, remembered per API base URL.
const without = new Set<string>()
const listeners = new Set<() => void>()
const baseUrl = () => getSession()?.baseUrl ?? ''
const supported = () => !without.has(baseUrl())

export const linkGroups = {
  supported,
  noteList(page: Page<LinkView>) {
    if (!page.items.length || page.items.some((l) => l.archived !== undefined) || without.has(baseUrl())) return
    without.add(baseUrl())
    for (const l of listeners) l()
  },
  useSupported: () =>
    useSyncExternalStore((l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    }, supported),
}
