import type { PixelView } from '@contract/pixels'
import { Table, Td, Th } from '@/components/ui/table'
import { formatTimestamp } from '@/lib/format'
import { vendorName } from './pixel-vendors'

const ACTION = 'rounded-md px-2 py-1.5 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800'

interface PixelTableProps {
  pixels: PixelView[]
  onEdit: (pixel: PixelView) => void
  onDelete: (pixel: PixelView) => void
}

export function PixelTable({ pixels, onEdit, onDelete }: PixelTableProps) {
  return (
    <Table
      caption="Tracking pixels"
      head={
        <>
          <Th>Name</Th>
          <Th className="hidden sm:table-cell">Vendor</Th>
          <Th className="hidden sm:table-cell">Tag</Th>
          <Th className="hidden text-right lg:table-cell">Added</Th>
          <Th className="text-right">
            <span className="sr-only">Actions</span>
          </Th>
        </>
      }
    >
      {pixels.map((p) => (
        <tr key={p.id}>
          <Td className="font-medium">
            {p.name || <span className="text-slate-500 dark:text-slate-400">Untitled</span>}
            <span className="block text-xs font-normal text-slate-600 sm:hidden dark:text-slate-300">
              {vendorName(p.type)} · <span className="font-mono break-all">{p.tag}</span>
            </span>
          </Td>
          <Td className="hidden whitespace-nowrap sm:table-cell">{vendorName(p.type)}</Td>
          <Td className="hidden font-mono text-xs break-all sm:table-cell">{p.tag}</Td>
          <Td className="hidden whitespace-nowrap text-right text-slate-600 lg:table-cell dark:text-slate-300">
            {formatTimestamp(p.date)}
          </Td>
          <Td className="whitespace-nowrap text-right">
            <div className="flex flex-col items-end sm:flex-row sm:justify-end">
              <button type="button" className={`${ACTION} text-slate-700 dark:text-slate-200`} onClick={() => onEdit(p)}>
                Edit<span className="sr-only"> {p.name || p.tag}</span>
              </button>
              <button type="button" className={`${ACTION} text-red-700 dark:text-red-300`} onClick={() => onDelete(p)}>
                Delete<span className="sr-only"> {p.name || p.tag}</span>
              </button>
            </div>
          </Td>
        </tr>
      ))}
    </Table>
  )
}
