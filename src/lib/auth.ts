import { useSyncExternalStore } from 'react'

export interface Session {
  baseUrl: string
  apiKey: string
  id?: string
}
/** What the shell shows of the account, kept with the session so a reload does not ask GET /account again. */
export interface SessionUser {
  username: string
  email: string
  avatar: string
}
/** An API the user signed in to. `name` is the user's own ('' for user@host); `remember` keeps it on this device. */
export interface Account {
  id: string
  name: string
  baseUrl: string
  apiKey: string
  user: SessionUser | null
  remember: boolean
}
export type SignOutReason = { kind: 'user' } | { kind: 'expired'; message: string }

// Remembered accounts live in localStorage, the others in this tab's sessionStorage; the active one is per tab.
// The switcher's operations and the other tabs' changes are in accounts.ts, out of the sign-in page's bundle.
const ACCOUNTS_KEY = 'linkdash.accounts'
const ACTIVE_KEY = 'linkdash.active'
const LEGACY_KEY = 'linkdash.session'
const BASE_URL_KEY = 'linkdash.baseUrl'

const text = (v: unknown): v is string => typeof v === 'string'
const newId = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6)

const pickUser = (u: Partial<SessionUser> | null | undefined): SessionUser | null =>
  u && text(u.username) && text(u.email) && text(u.avatar) ? { username: u.username, email: u.email, avatar: u.avatar } : null

const parse = (a: Partial<Account> | null, remember: boolean): Account[] =>
  a && text(a.baseUrl) && text(a.apiKey) && a.apiKey
    ? [{ id: text(a.id) ? a.id : newId(), name: text(a.name) ? a.name : '', baseUrl: a.baseUrl, apiKey: a.apiKey, user: pickUser(a.user), remember }]
    : []

const write = (storage: Storage, list: Account[]) =>
  list.length
    ? storage.setItem(ACCOUNTS_KEY, JSON.stringify(list.map(({ id, name, baseUrl, apiKey, user }) => ({ id, name, baseUrl, apiKey, user }))))
    : storage.removeItem(ACCOUNTS_KEY)

export function readAccounts(storage: Storage, remember: boolean): Account[] {
  const json = (key: string) => {
    try {
      return JSON.parse(storage.getItem(key) ?? 'null') as unknown
    } catch {
      return null
    }
  }
  const list = json(ACCOUNTS_KEY)
  const accounts = Array.isArray(list) ? list.flatMap((a: Account | null) => parse(a, remember)) : []
  const [legacy] = parse(json(LEGACY_KEY) as Account | null, remember)
  storage.removeItem(LEGACY_KEY)
  if (legacy && !accounts.some((a) => a.baseUrl === legacy.baseUrl && a.apiKey === legacy.apiKey)) {
    accounts.push(legacy)
    write(storage, accounts)
  }
  return accounts
}

let accounts = [...readAccounts(localStorage, true), ...readAccounts(sessionStorage, false)]
const activeId = sessionStorage.getItem(ACTIVE_KEY) ?? localStorage.getItem(ACTIVE_KEY)
let active = accounts.find((a) => a.id === activeId) ?? accounts[0] ?? null
let lastSignOut: SignOutReason | null = null
let signedInNow = false
const listeners = new Set<() => void>()

export const getSession = () => active
export const getSessionUser = () => active?.user ?? null
export const getAccounts = () => accounts
export const getSignOutReason = () => lastSignOut
/** The active account came from the sign-in form (not a switch or a reload): its old saved reads are not shown. */
export const isNewSignIn = () => signedInNow

export function subscribeSession(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
export const useSession = () => useSyncExternalStore(subscribeSession, getSession)
export const useSessionUser = () => useSyncExternalStore(subscribeSession, getSessionUser)

export function setAccounts(list: Account[], next: Account | null, newSignIn = false) {
  accounts = list
  active = next
  signedInNow = newSignIn
  write(
    localStorage,
    list.filter((a) => a.remember),
  )
  write(
    sessionStorage,
    list.filter((a) => !a.remember),
  )
  if (next) {
    sessionStorage.setItem(ACTIVE_KEY, next.id)
    localStorage.setItem(ACTIVE_KEY, next.id)
  } else {
    sessionStorage.removeItem(ACTIVE_KEY)
    if (!list.length) localStorage.removeItem(ACTIVE_KEY)
  }
  listeners.forEach((listener) => listener())
}

export function changeAccount(id: string | undefined, patch: Partial<Account>) {
  const list = accounts.map((a) => (a.id === id ? { ...a, ...patch } : a))
  setAccounts(list, list.find((a) => a.id === active?.id) ?? null, signedInNow)
}

export function rememberSessionUser(next: SessionUser) {
  const user = active?.user
  if (active && (!user || user.username !== next.username || user.email !== next.email || user.avatar !== next.avatar))
    changeAccount(active.id, { user: pickUser(next) })
}

/** Adds the account (or an existing one's new key) and makes it active; the key is in localStorage only if remembered. */
export function signIn(next: Session, remember: boolean, signedIn: SessionUser | null = null) {
  const user = pickUser(signedIn)
  // Another tab may have remembered an account since this one read them.
  accounts = [...readAccounts(localStorage, true), ...accounts.filter((a) => !a.remember)]
  const same = accounts.find((a) => a.baseUrl === next.baseUrl && (user && a.user ? a.user.username === user.username : a.apiKey === next.apiKey))
  const account = { id: same?.id ?? newId(), name: same?.name ?? '', baseUrl: next.baseUrl, apiKey: next.apiKey, user, remember }
  localStorage.setItem(BASE_URL_KEY, next.baseUrl)
  lastSignOut = null
  setAccounts(same ? accounts.map((a) => (a === same ? account : a)) : [...accounts, account], account, true)
}

export const replaceSessionKey = (apiKey: string) => changeAccount(active?.id, { apiKey })

export function removeAccount(id: string, reason: SignOutReason = { kind: 'user' }) {
  const rest = accounts.filter((a) => a.id !== id)
  if (active?.id !== id) return setAccounts(rest, active, signedInNow)
  lastSignOut = reason
  setAccounts(rest, rest[0] ?? null)
}

export function signOut(reason: SignOutReason = { kind: 'user' }) {
  if (active) removeAccount(active.id, reason)
}

export function expireSession(apiKey: string, message: string) {
  if (active?.apiKey === apiKey) signOut({ kind: 'expired', message })
}

const ownApi = () => `${location.origin}/api`

export function defaultBaseUrl(): string {
  return localStorage.getItem(BASE_URL_KEY) ?? ownApi()
}

export const isOwnApi = (baseUrl: string) => baseUrl.trim().replace(/\/+$/, '') === ownApi()
