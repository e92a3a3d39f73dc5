import { useSyncExternalStore } from 'react'

export interface Session {
  baseUrl: string
  apiKey: string
}
/** How the last session ended: `expired` brings the user back to where they were. */
export type SignOutReason = { kind: 'user' } | { kind: 'expired'; message: string }

const SESSION_KEY = 'linkdash.session'
const BASE_URL_KEY = 'linkdash.baseUrl'

function parse(raw: string | null): Session | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<Session>
    return typeof value.baseUrl === 'string' && typeof value.apiKey === 'string' && value.apiKey
      ? { baseUrl: value.baseUrl, apiKey: value.apiKey }
      : null
  } catch {
    return null
  }
}

function readStored(): Session | null {
  return parse(localStorage.getItem(SESSION_KEY)) ?? parse(sessionStorage.getItem(SESSION_KEY))
}

let session: Session | null = readStored()
let lastSignOut: SignOutReason | null = null
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

export const getSession = () => session
export const getSignOutReason = () => lastSignOut

export function subscribeSession(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
export const useSession = () => useSyncExternalStore(subscribeSession, getSession)

/** The key lives in localStorage only when the user asked to be remembered. */
export function signIn(next: Session, remember: boolean) {
  localStorage.removeItem(SESSION_KEY)
  sessionStorage.removeItem(SESSION_KEY)
  ;(remember ? localStorage : sessionStorage).setItem(SESSION_KEY, JSON.stringify(next))
  localStorage.setItem(BASE_URL_KEY, next.baseUrl)
  session = next
  lastSignOut = null
  emit()
}

export function signOut(reason: SignOutReason = { kind: 'user' }) {
  localStorage.removeItem(SESSION_KEY)
  sessionStorage.removeItem(SESSION_KEY)
  if (!session) return
  session = null
  lastSignOut = reason
  emit()
}

export function expireSession(apiKey: string, message: string) {
  if (session?.apiKey === apiKey) signOut({ kind: 'expired', message })
}

export function defaultBaseUrl(): string {
  return localStorage.getItem(BASE_URL_KEY) ?? `${location.origin}/api`
}

// Another tab signing in or out with "remember me" changes this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_KEY && event.key !== null) return
    const stored = readStored()
    if (stored?.apiKey === session?.apiKey && stored?.baseUrl === session?.baseUrl) return
    if (stored) {
      session = stored
      emit()
    } else signOut()
  })
}
