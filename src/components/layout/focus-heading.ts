import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

/** U1: focuses the page's heading unless the page put focus in itself; false while there is no heading yet. */
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

// How long a page may take to show its heading, and to replace a loading heading by its own (then focus fell to <body>).
const MAX_FRAMES = 300
const KEEP_FRAMES = 120

/** Issue 40 item 1: after every navigation (not the first page, nor a change of ?page) focus goes to the page's heading. */
export function useFocusHeadingOnNavigate() {
  const pathname = useRouterState({ select: (s) => s.resolvedLocation?.pathname })
  const shown = useRef<string | undefined>(undefined)
  useEffect(() => {
    const before = shown.current
    shown.current = pathname
    if (!pathname || !before) return
    let frames = 0
    let doneAt = -1
    let frame = requestAnimationFrame(function attempt() {
      frames++
      const lost = document.activeElement === null || document.activeElement === document.body
      if ((doneAt < 0 || lost) && focusPageHeading() && doneAt < 0) doneAt = frames
      if (doneAt < 0 ? frames < MAX_FRAMES : frames - doneAt < KEEP_FRAMES) frame = requestAnimationFrame(attempt)
    })
    return () => cancelAnimationFrame(frame)
  }, [pathname])
}
