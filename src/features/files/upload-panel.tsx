import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useBlocker } from '@tanstack/react-router'
import type { DomainView } from '@contract/domains'
import type { Page } from '@contract/envelope'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Panel } from '@/components/ui/page-header'
import { getSession, useSession } from '@/lib/auth'
import { DropZone } from './drop-zone'
import { knownUploadLimit } from './upload-limit'
import { UploadItemRow } from './upload-item'
import { isPending, type UploadItem } from './upload-queue'
import { useUploadQueue } from './use-upload-queue'

const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`

/** "1 uploaded, 1 uploading, 2 waiting": changes with statuses only, never with progress. */
function queueSummary(items: readonly UploadItem[]): string {
  const count = (status: UploadItem['status']) => items.filter((i) => i.status === status).length
  const parts: [number, string][] = [
    [count('done'), 'uploaded'],
    [count('uploading'), 'uploading'],
    [count('queued'), 'waiting'],
    [count('failed') + count('refused'), 'not uploaded'],
    [count('canceled'), 'canceled'],
    [count('ready'), 'ready to upload'],
  ]
  return parts
    .filter(([n]) => n > 0)
    .map(([n, label]) => `${n} ${label}`)
    .join(', ')
}

export function UploadPanel<K extends QueryKey>({ domainChoices }: { domainChoices: UseQueryOptions<Page<DomainView>, Error, Page<DomainView>, K> }) {
  const { queue, items } = useUploadQueue()
  const session = useSession()
  const maxBytes = session ? knownUploadLimit(session.baseUrl) : null
  // Fetched once the first file is added: the page itself spends no request on it.
  const domains = useQuery({ ...domainChoices, enabled: items.length > 0 })
  const ready = items.filter((i) => i.status === 'ready').length
  const pending = items.filter(isPending).length
  const finished = items.filter((i) => i.status === 'done' || i.status === 'refused').length

  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => pending > 0 && getSession() !== null && current.pathname !== next.pathname,
    enableBeforeUnload: () => pending > 0,
    withResolver: true,
  })

  return (
    <Panel className="mb-6">
      <div className="border-b border-slate-200 px-4 py-4 sm:px-6 dark:border-slate-700">
        <h2 className="text-base font-semibold">Upload files</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Each file gets a short URL. Set a name, alias, domain, password, expiry or download limit per file, then upload.
        </p>
      </div>
      <div className="p-4 sm:p-6">
        <DropZone onFiles={queue.add} maxBytes={maxBytes} compact={items.length > 0} />
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {queueSummary(items)}
      </p>
      {items.length > 0 && (
        <>
          <ul aria-label="Upload list" className="divide-y divide-slate-200 border-t border-slate-200 dark:divide-slate-700 dark:border-slate-700">
            {items.map((item) => (
              <UploadItemRow key={item.key} item={item} queue={queue} domains={domains} />
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-slate-50 px-4 py-3 sm:px-6 dark:border-slate-700 dark:bg-slate-800/60">
            {finished > 0 && (
              <Button variant="secondary" onClick={queue.clearFinished}>
                Clear finished
              </Button>
            )}
            {(ready > 0 || pending > 0) && (
              <Button onClick={queue.startAll} disabled={ready === 0}>
                {ready > 0 ? `Upload ${files(ready)}` : 'Uploading…'}
              </Button>
            )}
          </div>
        </>
      )}
      <ConfirmDialog
        open={blocker.status === 'blocked'}
        title="Leave while uploading?"
        confirmLabel="Leave and stop uploads"
        cancelLabel="Stay"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        {files(pending)} {pending === 1 ? 'is' : 'are'} still uploading or waiting. Leaving this page cancels {pending === 1 ? 'it' : 'them'}.
      </ConfirmDialog>
    </Panel>
  )
}
