import { useSyncExternalStore } from 'react'

export type ToastTone = 'success' | 'error' | 'info'
export interface Toast {
  id: number
  tone: ToastTone
  message: string
}

const DURATION_MS = { success: 4000, info: 5000, error: 8000 } as const

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()

function set(next: Toast[]) {
  toasts = next
  for (const listener of listeners) listener()
}

export function dismissToast(id: number) {
  set(toasts.filter((t) => t.id !== id))
}

function show(tone: ToastTone, message: string): number {
  const id = nextId++
  set([...toasts.slice(-3), { id, tone, message }])
  setTimeout(() => dismissToast(id), DURATION_MS[tone])
  return id
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
}

/** Created and deleted for what the dashboard makes; added and removed for what is brought in or put into something. */
export type Outcome = 'created' | 'added' | 'updated' | 'deleted' | 'removed' | 'uploaded'

/** Every success toast in one form (`Domain “go.example.com” has been added.`); the API's own wording differs and is not shown. */
export function doneMessage(thing: string, name: string | null | undefined, outcome: Outcome, place?: string): string {
  const label = thing.charAt(0).toUpperCase() + thing.slice(1)
  const named = name?.trim() ? `${label} “${name.trim()}”` : label
  return `${named} has been ${outcome}${place ? ` ${place}` : ''}.`
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    () => toasts,
  )
}
