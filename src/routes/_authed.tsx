import { QueryClientProvider, useQuery, useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Outlet, createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { AppShell } from '@/components/layout/app-shell'
import { accountQueries } from '@/features/account/api'
import { QueryResetContext } from '@/lib/query-reset'
import { useAccountSwitch } from '@/features/accounts/use-account-switch'
import { accountName } from '@/lib/accounts'
import { getSession, getSignOutReason, rememberSessionUser, signOut, subscribeSession, useSession, useSessionUser } from '@/lib/auth'
import { toast } from '@/lib/toast'

export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ location }) => {
    if (!getSession()) {
      throw redirect({ to: '/signin', search: location.href === '/' ? {} : { redirect: location.href } })
    }
    // Query and the client come with the first signed-in page, not with the sign-in page.
    const { queryClient, restorePersistedCache } = await import('@/lib/app-query-client')
    // The last data of this account are in the cache before the first page renders (once per sign-in).
    await restorePersistedCache(queryClient)
    return { queryClient }
  },
  component: AuthedLayout,
})

/** Leaves for the sign-in page once, when the session ends; after an expired key the user comes back here. */
function useLeaveOnSignOut() {
  const router = useRouter()
  useEffect(
    () =>
      subscribeSession(() => {
        if (getSession()) return
        const href = router.state.location.href
        const back = getSignOutReason()?.kind === 'expired' && href !== '/'
        void router.navigate({ to: '/signin', search: back ? { redirect: href } : {}, replace: true })
      }),
    [router],
  )
}

// The shell's name and avatar: the sign-in check's answer, kept with the session, so GET /account is sent once a session.
function useShellUser() {
  const session = useSession()
  const stored = useSessionUser()
  const account = useQuery({ ...accountQueries.detail(), enabled: session !== null && stored === null })
  useEffect(() => {
    if (account.data) rememberSessionUser(account.data)
  }, [account.data])
  return account.data ?? stored ?? undefined
}

function AuthedLayout() {
  const { queryClient } = Route.useRouteContext()
  return (
    <QueryClientProvider client={queryClient}>
      <QueryResetProvider>
        <AuthedShell />
      </QueryResetProvider>
    </QueryClientProvider>
  )
}

function QueryResetProvider({ children }: { children: ReactNode }) {
  const { reset } = useQueryErrorResetBoundary()
  return <QueryResetContext value={reset}>{children}</QueryResetContext>
}

function AuthedShell() {
  const session = useSession()
  const user = useShellUser()
  const switching = useAccountSwitch()
  useLeaveOnSignOut()
  if (!session) return null
  return (
    <AppShell
      user={user}
      onSignOut={() => {
        const name = accountName(session)
        signOut()
        toast.info(getSession() ? `You are signed out of “${name}”.` : 'You are signed out.')
      }}
    >
      {switching ? (
        <p role="status" className="py-10 text-center text-sm text-slate-600 dark:text-slate-300">
          Switching to “{accountName(switching)}”…
        </p>
      ) : (
        <Outlet />
      )}
    </AppShell>
  )
}
