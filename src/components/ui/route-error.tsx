import { useRouter, type AnyRoute, type AnyRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { describeError } from '@/lib/api-client'
import { isChunkError, isConnectionError, loadFailedChunk } from '@/lib/connection'
import { useQueryReset } from '@/lib/query-reset'
import { AutoRetryNote } from './auto-retry-note'
import { Button } from './button'
import { Icon } from './icon'

type Preloadable = { preload?: () => Promise<void> } | undefined

/** The code of every page on screen, again: a lazy route component keeps its failure until asked to load. */
async function loadPageCode(router: AnyRouter) {
  const routes = router.state.matches.map((match) => (router.routesById as Record<string, AnyRoute | undefined>)[match.routeId])
  await Promise.all(routes.map((route) => (route?.options.component as Preloadable)?.preload?.()))
}

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryReset = useQueryReset()
  useEffect(() => queryReset(), [queryReset])
  const chunk = isChunkError(error)
  const retry = async () => {
    if (chunk) {
      await loadFailedChunk(error)
      await loadPageCode(router)
    }
    reset()
    await router.invalidate()
  }
  return (
    <div role="alert" className="mx-auto max-w-md px-6 py-16 text-center">
      <Icon name="alert" className="mx-auto size-10 text-red-500" />
      <h1 className="mt-3 text-xl font-semibold">{chunk ? 'This page could not be loaded' : 'Something went wrong'}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {chunk ? 'The dashboard cannot reach its server: the server or your network is down.' : describeError(error)}
      </p>
      {isConnectionError(error) && <AutoRetryNote retry={retry} className="mt-2" />}
      <Button className="mt-6" onClick={() => void retry().catch(() => undefined)}>
        <Icon name="refresh" className="size-4" />
        Try again
      </Button>
    </div>
  )
}
