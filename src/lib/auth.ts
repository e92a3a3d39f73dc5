import { useSyncExternalStore } from 'react'

export interface Session {
  baseUrl: string
  apiKey: string
  /** A stored account's id; the sign-in check's key has none. */
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
/** How the last session ended: `expired` brings the user back to where they were. */
export type SignOutReason = { kind: 'user' } | { kind: 'expired'; message: string }

// Remembered accounts live in localStorage, the others in this tab's sessionStorage; the active one is per tab.
const ACCOUNTS_KEY = 'linkdash.accounts'
const ACTIVE_KEY = 'linkdash.active'
/** The single session kept before accounts: read once and moved into the list. */
const LEGACY_KEY = 'linkdash.session'
const BASE_URL_KEY = 'linkdash.baseUrl'

const text = (v: unknown): v is string => typeof v === 'string'
const newId = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6)

function parseUser(user: Partial<SessionUser> | undefined): SessionUser | null {
  return user && text(user.username) && text(user.email) && text(user.avatar)
    ? { username: user.username, email: user.email, avatar: user.avatar }
    : null
}

const parseAccount = (a: Partial<Account> & { user?: Partial<SessionUser> }, remember: boolean): Account[] =>
  text(a.baseUrl) && text(a.apiKey) && a.apiKey
    ? [{ id: text(a.id) ? a.id : newId(), name: text(a.name) ? a.name : '', baseUrl: a.baseUrl, apiKey: a.apiKey, user: parseUser(a.user), remember }]
    : []

const write = (storage: Storage, list: Account[]) =>
  storage.setItem(ACCOUNTS_KEY, JSON.stringify(list.map(({ id, name, baseUrl, apiKey, user }) => ({ id, name, baseUrl, apiKey, user }))))

function read(storage: Storage, remember: boolean): Account[] {
  const json = (key: string) => {
    try {
      return JSON.parse(storage.getItem(key) ?? 'null') as unknown
    } catch {
      return null
    }
  }
  const list = json(ACCOUNTS_KEY)
  const accounts = Array.isArray(list) ? list.flatMap((a) => parseAccount(a ?? {}, remember)) : []
  const legacy = parseAccount(json(LEGACY_KEY) ?? {}, remember)[0]
  storage.removeItem(LEGACY_KEY)
  if (legacy && !accounts.some((a) => a.baseUrl === legacy.baseUrl && a.apiKey === legacy.apiKey)) {
    accounts.push(legacy)
    write(storage, accounts)
  }
  return accounts
}

const readAll = () => [...read(localStorage, true), ...read(sessionStorage, false)]

let accounts = readAll()
const activeId = sessionStorage.getItem(ACTIVE_KEY) ?? localStorage.getItem(ACTIVE_KEY)
let active: Account | null = accounts.find((a) => a.id === activeId) ?? accounts[0] ?? null
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
export const useAccounts = () => useSyncExternalStore(subscribeSession, getAccounts)

export const hostOf = (baseUrl: string) => baseUrl.replace(/^[a-z]+:\/\/|\/.*$/gi, '')
/** The name the user gave, else user@host. */
export const accountName = (a: Account) => a.name || `${a.user?.username ?? ''}@${hostOf(a.baseUrl)}`.replace(/^@/, '')

function commit(next: Account[], nextActive: Account | null) {
  accounts = next
  active = nextActive
  for (const [storage, remember] of [
    [localStorage, true],
    [sessionStorage, false],
  ] as const) {
    const kept = next.filter((a) => a.remember === remember)
    if (kept.length) write(storage, kept)
    else storage.removeItem(ACCOUNTS_KEY)
  }
  if (nextActive) {
    sessionStorage.setItem(ACTIVE_KEY, nextActive.id)
    localStorage.setItem(ACTIVE_KEY, nextActive.id)
  } else sessionStorage.removeItem(ACTIVE_KEY)
  listeners.forEach((listener) => listener())
}

/** Changes one account where it is kept; the active one stays active. */
function change(id: string | undefined, patch: Partial<Account>) {
  const next = accounts.map((a) => (a.id === id ? { ...a, ...patch } : a))
  commit(next, next.find((a) => a.id === active?.id) ?? null)
}

const pickUser = (user: SessionUser | null): SessionUser | null => user && { username: user.username, email: user.email, avatar: user.avatar }
const sameUser = (a: SessionUser | null, b: SessionUser) => !!a && a.username === b.username && a.email === b.email && a.avatar === b.avatar

/** Keeps the signed-in user's name beside the session; called when the account is (re)loaded or changed. */
export function rememberSessionUser(next: SessionUser) {
  if (active && !sameUser(active.user, next)) change(active.id, { user: pickUser(next) })
}

/**
 * Adds the account (or, for one already here, its new key) and makes it the active one. The key lives in
 * localStorage only when the user asked to be remembered.
 */
export function signIn(next: Session, remember: boolean, signedIn: SessionUser | null = null, name = '') {
  const user = pickUser(signedIn)
  const same = accounts.find((a) => a.baseUrl === next.baseUrl && (user && a.user ? a.user.username === user.username : a.apiKey === next.apiKey))
  const account = { id: same?.id ?? newId(), name: name.trim() || same?.name || '', baseUrl: next.baseUrl, apiKey: next.apiKey, user, remember }
  localStorage.setItem(BASE_URL_KEY, next.baseUrl)
  lastSignOut = null
  signedInNow = true
  commit(same ? accounts.map((a) => (a === same ? account : a)) : [...accounts, account], account)
}

export function switchAccount(id: string) {
  const next = accounts.find((a) => a.id === id)
  if (!next || next === active) return
  signedInNow = false
  commit(accounts, next)
}

export const renameAccount = (id: string, name: string) => change(id, { name: name.trim() })

/** A new key for the same account (D20b), kept where the old one was. */
export const replaceSessionKey = (apiKey: string) => change(active?.id, { apiKey })

/** Forgets the account and its key; when it was the active one, another takes its place, if any. */
export function removeAccount(id: string, reason: SignOutReason = { kind: 'user' }) {
  const rest = accounts.filter((a) => a.id !== id)
  if (rest.length === accounts.length) return
  const wasActive = active?.id === id
  if (wasActive) {
    lastSignOut = reason
    signedInNow = false
  }
  if (!rest.length) localStorage.removeItem(ACTIVE_KEY)
  commit(rest, wasActive ? (rest[0] ?? null) : active)
}

/** Signs out of the active account only. */
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

/** The API of the server that serves this dashboard. */
export const isOwnApi = (baseUrl: string) => baseUrl.trim().replace(/\/+$/, '') === ownApi()

// Another tab adding, renaming or removing a remembered account changes this tab's list too; each tab keeps its own active one.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== ACCOUNTS_KEY && event.key !== null) return
    const next = [...read(localStorage, true), ...accounts.filter((a) => !a.remember)]
    if (JSON.stringify(next) === JSON.stringify(accounts)) return
    const still = next.find((a) => a.id === active?.id)
    if (!still && active) lastSignOut = { kind: 'user' }
    commit(next, still ?? next[0] ?? null)
  })
}
