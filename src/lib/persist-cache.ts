import type { Query, QueryClient, QueryKey } from '@tanstack/react-query'
import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import { getAccounts, getSession, type Account } from './auth'

// The read cache outlives a reload in IndexedDB, one snapshot per account, never keyed by nor holding the API key.
// Reads are put back with setQueryData: TanStack's dehydrate/hydrate would land in the framework chunk of every page.

/** Bumped when what the pages keep in the cache changes shape: an older snapshot is dropped. */
const VERSION = 2
/** Older data is not worth showing, even offline. */
export const MAX_AGE_MS = 24 * 60 * 60_000
const SAVE_DELAY_MS = 500

interface SavedQuery {
  queryKey: QueryKey
  data: unknown
  dataUpdatedAt: number
}

interface Snapshot {
  version: number
  savedAt: number
  state: string
}

let db: UseStore | undefined
const store = () => (db ??= createStore('linkdash-query-cache', 'snapshots'))

let savedAt: number | null = null
export const restoredSnapshotAt = () => savedAt

/** Only answers that arrived, and none carrying the key (such as a new key's answer) in any form. */
export function isPersistable(query: Query, apiKey: string): boolean {
  if (query.state.status !== 'success' || query.state.data === undefined) return false
  try {
    return !apiKey || !JSON.stringify(query.state.data).includes(apiKey)
  } catch {
    return false
  }
}

export async function saveCache(client: QueryClient, account: string, apiKey: string, now = Date.now()) {
  const queries: SavedQuery[] = client
    .getQueryCache()
    .getAll()
    .filter((query) => isPersistable(query, apiKey))
    .map(({ queryKey, state }) => ({ queryKey, data: state.data, dataUpdatedAt: state.dataUpdatedAt }))
  const snapshot: Snapshot = { version: VERSION, savedAt: now, state: JSON.stringify(queries) }
  await set(account, snapshot, store())
}

export async function restoreCache(client: QueryClient, account: string, now = Date.now()): Promise<number | null> {
  const snapshot = await get<Snapshot>(account, store())
  if (!snapshot) return null
  if (snapshot.version !== VERSION || now - snapshot.savedAt > MAX_AGE_MS) {
    await del(account, store())
    return null
  }
  for (const { queryKey, data, dataUpdatedAt } of JSON.parse(snapshot.state) as SavedQuery[]) {
    if ((client.getQueryState(queryKey)?.dataUpdatedAt ?? 0) >= dataUpdatedAt) continue
    client.setQueryData(queryKey, data, { updatedAt: dataUpdatedAt })
    // Shown at once and read again when shown: the snapshot may predate the last changes or another tab's.
    void client.invalidateQueries({ queryKey, exact: true, refetchType: 'none' })
  }
  savedAt = snapshot.savedAt
  return snapshot.savedAt
}

export const clearCache = (account: string) => del(account, store())

/** A reload without network needs the page itself: a small service worker keeps the last one (public/offline-sw.js). */
function keepShellOffline() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  navigator.serviceWorker.register(`${import.meta.env.BASE_URL}offline-sw.js`, { scope: import.meta.env.BASE_URL }).catch(() => undefined)
}

export async function persistQueries(
  client: QueryClient,
  account: string,
  current: () => { account: string | null; apiKey: string },
  { restore = true } = {},
) {
  await (restore ? restoreCache(client, account) : clearCache(account)).catch(() => null)
  keepShellOffline()
  let timer: ReturnType<typeof setTimeout> | undefined
  const save = () => {
    clearTimeout(timer)
    timer = undefined
    const now = current()
    if (now.account === account) void saveCache(client, account, now.apiKey).catch(() => undefined)
  }
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return
    if (event.type === 'updated' && event.action.type !== 'success' && event.action.type !== 'setState') return
    clearTimeout(timer)
    timer = setTimeout(save, SAVE_DELAY_MS)
  })
  const flush = () => timer !== undefined && save()
  window.addEventListener('pagehide', flush)
  return () => {
    clearTimeout(timer)
    timer = undefined
    unsubscribe()
    window.removeEventListener('pagehide', flush)
  }
}

export const cacheKeyOf = ({ baseUrl, user }: Pick<Account, 'baseUrl' | 'user'>) => (user ? `${baseUrl.replace(/\/+$/, '')}|${user.username}` : null)

export function cacheAccount(): string | null {
  const session = getSession()
  return session && cacheKeyOf(session)
}

let persisting: { account: string; ready: Promise<(() => void) | undefined> } | null = null

/** Follows the active account: restores its snapshot once (or drops it after a fresh sign-in), then keeps it saved until sign-out. */
export function syncPersistedCache(client: QueryClient, signedIn: boolean): Promise<unknown> {
  const account = cacheAccount()
  if (persisting?.account === account) return persisting.ready
  if (persisting) {
    const ended = persisting.account
    void persisting.ready.then((stop) => stop?.())
    persisting = null
    // Signed out or removed, here or in another tab (a switch keeps it for the way back).
    if (!getAccounts().some((a) => cacheKeyOf(a) === ended)) void clearCache(ended).catch(() => undefined)
  }
  if (!account) return Promise.resolve()
  const current = () => ({ account: cacheAccount(), apiKey: getSession()?.apiKey ?? '' })
  const ready = persistQueries(client, account, current, { restore: !signedIn }).catch(() => undefined)
  persisting = { account, ready }
  return ready
}
