import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { Page } from '@contract/envelope'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { CostPreview } from './cost-preview'
import { startJob } from './job-manager'
import { EXPORTABLE, EXPORT_LIMIT, type ExportInput, type Exportable } from './job-kinds'

/** How many items the list holds, from a page already cached (the one on screen): no request to ask. */
export function knownTotal(queryClient: QueryClient, resource: Exportable): number | null {
  const lists = EXPORTABLE[resource].list(1).queryKey.slice(0, -1)
  for (const [key, page] of queryClient.getQueriesData<Page<unknown>>({
    queryKey: lists,
  })) {
    const params = key.at(-1) as Record<string, unknown> | undefined
    // A searched list counts only what matched.
    if (page && !params?.q && !params?.name) return page.result
  }
  return null
}

export const exportCost = (total: number, stats: boolean) => Math.max(1, Math.ceil(total / EXPORT_LIMIT)) + (stats ? total : 0)

export function ExportDialog({ resource, onClose }: { resource: Exportable; onClose: () => void }) {
  const queryClient = useQueryClient()
  const statsId = useId()
  const [stats, setStats] = useState(false)
  const { noun } = EXPORTABLE[resource]
  const total = knownTotal(queryClient, resource)
  const withStats = resource === 'links' || resource === 'qr'
  const pages = Math.max(1, Math.ceil((total ?? 0) / EXPORT_LIMIT))
  const start = () => {
    const inputs: ExportInput[] = Array.from({ length: pages }, (_, i) => ({
      resource,
      page: i + 1,
      stats,
    }))
    startJob('export', `Export ${total ?? 'all'} ${noun}${stats ? ' with statistics' : ''}`, inputs)
    onClose()
  }
  return (
    <ConfirmDialog open title={`Export ${noun} as CSV`} confirmLabel="Start export" confirmVariant="primary" onConfirm={start} onCancel={onClose}>
      <p>
        {total === null ? `Every ${noun.replace(/s$/, '')} is fetched, 100 a request.` : `All ${total.toLocaleString('en')} ${noun}, 100 a request.`}{' '}
        The file is made in your browser and downloads when the last page is in.
      </p>
      {withStats && (
        <label htmlFor={statsId} className="mt-3 flex items-start gap-2 text-slate-800 dark:text-slate-100">
          <input
            id={statsId}
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-600"
            checked={stats}
            onChange={(e) => setStats(e.target.checked)}
          />
          <span>Add statistics: clicks, unique clicks and top country (one more request for each)</span>
        </label>
      )}
      <CostPreview requests={exportCost(total ?? 0, stats)} className="mt-3" />
    </ConfirmDialog>
  )
}
