// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { createStore, get } from 'idb-keyval'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { request } from './api-client'
import { getRequestLog, logRequest } from './api-log'
import { switchAccount } from './accounts'
import { getAccounts, removeAccount, signIn, signOut } from './auth'
import { MAX_AGE_MS, cacheAccount, clearCache, persistQueries, restoreCache, saveCache } from './persist-cache'
import { restorePersistedCache, watchAccounts } from './query-client'
import { getRateLimit, recordRateHeaders } from './rate-limit'

const KEY = 'k'.repeat(40)
const A = 'https://api.example|alice'
const B = 'https://api.example|bob'
const snapshots = createStore('linkdash-query-cache', 'snapshots')
const client = () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, gcTime: Infinity } } })
const links = { data: [{ id: 1, shorturl: 'https://s.example/a' }], total: 1 }

afterEach(async () => {
  for (const { id } of getAccounts()) removeAccount(id)
  await Promise.all([clearCache(A), clearCache(B)])
  vi.restoreAllMocks()
})

describe('the persisted read cache', () => {
  it('restores answers with their own update time, shown at once and read again once', async () => {
    const before = client()
    before.setQueryData(['links', 'list', { page: 1 }], links, { updatedAt: Date.now() - 10_000 })
    const updatedAt = before.getQueryState(['links', 'list', { page: 1 }])!.dataUpdatedAt
    await saveCache(before, A, KEY)

    const after = client()
    expect(await restoreCache(after, A)).toBeGreaterThan(0)
    expect(after.getQueryData(['links', 'list', { page: 1 }])).toEqual(links)
    expect(after.getQueryState(['links', 'list', { page: 1 }])!.dataUpdatedAt).toBe(updatedAt)

    // Even within its stale time: the snapshot may be older than what the server has now.
    const queryFn = vi.fn(async () => links)
    const observer = new QueryObserver(after, { queryKey: ['links', 'list', { page: 1 }], queryFn, staleTime: 60_000 })
    const unsubscribe = observer.subscribe(() => undefined)
    expect(observer.getCurrentResult().data).toEqual(links)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(queryFn).toHaveBeenCalledTimes(1)
    unsubscribe()
  })

  it('never puts older saved data over newer data already in the cache', async () => {
    const before = client()
    before.setQueryData(['links'], 'saved', { updatedAt: Date.now() - 30_000 })
    await saveCache(before, A, KEY)
    const after = client()
    after.setQueryData(['links'], 'newer')
    await restoreCache(after, A)
    expect(after.getQueryData(['links'])).toBe('newer')
  })

  it('keeps neither failed or unfinished reads, nor any answer carrying the API key, nor mutations', async () => {
    const before = client()
    before.setQueryData(['account', 'detail'], { username: 'alice' })
    before.setQueryData(['odd'], { echoed: `Bearer ${KEY}` })
    await before.prefetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('down')), retry: false })
    void before.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => undefined) })
    void before
      .getMutationCache()
      .build(before, { mutationKey: ['key'], mutationFn: async () => ({ apiKey: KEY }) })
      .execute(undefined)
    await saveCache(before, A, KEY)

    const stored = JSON.stringify(await get(A, snapshots))
    expect(stored).not.toContain(KEY)
    const after = client()
    await restoreCache(after, A)
    expect(after.getQueryData(['account', 'detail'])).toEqual({ username: 'alice' })
    expect(
      after
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey[0]),
    ).toEqual(['account'])
    expect(after.getMutationCache().getAll()).toHaveLength(0)
  })

  it('keeps each account apart, forgets a cleared one, and drops a snapshot older than a day', async () => {
    const alice = client()
    alice.setQueryData(['links'], 'alice’s')
    await saveCache(alice, A, KEY, Date.now() - MAX_AGE_MS - 1)
    const bob = client()
    bob.setQueryData(['links'], 'bob’s')
    await saveCache(bob, B, KEY)

    const restored = client()
    expect(await restoreCache(restored, A)).toBeNull()
    expect(await get(A, snapshots)).toBeUndefined()
    expect(restored.getQueryData(['links'])).toBeUndefined()
    await restoreCache(restored, B)
    expect(restored.getQueryData(['links'])).toBe('bob’s')

    await clearCache(B)
    expect(await restoreCache(client(), B)).toBeNull()
  })

  it('saves a moment after each answer while the account is signed in, and not after', async () => {
    const live = client()
    let account: string | null = A
    const stop = await persistQueries(live, A, () => ({ account, apiKey: KEY }))
    live.setQueryData(['links'], links)
    await vi.waitFor(async () => expect(await get(A, snapshots)).toBeDefined(), { timeout: 3000 })

    await clearCache(A)
    account = null
    live.setQueryData(['links'], { ...links, total: 2 })
    await new Promise((resolve) => setTimeout(resolve, 800))
    expect(await get(A, snapshots)).toBeUndefined()
    stop()
  })
})

describe('the cache of a session', () => {
  it("keeps the sign-in's own requests in the API console, and empties it when another account takes over", () => {
    const unwatch = watchAccounts(client())
    const logged = { at: 0, method: 'GET', path: '/account', baseUrl: 'https://api.example', status: 200, ms: 5, remaining: 29, limit: 30 }
    logRequest(logged)
    signIn({ baseUrl: 'https://api.example', apiKey: KEY }, false, { username: 'alice', email: 'a@example.com', avatar: '' })
    expect(getRequestLog().map((r) => r.path)).toEqual(['/account'])
    signIn({ baseUrl: 'https://api.example', apiKey: 'b'.repeat(40) }, false, { username: 'bob', email: 'b@example.com', avatar: '' })
    expect(getRequestLog()).toEqual([])
    signOut()
    signOut()
    unwatch()
  })

  it('is keyed by the API and the user name, and signing out deletes it', async () => {
    const live = client()
    const unwatch = watchAccounts(live)
    signIn({ baseUrl: 'https://api.example/', apiKey: KEY }, false, { username: 'alice', email: 'a@example.com', avatar: '' })
    expect(cacheAccount()).toBe(A)
    await restorePersistedCache(live) // what the authed pages wait for
    live.setQueryData(['links'], links)
    await vi.waitFor(async () => expect(await get(A, snapshots)).toBeDefined(), { timeout: 3000 })
    expect(JSON.stringify(await get(A, snapshots))).not.toContain(KEY)

    signOut()
    await vi.waitFor(async () => expect(await get(A, snapshots)).toBeUndefined(), { timeout: 3000 })
    unwatch()
  })

  it("is each account's own: a switch shows only the new account's reads and rate limit, and back restores the first", async () => {
    const live = client()
    const unwatch = watchAccounts(live)
    const saved = (account: string) => vi.waitFor(async () => expect(await get(account, snapshots)).toBeDefined(), { timeout: 3000 })
    signIn({ baseUrl: 'https://api.example', apiKey: KEY }, false, { username: 'alice', email: 'a@example.com', avatar: '' })
    await restorePersistedCache(live)
    live.setQueryData(['links'], { ...links, owner: 'alice' })
    recordRateHeaders(new Headers({ 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': '7' }))
    await saved(A)
    signIn({ baseUrl: 'https://api.example', apiKey: 'b'.repeat(40) }, false, { username: 'bob', email: 'b@example.com', avatar: '' })
    expect(live.getQueryData(['links'])).toBeUndefined()
    expect(getRateLimit().remaining).toBeNull()
    await restorePersistedCache(live)
    live.setQueryData(['links'], { ...links, owner: 'bob' })
    await saved(B)

    switchAccount(getAccounts()[0]!.id)
    expect(live.getQueryData(['links'])).toBeUndefined()
    await restorePersistedCache(live)
    expect(live.getQueryData(['links'])).toMatchObject({ owner: 'alice' })
    expect(getRateLimit()).toMatchObject({ limit: 30, remaining: 7 })

    // Signing out of alice while bob remains deletes alice's snapshot only.
    signOut()
    await restorePersistedCache(live)
    expect(live.getQueryData(['links'])).toMatchObject({ owner: 'bob' })
    await vi.waitFor(async () => expect(await get(A, snapshots)).toBeUndefined(), { timeout: 3000 })
    expect(await get(B, snapshots)).toBeDefined()
    unwatch()
  })

  it('sends no change while the browser is offline, and says so', async () => {
    signIn({ baseUrl: 'https://api.example', apiKey: KEY }, false)
    const fetch = vi.spyOn(globalThis, 'fetch')
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await expect(request('/url/add', z.unknown(), { method: 'POST', json: { url: 'https://example.com' } })).rejects.toThrow(
      'You are offline: nothing was sent.',
    )
    expect(fetch).not.toHaveBeenCalled()
  })
})
