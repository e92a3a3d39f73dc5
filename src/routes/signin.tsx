import { createFileRoute, redirect, useLocation, useNavigate } from '@tanstack/react-router'
import { Suspense, lazy } from 'react'
import { Alert } from '@/components/ui/alert'
import { LogoMark } from '@/components/ui/logo-mark'
import { ThemeSelect } from '@/components/ui/theme-select'
import { SignInForm } from '@/features/auth/sign-in-form'
import { useDocumentTitle } from '@/lib/use-document-title'
import { getSession, getSignOutReason } from '@/lib/auth'
import { stringParam } from '@/lib/paging'
import type { AccountView } from '@contract/account'

// Only a path of this app: browsers read "/\host" and "/<tab>/host" as "//host", so those characters are refused.
const safeRedirect = (to: string | undefined) =>
  // eslint-disable-next-line no-control-regex
  to && /^\/(?!\/)/.test(to) && !/[\\\u0000-\u001f\u007f]/.test(to) && !to.startsWith('/signin') ? to : '/links'

export const Route = createFileRoute('/signin')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: stringParam(search.redirect, 2000) }),
  // "#add" is the page that adds another account: a signed-in user stays on it.
  beforeLoad: ({ search, location }) => {
    if (getSession() && location.hash !== 'add') throw redirect({ href: safeRedirect(search.redirect) })
  },
  component: SignInPage,
})

// The shell reads the account from the cache (no second GET /account); its query module loads after the key was accepted.
async function rememberAccount(account: AccountView) {
  const [{ accountQueries }, { queryClient }] = await Promise.all([import('@/features/account/api'), import('@/lib/app-query-client')])
  queryClient.setQueryData(accountQueries.detail().queryKey, account)
}

const AddAccount = lazy(() => import('@/features/accounts/add-account').then((m) => ({ default: m.AddAccount })))

function SignInPage() {
  const adding = useLocation({ select: (l) => l.hash === 'add' }) && !!getSession()
  useDocumentTitle(adding ? 'Add an account' : 'Sign in')
  const search = Route.useSearch()
  const navigate = useNavigate()
  const reason = getSignOutReason()
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex justify-end p-4">
        <ThemeSelect />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pb-16 sm:items-center">
        <div className="w-full max-w-md">
          <div className="mb-6 flex items-center gap-2">
            <LogoMark className="size-7" />
            <span className="text-xl font-semibold tracking-tight">Linkdash</span>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900">
            {adding ? (
              <Suspense fallback={null}>
                <AddAccount Form={SignInForm} onAdded={(account) => rememberAccount(account)} />
              </Suspense>
            ) : (
              <>
                <h1 className="text-2xl font-semibold tracking-tight">Sign in</h1>
                <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
                  Use the API key of your link-management account. It is sent only to the API of this server, or to the address under “Advanced”.
                </p>
                {reason?.kind === 'expired' && (
                  <div className="mb-5">
                    <Alert tone="warning">You were signed out: {reason.message}</Alert>
                  </div>
                )}
                <SignInForm
                  onSignedIn={async (account) => {
                    await rememberAccount(account)
                    void navigate({ href: safeRedirect(search.redirect), replace: true })
                  }}
                />
              </>
            )}
          </div>
        </div>
      </main>
    </div>
  )
}
