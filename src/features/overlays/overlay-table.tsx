import type { OverlayView } from '@contract/overlays'
import type { ItemTableProps } from '@/components/resource/resource-page'
import { RowActionsHead } from '@/components/resource/row-actions'
import { Table, Td, Th } from '@/components/ui/table'
import { formatTimestamp } from '@/lib/format'
import { OverlayTypeBadge } from './overlay-type-badge'

export function OverlayTable({ rows, actions }: ItemTableProps<OverlayView>) {
  return (
    <Table
      caption="CTA overlays"
      head={
        <>
          <Th>Name</Th>
          <Th>Type</Th>
          <Th className="hidden text-right sm:table-cell">Created</Th>
          <RowActionsHead />
        </>
      }
    >
      {rows.map((o) => (
        <tr key={o.id}>
          <Td className="font-medium">
            {o.name || <span className="text-slate-500">Untitled</span>}
            <span className="block text-xs font-normal text-slate-600 sm:hidden dark:text-slate-300">{formatTimestamp(o.date)}</span>
          </Td>
          <Td>
            <OverlayTypeBadge type={o.type} />
          </Td>
          <Td className="hidden whitespace-nowrap text-right text-slate-600 sm:table-cell dark:text-slate-300">{formatTimestamp(o.date)}</Td>
          {actions(o)}
        </tr>
      ))}
    </Table>
  )
}
