import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, redirect, useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field, inputClass } from '@/components/ui/field'
import { accountQueries } from '@/features/account/api'
import { SignInCard } from '@/features/auth/sign-in-card'
import { SignInForm } from '@/features/auth/sign-in-form'
import { accountName, getSession } from '@/lib/auth'
import { toast } from '@/lib/toast'
import { useDocumentTitle } from '@/lib/use-document-title'

export const Route = createFileRoute('/signin_/add')({
  beforeLoad: () => {
    if (!getSession()) throw redirect({ to: '/signin' })
  },
  component: AddAccountPage,
})

/** The sign-in page that keeps the accounts already here: the new one is added and used. */
function AddAccountPage() {
  useDocumentTitle('Add an account')
  const navigate = useNavigate()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const queryClient = useQueryClient()
  const [name, setName] = useState('')
  return (
    <SignInCard
      title="Add an account"
      intro="Sign in to another account, on this server or another API. The accounts already here stay: switch between them from the menu under your name."
    >
      <SignInForm
        name={name}
        submitLabel="Add account"
        onSignedIn={(account) => {
          queryClient.setQueryData(accountQueries.detail().queryKey, account)
          toast.info(`Now using “${accountName(getSession()!)}”.`)
          void navigate({ href: '/links', replace: true })
        }}
      >
        <Field label="Name (optional)" hint="How the account menu shows it, such as “Work”. Left empty, it is the user name and the API’s host.">
          <input value={name} maxLength={60} autoComplete="off" onChange={(e) => setName(e.target.value)} className={inputClass} />
        </Field>
      </SignInForm>
      <Button variant="secondary" className="mt-3 w-full" onClick={() => (canGoBack ? router.history.back() : void navigate({ to: '/' }))}>
        Cancel
      </Button>
    </SignInCard>
  )
}
