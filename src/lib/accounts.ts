import { useSyncExternalStore } from 'react'
import { changeAccount, getAccounts, getSession, readAccounts, setAccounts, subscribeSession, type Account } from './auth'

// What the account menu does with the accounts of auth.ts; loaded after sign-in only.

export const useAccounts = () => useSyncExternalStore(subscribeSession, getAccounts)

export const hostOf = (baseUrl: string) => baseUrl.replace(/^[a-z]+:\/\/|\/.*$/gi, '')

export const accountName = (a: Account) => a.name || `${a.user?.username ?? ''}@${hostOf(a.baseUrl)}`.replace(/^@/, '')

export function switchAccount(id: string) {
  const next = getAccounts().find((a) => a.id === id)
  if (next && next !== getSession()) setAccounts(getAccounts(), next)
}

export const renameAccount = (id: string, name: string) => changeAccount(id, { name: name.trim() })

// Another tab's changes to remembered accounts reach this tab's list; each tab keeps its own active one.
window.addEventListener('storage', (event) => {
  if (event.key !== 'linkdash.accounts' && event.key !== null) return
  const accounts = getAccounts()
  const list = [...readAccounts(localStorage, true), ...accounts.filter((a) => !a.remember)]
  if (JSON.stringify(list) === JSON.stringify(accounts)) return
  setAccounts(list, list.find((a) => a.id === getSession()?.id) ?? list[0] ?? null)
})
