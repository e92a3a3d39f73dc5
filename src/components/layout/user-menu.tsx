import { Suspense, lazy, useId, useRef, useState } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { accountName } from '@/lib/accounts'
import { useSession } from '@/lib/auth'

const AccountPanel = lazy(() => import('@/features/accounts/account-panel').then((m) => ({ default: m.AccountPanel })))

export interface ShellUser {
  username: string
  email: string
  avatar: string
}

export function UserMenu({ user, onSignOut }: { user: ShellUser | undefined; onSignOut: () => void }) {
  const account = useSession()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const name = user ? user.username || user.email : ''
  const title = account ? accountName(account) : name
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }
  return (
    <div className="relative flex items-center gap-1 sm:gap-2">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        // The name is written out on wide screens only: the header has no room for it beside the palette and the meter.
        title={title}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-md px-1 py-1 text-slate-700 outline-offset-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Avatar src={user?.avatar ?? ''} name={name || title} />
        <span className="sr-only">
          Accounts: {title}
          {name && `, signed in as ${name}`}
        </span>
        <span aria-hidden="true" className="hidden max-w-[10rem] truncate text-sm font-medium 2xl:inline-block">
          {title}
        </span>
        <svg viewBox="0 0 20 20" aria-hidden="true" className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}>
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccountPanel id={panelId} trigger={button} onClose={close} />
        </Suspense>
      )}
      <Button variant="ghost" className="whitespace-nowrap" onClick={onSignOut}>
        <Icon name="logout" className="size-4" />
        <span className="hidden sm:inline">Sign out</span>
        <span className="sr-only sm:hidden">Sign out</span>
      </Button>
    </div>
  )
}
