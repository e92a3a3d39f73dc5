import { useRef, useState } from 'react'

const CONTROL = 'a[href], button, input, select, textarea, [role="button"], [role="menuitem"]'

const usable = (el: HTMLElement | null | undefined): el is HTMLElement =>
  !!el && el.isConnected && el !== document.body && !(el as HTMLButtonElement).disabled

/** U2: focus after the panel closes: its opener, else the button with its words, else `fallback`, else the heading. */
export function returnFocus(opener: HTMLElement | null, words: string, fallback?: () => HTMLElement | null) {
  // Twice: once for the panel to go, once for the list to take the saved row.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const same = words ? [...document.querySelectorAll<HTMLElement>('main button')].find((b) => b.textContent === words) : undefined
      const heading = document.querySelector<HTMLElement>('main h1')
      const target = [opener, same, fallback?.()].find(usable) ?? heading
      if (target === heading) heading?.setAttribute('tabindex', '-1')
      target?.focus()
    }),
  )
}

// U2: closing the panel returns focus to its opener, also after a save and when a shortcut opened it.
export function useEditor<T>(fallback?: () => HTMLElement | null) {
  const [editing, setEditing] = useState<T | null>(null)
  const opener = useRef<{ el: HTMLElement | null; words: string }>({ el: null, words: '' })
  const open = (target: T) => {
    // Only a control opens a form: a focused heading or <main> means a shortcut did.
    const active = document.activeElement
    const el = active instanceof HTMLElement && active.matches(CONTROL) ? active : null
    opener.current = { el, words: el?.tagName === 'BUTTON' ? (el.textContent ?? '') : '' }
    setEditing(target)
  }
  const close = () => {
    setEditing(null)
    returnFocus(opener.current.el, opener.current.words, fallback)
  }
  return { editing, open, close, dismiss: () => setEditing(null) }
}
