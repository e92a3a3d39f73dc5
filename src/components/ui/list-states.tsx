import type { ReactNode } from 'react'
import { describeError } from '@/lib/api-client'
import { isConnectionError } from '@/lib/connection'
import { AutoRetryNote } from './auto-retry-note'
import { Button } from './button'
import { Icon } from './icon'

export function ListSkeleton({ rows = 6, columns = 3 }: { rows?: number; columns?: number }) {
  return (
    <div role="status" aria-live="polite" className="divide-y divide-slate-200 dark:divide-slate-700">
      <span className="sr-only">Loading…</span>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="flex gap-6 px-4 py-4" aria-hidden="true">
          {Array.from({ length: columns }, (_, col) => (
            <div
              key={col}
              className="h-4 animate-pulse rounded bg-slate-200 dark:bg-slate-700"
              style={{ width: `${col === 0 ? 40 : 100 / (columns + 2)}%` }}
            />
          ))}
        </div>
      ))}
    </div>
  )
}

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <Icon name="inbox" className="size-10 text-slate-400" />
      <h2 className="mt-3 text-base font-semibold">{title}</h2>
      {children && <p className="mt-1 max-w-sm text-sm text-slate-600 dark:text-slate-300">{children}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  )
}

/** A failed read with "Try again"; when the server or the network is down it also tries again by itself. */
export function ErrorState({ error, onRetry, title = 'This list could not be loaded' }: { error: unknown; onRetry: () => unknown; title?: string }) {
  return (
    <div role="alert" className="flex flex-col items-center px-6 py-12 text-center">
      <Icon name="alert" className="size-10 text-red-500" />
      <h2 className="mt-3 text-base font-semibold">{title}</h2>
      <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-300">{describeError(error)}</p>
      {isConnectionError(error) && <AutoRetryNote retry={async () => onRetry()} className="mt-1 max-w-md" />}
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        <Icon name="refresh" className="size-4" />
        Try again
      </Button>
    </div>
  )
}

export function LoadingNote({ what }: { what: string }) {
  return (
    <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
      Loading {what}…
    </p>
  )
}
