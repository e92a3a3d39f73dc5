// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'

const API = 'https://api.example.test/api'
const work = { baseUrl: API, apiKey: 'key-work' }
const home = { baseUrl: 'https://other.example.org/api', apiKey: 'key-home' }
const demo = { username: 'demo', email: 'demo@example.com', avatar: '' }
const alice = { username: 'alice', email: 'alice@example.org', avatar: '' }
const stored = (storage: Storage, key = 'linkdash.accounts') => JSON.parse(storage.getItem(key) ?? 'null') as unknown

/** The module as a fresh page load finds it: what storage holds decides its state. */
async function load() {
  vi.resetModules()
  return { ...(await import('./auth')), ...(await import('./accounts')) }
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('the single session kept before accounts', () => {
  it('becomes a one-account list in the same storage, active, with the user@host name', async () => {
    sessionStorage.setItem('linkdash.session', JSON.stringify({ ...work, user: demo }))
    const auth = await load()
    expect(auth.getAccounts()).toEqual([{ id: expect.any(String), name: '', ...work, user: demo, remember: false }])
    expect(auth.getSession()).toBe(auth.getAccounts()[0])
    expect(auth.getSessionUser()).toEqual(demo)
    expect(auth.accountName(auth.getAccounts()[0]!)).toBe('demo@api.example.test')
    expect(sessionStorage.getItem('linkdash.session')).toBeNull()
    expect(stored(sessionStorage)).toEqual([{ id: auth.getSession()!.id, name: '', ...work, user: demo }])
    expect(localStorage.getItem('linkdash.accounts')).toBeNull()
  })

  it('kept with "remember me" stays on this device, and a session without its user is named by its host', async () => {
    localStorage.setItem('linkdash.session', JSON.stringify(work))
    const auth = await load()
    expect(auth.getSession()).toMatchObject({ ...work, user: null, remember: true })
    expect(auth.accountName(auth.getSession()!)).toBe('api.example.test')
    expect(stored(localStorage)).toEqual([expect.objectContaining(work)])
    expect(sessionStorage.getItem('linkdash.accounts')).toBeNull()
  })

  it('is not added twice when an old page writes it again', async () => {
    sessionStorage.setItem('linkdash.session', JSON.stringify(work))
    const first = (await load()).getSession()!.id
    sessionStorage.setItem('linkdash.session', JSON.stringify(work))
    const auth = await load()
    expect(auth.getAccounts().map((a) => a.id)).toEqual([first])
  })

  it('is ignored when it is not a session', async () => {
    sessionStorage.setItem('linkdash.session', '{"baseUrl": 1')
    localStorage.setItem('linkdash.session', JSON.stringify({ baseUrl: API, apiKey: '' }))
    const auth = await load()
    expect(auth.getSession()).toBeNull()
    expect(auth.getAccounts()).toEqual([])
  })
})

describe('accounts', () => {
  it('signing in adds an account and makes it active; each is kept where its user chose', async () => {
    const auth = await load()
    auth.signIn(work, false, demo)
    auth.renameAccount(auth.getSession()!.id, ' Work ')
    auth.signIn(home, true, alice)
    expect(auth.getAccounts().map((a) => [auth.accountName(a), a.remember])).toEqual([
      ['Work', false],
      ['alice@other.example.org', true],
    ])
    expect(auth.getSession()).toMatchObject(home)
    expect(JSON.stringify(stored(sessionStorage))).toContain('key-work')
    expect(JSON.stringify(stored(sessionStorage))).not.toContain('key-home')
    expect(JSON.stringify(stored(localStorage))).toContain('key-home')
    expect(JSON.stringify(stored(localStorage))).not.toContain('key-work')
  })

  it('signing in again to the same user of the same API replaces its key and keeps its name', async () => {
    const auth = await load()
    auth.signIn(work, false, demo)
    auth.renameAccount(auth.getSession()!.id, 'Work')
    const id = auth.getSession()!.id
    auth.signIn(home, false, alice)
    auth.signIn({ baseUrl: API, apiKey: 'key-work-2' }, true, demo)
    expect(auth.getAccounts()).toHaveLength(2)
    expect(auth.getSession()).toMatchObject({ id, name: 'Work', apiKey: 'key-work-2', remember: true })
    expect(JSON.stringify(stored(sessionStorage))).not.toContain('key-work')
  })

  it('switching changes the active account of this tab only, and survives a reload', async () => {
    const auth = await load()
    auth.signIn(work, true, demo)
    auth.signIn(home, true, alice)
    const seen = vi.fn()
    auth.subscribeSession(seen)
    auth.switchAccount(auth.getAccounts()[0]!.id)
    expect(auth.getSession()).toMatchObject(work)
    expect(auth.getSessionUser()).toEqual(demo)
    expect(auth.isNewSignIn()).toBe(false)
    expect(seen).toHaveBeenCalledTimes(1)
    auth.switchAccount('no-such-account')
    expect(seen).toHaveBeenCalledTimes(1)

    expect((await load()).getSession()).toMatchObject(work)
    // A new tab (empty sessionStorage) opens the account last used on this device.
    sessionStorage.clear()
    expect((await load()).getSession()).toMatchObject(work)
  })

  it('a new tab has only the remembered accounts', async () => {
    const auth = await load()
    auth.signIn(work, false, demo)
    auth.signIn(home, true, alice)
    auth.switchAccount(auth.getAccounts()[0]!.id)
    sessionStorage.clear()
    const tab = await load()
    expect(tab.getAccounts().map((a) => a.apiKey)).toEqual(['key-home'])
    expect(tab.getSession()).toMatchObject(home)
  })

  it('renaming keeps the name where the account is kept; an empty name is user@host again', async () => {
    const auth = await load()
    auth.signIn(work, true, demo)
    const id = auth.getSession()!.id
    auth.renameAccount(id, '  Team  ')
    expect(auth.accountName(auth.getSession()!)).toBe('Team')
    expect((await load()).getSession()?.name).toBe('Team')
    auth.renameAccount(id, ' ')
    expect(auth.accountName(auth.getSession()!)).toBe('demo@api.example.test')
  })

  it('removing another account forgets its key and keeps the active one', async () => {
    const auth = await load()
    auth.signIn(work, false, demo)
    auth.signIn(home, true, alice)
    auth.removeAccount(auth.getAccounts()[0]!.id)
    expect(auth.getAccounts().map((a) => a.apiKey)).toEqual(['key-home'])
    expect(auth.getSession()).toMatchObject(home)
    expect(auth.getSignOutReason()).toBeNull()
    expect(sessionStorage.getItem('linkdash.accounts')).toBeNull()
  })

  it('signing out of the active account switches to another, and out of the last one signs out', async () => {
    const auth = await load()
    auth.signIn(work, false, demo)
    auth.signIn(home, true, alice)
    auth.signOut()
    expect(auth.getSession()).toMatchObject(work)
    expect(auth.getSignOutReason()).toEqual({ kind: 'user' })
    expect(localStorage.getItem('linkdash.accounts')).toBeNull()

    auth.expireSession('key-home', 'Not this one.')
    expect(auth.getSession()).toMatchObject(work)
    auth.expireSession('key-work', 'A valid API key is required.')
    expect(auth.getSession()).toBeNull()
    expect(auth.getSessionUser()).toBeNull()
    expect(auth.getSignOutReason()).toEqual({ kind: 'expired', message: 'A valid API key is required.' })
    expect([localStorage.getItem('linkdash.accounts'), sessionStorage.getItem('linkdash.accounts')]).toEqual([null, null])
    expect((await load()).getSession()).toBeNull()
  })

  it('a new key for the active account is kept where the old one was', async () => {
    const auth = await load()
    auth.signIn(work, true, demo)
    auth.replaceSessionKey('key-new')
    expect(auth.getSession()?.apiKey).toBe('key-new')
    expect(JSON.stringify(stored(localStorage))).toContain('key-new')
    expect(JSON.stringify(stored(localStorage))).not.toContain('key-work')
  })

  it('another tab removing a remembered account that is active here switches this tab to another, once signed in', async () => {
    const auth = await load()
    auth.signIn(home, false, alice)
    auth.signIn(work, true, demo)
    localStorage.removeItem('linkdash.accounts')
    window.dispatchEvent(new StorageEvent('storage', { key: 'linkdash.accounts' }))
    expect(auth.getAccounts().map((a) => a.apiKey)).toEqual(['key-home'])
    expect(auth.getSession()).toMatchObject(home)
  })
})

describe('the signed-in user kept with the account', () => {
  it('is stored beside the key by the sign-in check, without other account fields', async () => {
    const auth = await load()
    auth.signIn(work, false, { ...demo, id: 7, plan: 'pro' } as typeof demo)
    expect(auth.getSessionUser()).toEqual(demo)
    expect(stored(sessionStorage)).toEqual([{ id: auth.getSession()!.id, name: '', ...work, user: demo }])
  })

  it('signing in keeps an account another tab remembered meanwhile', async () => {
    const auth = await load()
    localStorage.setItem('linkdash.accounts', JSON.stringify([{ id: 'x1', name: 'Elsewhere', ...home, user: alice }]))
    auth.signIn(work, true, demo)
    expect(auth.getAccounts().map((a) => a.apiKey)).toEqual(['key-home', 'key-work'])
    expect(JSON.stringify(stored(localStorage))).toContain('key-home')
  })

  it('follows a change of the account in the storage the account lives in', async () => {
    const auth = await load()
    auth.signIn(work, true)
    expect(auth.getSessionUser()).toBeNull()
    auth.rememberSessionUser({ ...demo, email: 'new@example.com' })
    expect(auth.getSessionUser()?.email).toBe('new@example.com')
    expect((await load()).getSessionUser()).toEqual({ ...demo, email: 'new@example.com' })
  })
})
