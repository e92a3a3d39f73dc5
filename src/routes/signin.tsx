import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { accountQueries } from '@/features/account/api'
import { SignInCard } from '@/features/auth/sign-in-card'
import { SignInForm } from '@/features/auth/sign-in-form'
import { useDocumentTitle } from '@/lib/use-document-title'
import { getSession, getSignOutReason } from '@/lib/auth'

/**
 * Only a path of this app: never another origin. Browsers read "/\host" and "/<tab>/host" as
 * "//host", so backslashes and control characters are refused too.
 */
const safeRedirect = (to: string | undefined) =>
  // eslint-disable-next-line no-control-regex
  to && /^\/(?!\/)/.test(to) && !/[\\\u0000-\u001f\u007f]/.test(to) && !to.startsWith('/signin') ? to : '/links'

export const Route = createFileRoute('/signin')({
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  beforeLoad: ({ search }) => {
    if (getSession()) throw redirect({ href: safeRedirect(search.redirect) })
  },
  component: SignInPage,
})

function SignInPage() {
  useDocumentTitle('Sign in')
  const search = Route.useSearch()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const reason = getSignOutReason()
  return (
    <SignInCard
      title="Sign in"
      intro="Use the API key of your link-management account. It is sent only to the API of this server, or to the address under “Advanced”."
    >
      {reason?.kind === 'expired' && (
        <div className="mb-5">
          <Alert tone="warning">You were signed out: {reason.message}</Alert>
        </div>
      )}
      <SignInForm
        onSignedIn={(account) => {
          queryClient.setQueryData(accountQueries.detail().queryKey, account)
          void navigate({ href: safeRedirect(search.redirect), replace: true })
        }}
      />
    </SignInCard>
  )
}
