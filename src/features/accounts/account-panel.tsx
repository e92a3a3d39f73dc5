import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { accountName, hostOf, switchAccount, useAccounts } from '@/lib/accounts'
import { useSession, type Account } from '@/lib/auth'
import { doneMessage, toast } from '@/lib/toast'
import { forgetAccount } from './forget-account'
import { RenameAccountForm } from './rename-account-form'

const smallButton =
  'rounded px-2 py-1 text-xs font-medium text-slate-600 outline-offset-1 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'

const who = (a: Account) => `${a.user ? `${a.user.username} · ` : ''}${hostOf(a.baseUrl)}`

interface AccountPanelProps {
  id: string
  trigger: RefObject<HTMLButtonElement | null>
  onClose: (refocus: boolean) => void
}

export function AccountPanel({ id, trigger, onClose }: AccountPanelProps) {
  const accounts = useAccounts()
  const current = useSession()
  const [renaming, setRenaming] = useState<string | null>(null)
  const [removing, setRemoving] = useState<Account | null>(null)
  const panel = useRef<HTMLDivElement>(null)
  const others = accounts.filter((a) => a.id !== current?.id)

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('[data-switch], a')?.focus()
  }, [])
  useEffect(() => {
    const outside = (event: MouseEvent) => {
      const target = event.target as Node
      if (!removing && !panel.current?.contains(target) && !trigger.current?.contains(target)) onClose(false)
    }
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !removing) onClose(true)
    }
    document.addEventListener('mousedown', outside)
    document.addEventListener('keydown', escape)
    return () => {
      document.removeEventListener('mousedown', outside)
      document.removeEventListener('keydown', escape)
    }
  }, [removing, onClose, trigger])
  const renamed = (id: string) => {
    setRenaming(null)
    requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>(`[data-rename="${id}"]`)?.focus())
  }

  const actions = (a: Account) => (
    <div className="-ml-2 flex gap-1">
      <button type="button" data-rename={a.id} className={smallButton} aria-label={`Rename “${accountName(a)}”`} onClick={() => setRenaming(a.id)}>
        Rename
      </button>
      <button type="button" className={smallButton} aria-label={`Remove “${accountName(a)}”`} onClick={() => setRemoving(a)}>
        Remove
      </button>
    </div>
  )
  const next = removing?.id === current?.id ? others[0] : undefined

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-label="Accounts"
      className="absolute top-full right-0 z-40 mt-2 w-[min(24rem,calc(100vw-1.5rem))] rounded-lg border border-slate-200 bg-white text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      {current && (
        <div className="border-b border-slate-200 p-4 dark:border-slate-700">
          <p className="text-xs font-medium text-slate-600 dark:text-slate-300">In use</p>
          {renaming === current.id ? (
            <div className="mt-2">
              <RenameAccountForm account={current} onDone={() => renamed(current.id)} />
            </div>
          ) : (
            <div className="mt-2 flex items-start gap-3">
              <Avatar src={current.user?.avatar ?? ''} name={accountName(current)} />
              <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                <p className="font-semibold">{accountName(current)}</p>
                <p className="text-sm text-slate-600 dark:text-slate-300">{who(current)}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {current.remember ? 'Kept on this device' : 'Forgotten when this tab closes'}
                </p>
                <div className="mt-1">{actions(current)}</div>
              </div>
            </div>
          )}
        </div>
      )}
      {others.length > 0 && (
        <div className="border-b border-slate-200 p-2 dark:border-slate-700">
          <p id={`${id}-others`} className="px-2 pt-1 pb-2 text-xs font-medium text-slate-600 dark:text-slate-300">
            Switch to
          </p>
          <ul aria-labelledby={`${id}-others`} className="space-y-1">
            {others.map((a) => (
              <li key={a.id}>
                {renaming === a.id ? (
                  <div className="flex-1 p-2">
                    <RenameAccountForm account={a} onDone={() => renamed(a.id)} />
                  </div>
                ) : (
                  <>
                    <button
                      type="button"
                      data-switch
                      onClick={() => {
                        onClose(true)
                        switchAccount(a.id)
                      }}
                      className="flex w-full items-center gap-3 rounded-md px-2 py-2 text-left outline-offset-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800"
                    >
                      <Avatar src={a.user?.avatar ?? ''} name={accountName(a)} />
                      <span className="min-w-0 [overflow-wrap:anywhere]">
                        <span className="sr-only">Switch to </span>
                        <span className="block text-sm font-medium">{accountName(a)}</span>
                        <span className="block text-xs text-slate-600 dark:text-slate-300">{who(a)}</span>
                      </span>
                    </button>
                    <div className="pb-1 pl-13">{actions(a)}</div>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="p-2">
        <Link
          to="/signin"
          hash="add"
          onClick={() => onClose(false)}
          className="flex items-center gap-2 rounded-md px-2 py-2 text-sm font-medium text-brand-700 outline-offset-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-blue-300 dark:hover:bg-slate-800"
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4">
            <path d="M10 4v12M4 10h12" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
          Add another account
        </Link>
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Remove “${accountName(removing)}”?` : ''}
        confirmLabel="Remove"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return
          const name = accountName(removing)
          setRemoving(null)
          if (removing.id === current?.id) onClose(true)
          else requestAnimationFrame(() => panel.current?.querySelector('button')?.focus())
          void forgetAccount(removing).then(() => toast.success(doneMessage('Account', name, 'removed')))
        }}
      >
        {removing && (
          <>
            This browser forgets its API key ({who(removing)}) and the data and bulk jobs it kept for it. Nothing changes on the server.
            {removing.id === current?.id &&
              (next ? ` You are using it now: Linkdash switches to “${accountName(next)}”.` : ' It is the only account: you will be signed out.')}
          </>
        )}
      </ConfirmDialog>
    </div>
  )
}
