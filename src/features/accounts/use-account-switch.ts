import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { accountName } from '@/lib/accounts'
import { getAccounts, getSignOutReason, useSession, type Account } from '@/lib/auth'
import { restorePersistedCache } from '@/lib/query-client'
import { toast } from '@/lib/toast'

/** The list page of the section a path is in: a detail page's id means nothing to another account. */
export const sectionListOf = (pathname: string) => `/${pathname.split('/').filter(Boolean)[0] ?? ''}`

/** Follows a change of account; until its saved reads are back the layout shows no page, so nothing renders under the wrong name. */
export function useAccountSwitch(): Account | null {
  const router = useRouter()
  const queryClient = useQueryClient()
  const session = useSession()
  const [shownId, setShownId] = useState(session?.id)
  const shown = useRef(session)
  useEffect(() => {
    if (!session || session.id === shownId) {
      shown.current = session
      return
    }
    let live = true
    const from = shown.current
    const reason = getSignOutReason()
    void restorePersistedCache(queryClient)
      .then(() => router.navigate({ href: sectionListOf(router.state.location.pathname) }))
      .finally(() => {
        if (!live) return
        shown.current = session
        setShownId(session.id)
        const now = `Now using “${accountName(session)}”.`
        const removed = from && !getAccounts().some((a) => a.id === from.id)
        if (removed && reason?.kind === 'expired') toast.error(`You were signed out of “${accountName(from)}”: ${reason.message} ${now}`)
        else toast.info(now)
      })
    return () => {
      live = false
    }
  }, [session, shownId, router, queryClient])
  return session && session.id !== shownId ? session : null
}
