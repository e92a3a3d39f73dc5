import { useRef, useState } from 'react'

/** Closing the panel returns focus to the button that opened it, so keyboard users keep their place. */
export function useEditor<T>() {
  const [editing, setEditing] = useState<T | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const open = (target: T) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setEditing(target)
  }
  const close = () => {
    setEditing(null)
    opener.current?.focus()
  }
  return { editing, open, close, dismiss: () => setEditing(null) }
}
