// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getSession, getSessionUser, rememberSessionUser, signIn, signOut } from './auth'

const session = { baseUrl: 'https://api.example.test/api', apiKey: 'key-1' }
const demo = { username: 'demo', email: 'demo@example.com', avatar: '' }
const stored = (storage: Storage) => JSON.parse(storage.getItem('linkdash.session') ?? 'null') as unknown

afterEach(() => signOut())

describe('the signed-in user kept with the session', () => {
  it('is stored beside the key by the sign-in check, without other account fields', () => {
    signIn(session, false, { ...demo, id: 7, plan: 'pro' } as typeof demo)
    expect(getSessionUser()).toEqual(demo)
    expect(stored(sessionStorage)).toEqual({ ...session, user: demo })
    expect(localStorage.getItem('linkdash.session')).toBeNull()
  })

  it('follows a change of the account in the storage the session lives in', () => {
    signIn(session, true, demo)
    rememberSessionUser({ ...demo, email: 'new@example.com' })
    expect(getSessionUser()?.email).toBe('new@example.com')
    expect(stored(localStorage)).toEqual({ ...session, user: { ...demo, email: 'new@example.com' } })
  })

  it('is read back after a reload, so the shell does not ask GET /account again', async () => {
    signIn(session, false, demo)
    vi.resetModules()
    const reloaded = await import('./auth')
    expect(reloaded.getSession()).toEqual(session)
    expect(reloaded.getSessionUser()).toEqual(demo)
  })

  it('is missing for a session kept before, and forgotten at sign-out', () => {
    signIn(session, false)
    expect(getSessionUser()).toBeNull()
    rememberSessionUser(demo)
    expect(getSessionUser()).toEqual(demo)
    signOut()
    expect(getSession()).toBeNull()
    expect(getSessionUser()).toBeNull()
    expect(stored(sessionStorage)).toBeNull()
  })
})
