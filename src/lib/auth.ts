import { useSyncExternalStore } from 'react'

export interface Session {
  baseUrl: string
  apiKey: string
}
/** What the shell shows of the account, kept with the session so a reload does not ask GET /account again. */
export interface SessionUser {
  username: string
  email: string
  avatar: string
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

function parseUser(raw: string | null): SessionUser | null {
  try {
    const { user } = JSON.parse(raw ?? '{}') as { user?: Partial<SessionUser> }
    return user && typeof user.username === 'string' && typeof user.email === 'string' && typeof user.avatar === 'string'
      ? { username: user.username, email: user.email, avatar: user.avatar }
      : null
  } catch {
    return null
  }
}

const storageOf = () => (localStorage.getItem(SESSION_KEY) ? localStorage : sessionStorage.getItem(SESSION_KEY) ? sessionStorage : null)

function readStored(): Session | null {
  return parse(localStorage.getItem(SESSION_KEY)) ?? parse(sessionStorage.getItem(SESSION_KEY))
}

let session: Session | null = readStored()
let user: SessionUser | null = parseUser(storageOf()?.getItem(SESSION_KEY) ?? null)
let lastSignOut: SignOutReason | null = null
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

export const getSession = () => session
export const getSessionUser = () => user
export const getSignOutReason = () => lastSignOut

export function subscribeSession(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
export const useSession = () => useSyncExternalStore(subscribeSession, getSession)
export const useSessionUser = () => useSyncExternalStore(subscribeSession, getSessionUser)

const sameUser = (a: SessionUser | null, b: SessionUser | null) =>
  a === b || (!!a && !!b && a.username === b.username && a.email === b.email && a.avatar === b.avatar)

/** Keeps the signed-in user's name beside the session; called when the account is (re)loaded or changed. */
export function rememberSessionUser(next: SessionUser) {
  const storage = storageOf()
  if (!session || !storage || sameUser(user, next)) return
  const value = { baseUrl: session.baseUrl, apiKey: session.apiKey, user: pickUser(next) }
  storage.setItem(SESSION_KEY, JSON.stringify(value))
  user = value.user
  emit()
}

const pickUser = ({ username, email, avatar }: SessionUser): SessionUser => ({ username, email, avatar })

/** The key lives in localStorage only when the user asked to be remembered. */
export function signIn(next: Session, remember: boolean, signedIn: SessionUser | null = null) {
  localStorage.removeItem(SESSION_KEY)
  sessionStorage.removeItem(SESSION_KEY)
  const stored = { baseUrl: next.baseUrl, apiKey: next.apiKey, ...(signedIn && { user: pickUser(signedIn) }) }
  ;(remember ? localStorage : sessionStorage).setItem(SESSION_KEY, JSON.stringify(stored))
  localStorage.setItem(BASE_URL_KEY, next.baseUrl)
  session = { baseUrl: next.baseUrl, apiKey: next.apiKey }
  user = signedIn && pickUser(signedIn)
  lastSignOut = null
  emit()
}

/** A new key for the same account (D20b), kept where the old one was. */
export function replaceSessionKey(apiKey: string) {
  const storage = storageOf()
  if (!session || !storage) return
  storage.setItem(SESSION_KEY, JSON.stringify({ baseUrl: session.baseUrl, apiKey, ...(user && { user }) }))
  session = { ...session, apiKey }
  emit()
}

export function signOut(reason: SignOutReason = { kind: 'user' }) {
  localStorage.removeItem(SESSION_KEY)
  sessionStorage.removeItem(SESSION_KEY)
  if (!session) return
  session = null
  user = null
  lastSignOut = reason
  emit()
}

export function expireSession(apiKey: string, message: string) {
  if (session?.apiKey === apiKey) signOut({ kind: 'expired', message })
}

const ownApi = () => `${location.origin}/api`

export function defaultBaseUrl(): string {
  return localStorage.getItem(BASE_URL_KEY) ?? ownApi()
}

/** The API of the server that serves this dashboard. */
export const isOwnApi = (baseUrl: string) => baseUrl.trim().replace(/\/+$/, '') === ownApi()

// Another tab signing in or out with "remember me" changes this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_KEY && event.key !== null) return
    const stored = readStored()
    const storedUser = parseUser(storageOf()?.getItem(SESSION_KEY) ?? null)
    if (stored?.apiKey === session?.apiKey && stored?.baseUrl === session?.baseUrl && sameUser(storedUser, user)) return
    if (stored) {
      session = stored
      user = storedUser
      emit()
    } else signOut()
  })
}
