import type { PixelView } from '@contract/pixels'
import type { ItemTableProps } from '@/components/resource/resource-page'
import { RowActionsHead } from '@/components/resource/row-actions'
import { Table, Td, Th } from '@/components/ui/table'
import { formatTimestamp } from '@/lib/format'
import { vendorName } from './pixel-vendors'

export function PixelTable({ rows, actions }: ItemTableProps<PixelView>) {
  return (
    <Table
      caption="Tracking pixels"
      head={
        <>
          <Th>Name</Th>
          <Th className="hidden sm:table-cell">Vendor</Th>
          <Th className="hidden sm:table-cell">Tag</Th>
          <Th className="hidden text-right lg:table-cell">Added</Th>
          <RowActionsHead />
        </>
      }
    >
      {rows.map((p) => (
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
          {actions(p)}
        </tr>
      ))}
    </Table>
  )
}
