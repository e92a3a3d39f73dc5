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

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    () => toasts,
  )
}
