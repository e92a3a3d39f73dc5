import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { describeError } from '@/lib/api-client'
import { Button } from './button'
import { Icon } from './icon'

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()
  useEffect(() => queryReset.reset(), [queryReset])
  return (
    <div role="alert" className="mx-auto max-w-md px-6 py-16 text-center">
      <Icon name="alert" className="mx-auto size-10 text-red-500" />
      <h1 className="mt-3 text-xl font-semibold">Something went wrong</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{describeError(error)}</p>
      <Button
        className="mt-6"
        onClick={() => {
          reset()
          void router.invalidate()
        }}
      >
        <Icon name="refresh" className="size-4" />
        Try again
      </Button>
    </div>
  )
}
