import { Link } from '@tanstack/react-router'
import type { QrView } from '@contract/qr'
import { Table, Td, Th } from '@/components/ui/table'
import { SelectAllHead, SelectCell } from '@/features/bulk/selection'
import { formatTimestamp } from '@/lib/format'
import { qrImageUrl } from './image-url'

const count = new Intl.NumberFormat()

function Thumbnail({ qr }: { qr: QrView }) {
  const src = qrImageUrl(qr.id, qr.link, { size: 128 })
  if (!src) return <span aria-hidden="true" className="block size-12 shrink-0 rounded bg-slate-100 dark:bg-slate-800" />
  return <img src={src} alt="" width={48} height={48} loading="lazy" className="size-12 max-w-none rounded border border-slate-200 bg-white dark:border-slate-700" />
}

export function QrTable({ rows }: { rows: QrView[] }) {
  return (
    <Table
      caption="QR codes"
      head={
        <>
          <SelectAllHead rows={rows.map((qr) => ({ id: qr.id, name: qr.name || 'Untitled' }))} />
          <Th className="w-px">
            <span className="sr-only">Image</span>
          </Th>
          <Th>Name</Th>
          <Th className="text-right">Scans</Th>
          <Th className="hidden text-right sm:table-cell">Created</Th>
        </>
      }
    >
      {rows.map((qr) => (
        <tr key={qr.id} className="hover:bg-slate-50 dark:hover:bg-slate-800/50">
          <SelectCell item={{ id: qr.id, name: qr.name || 'Untitled' }} />
          <Td className="py-2">
            {/* A second way in for the pointer; keyboards and screen readers use the name. */}
            <Link to="/qr/$id" params={{ id: qr.id }} tabIndex={-1} aria-hidden="true" className="block w-fit">
              <Thumbnail qr={qr} />
            </Link>
          </Td>
          <Td className="font-medium">
            <div>
              <Link to="/qr/$id" params={{ id: qr.id }} className="text-brand-700 hover:underline dark:text-blue-300">
                {qr.name || 'Untitled'}
              </Link>
            </div>
            <div className="text-xs font-normal text-slate-600 sm:hidden dark:text-slate-300">{formatTimestamp(qr.date)}</div>
          </Td>
          <Td className="text-right tabular-nums">{count.format(qr.scans)}</Td>
          <Td className="hidden whitespace-nowrap text-right text-slate-600 sm:table-cell dark:text-slate-300">{formatTimestamp(qr.date)}</Td>
        </tr>
      ))}
    </Table>
  )
}
