import { useSyncExternalStore } from 'react'

export type ThemeChoice = 'system' | 'light' | 'dark'

// The same rule as src/theme-boot.ts, which applies it before first paint.
const STORAGE_KEY = 'theme'
const media = () => window.matchMedia('(prefers-color-scheme: dark)')
const listeners = new Set<() => void>()

function getThemeChoice(): ThemeChoice {
  const stored = localStorage.getItem(STORAGE_KEY)
  return stored === 'light' || stored === 'dark' ? stored : 'system'
}

function apply() {
  const choice = getThemeChoice()
  const dark = choice === 'dark' || (choice === 'system' && media().matches)
  document.documentElement.classList.toggle('dark', dark)
  for (const listener of listeners) listener()
}

export function setThemeChoice(choice: ThemeChoice) {
  if (choice === 'system') localStorage.removeItem(STORAGE_KEY)
  else localStorage.setItem(STORAGE_KEY, choice)
  apply()
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) media().addEventListener('change', apply)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) media().removeEventListener('change', apply)
  }
}

export const useThemeChoice = (): ThemeChoice => useSyncExternalStore(subscribe, getThemeChoice)
