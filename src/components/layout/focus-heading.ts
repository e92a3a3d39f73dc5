import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

/**
 * Moves focus to the page's heading, unless the page already put it somewhere in itself (a form's first
 * field). True once done; false while the page has no heading yet (it is still loading).
 */
export function focusPageHeading(): boolean {
  const main = document.querySelector<HTMLElement>('main')
  const active = document.activeElement
  if (main && active && active !== main && main.contains(active)) return true
  const heading = main?.querySelector<HTMLElement>('h1')
  if (!heading) return false
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
  heading.focus({ preventScroll: true })
  return true
}

// Loading a page waits this long at most for its heading.
const MAX_FRAMES = 300

/** Issue 40 item 1: after every navigation (not the first page, nor a change of ?page) focus goes to the page's heading. */
export function useFocusHeadingOnNavigate() {
  const pathname = useRouterState({ select: (s) => s.resolvedLocation?.pathname })
  const shown = useRef<string | undefined>(undefined)
  useEffect(() => {
    const before = shown.current
    shown.current = pathname
    if (!pathname || !before) return
    let frames = 0
    let frame = requestAnimationFrame(function attempt() {
      if (!focusPageHeading() && ++frames < MAX_FRAMES) frame = requestAnimationFrame(attempt)
    })
    return () => cancelAnimationFrame(frame)
  }, [pathname])
}
