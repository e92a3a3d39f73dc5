import { useQuery } from '@tanstack/react-query'
import Papa from 'papaparse'
import { useState } from 'react'
import type { OverlayView } from '@contract/overlays'
import type { ItemFormProps } from '@/components/resource/resource-page'
import { Button } from '@/components/ui/button'
import { EmptyState, ErrorState, LoadingNote } from '@/components/ui/list-states'
import { Table, Td, Th } from '@/components/ui/table'
import { list } from '@/lib/api-client'
import { describeError } from '@/lib/api-client'
import { downloadCsv } from '@/lib/download-csv'
import { formatTimestamp } from '@/lib/format'
import { toast } from '@/lib/toast'
import { overlayQueries } from './api'
import { overlayMessageListTolerant } from '@contract/overlays'

const LIMIT = 10
const EXPORT_PAGE = 100

/** Every message of the overlay, page by page (D41e), as CSV. */
async function exportCsv(overlay: OverlayView) {
  const rows: Record<string, string>[] = []
  for (let page = 1; ; page++) {
    const answer = await list(`/overlay/${overlay.id}/messages`, overlayMessageListTolerant, { page, limit: EXPORT_PAGE })
    rows.push(...answer.items.map((m) => ({ date: m.date, name: m.name, email: m.email, message: m.message })))
    if (!answer.hasNext) break
  }
  const fields = overlay.type === 'newsletter' ? ['date', 'email'] : ['date', 'name', 'email', 'message']
  downloadCsv(`${overlay.type}-${overlay.id}.csv`, Papa.unparse({ fields, data: rows.map((r) => fields.map((f) => r[f] ?? '')) }, { escapeFormulae: true }))
}

export function OverlayMessages({ item }: ItemFormProps<OverlayView> & { item: OverlayView }) {
  const [page, setPage] = useState(1)
  const [exporting, setExporting] = useState(false)
  const collects = item.type === 'contact' || item.type === 'newsletter'
  const query = useQuery({ ...overlayQueries.messages(item.id, { page, limit: LIMIT }), enabled: collects })
  if (!collects) return <p className="text-sm">Only contact and newsletter overlays collect messages.</p>
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} title="The messages could not be loaded" />
  if (!query.data) return <LoadingNote what="the messages" />
  const { items, currentpage, maxpage, result } = query.data
  const noun = item.type === 'newsletter' ? 'sign-up' : 'message'
  if (!result) return <EmptyState title={`No ${noun}s yet`}>They appear here when visitors of your links send the form.</EmptyState>
  const onExport = async () => {
    setExporting(true)
    try {
      await exportCsv(item)
    } catch (error) {
      toast.error(describeError(error))
    } finally {
      setExporting(false)
    }
  }
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {result} {noun}
          {result === 1 ? '' : 's'}
        </p>
        <Button onClick={onExport} disabled={exporting}>
          {exporting ? 'Exporting…' : 'Export as CSV'}
        </Button>
      </div>
      <Table
        caption={`${noun[0]!.toUpperCase()}${noun.slice(1)}s of ${item.name}`}
        head={
          <>
            <Th>Date</Th>
            {item.type === 'contact' && <Th>Name</Th>}
            <Th>Email</Th>
            {item.type === 'contact' && <Th>Message</Th>}
          </>
        }
      >
        {items.map((m) => (
          <tr key={m.id}>
            <Td className="whitespace-nowrap">{formatTimestamp(m.date)}</Td>
            {item.type === 'contact' && <Td>{m.name}</Td>}
            <Td className="break-all">{m.email}</Td>
            {item.type === 'contact' && <Td className="whitespace-pre-wrap">{m.message}</Td>}
          </tr>
        ))}
      </Table>
      {maxpage > 1 && (
        <nav aria-label="Pages of messages" className="flex items-center gap-2 text-sm">
          <Button disabled={currentpage <= 1 || query.isFetching} onClick={() => setPage(currentpage - 1)}>
            Previous
          </Button>
          <span>
            Page {currentpage} of {maxpage}
          </span>
          <Button disabled={currentpage >= maxpage || query.isFetching} onClick={() => setPage(currentpage + 1)}>
            Next
          </Button>
        </nav>
      )}
    </div>
  )
}
