import { useQuery } from '@tanstack/react-query'
import { Outlet, createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { AppShell } from '@/components/layout/app-shell'
import { accountQueries } from '@/features/account/api'
import { getSession, getSignOutReason, signOut, subscribeSession, useSession } from '@/lib/auth'
import { toast } from '@/lib/toast'

export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ location }) => {
    if (!getSession()) {
      throw redirect({ to: '/signin', search: location.href === '/' ? {} : { redirect: location.href } })
    }
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

function AuthedLayout() {
  const session = useSession()
  const account = useQuery({ ...accountQueries.detail(), enabled: session !== null })
  useLeaveOnSignOut()
  if (!session) return null
  return (
    <AppShell
      user={account.data}
      onSignOut={() => {
        signOut()
        toast.info('You are signed out.')
      }}
    >
      <Outlet />
    </AppShell>
  )
}
