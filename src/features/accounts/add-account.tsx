import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router'
import { useState, type ComponentType, type ReactNode } from 'react'
import type { AccountView } from '@contract/account'
import { Button } from '@/components/ui/button'
import { Field, inputClass } from '@/components/ui/field'
import { accountName, renameAccount } from '@/lib/accounts'
import { getSession } from '@/lib/auth'
import { toast } from '@/lib/toast'

interface FormProps {
  submitLabel: string
  onSignedIn: (account: AccountView) => void
  children: ReactNode
}

/** The sign-in page's add mode (`/signin#add`), in its own chunk: the sign-in form with a name, and Cancel back. */
export function AddAccount({ Form, onAdded }: { Form: ComponentType<FormProps>; onAdded: (account: AccountView) => Promise<void> }) {
  const navigate = useNavigate()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const [name, setName] = useState('')
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Add an account</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
        Sign in to another account, on this server or another API. The accounts already here stay: switch between them from the account menu.
      </p>
      <Form
        submitLabel="Add account"
        onSignedIn={async (account) => {
          await onAdded(account)
          if (name.trim()) renameAccount(getSession()!.id, name)
          toast.info(`Now using “${accountName(getSession()!)}”.`)
          void navigate({ href: '/links', replace: true })
        }}
      >
        <Field label="Name (optional)" hint="How the account menu shows it, such as “Work”. Left empty, it is the user name and the API’s host.">
          <input value={name} maxLength={60} autoComplete="off" onChange={(e) => setName(e.target.value)} className={inputClass} />
        </Field>
      </Form>
      <Button variant="secondary" className="mt-3 w-full" onClick={() => (canGoBack ? router.history.back() : void navigate({ to: '/' }))}>
        Cancel
      </Button>
    </>
  )
}
