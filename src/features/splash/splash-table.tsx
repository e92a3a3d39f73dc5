import type { SplashView } from '@contract/splash'
import type { ItemTableProps } from '@/components/resource/resource-page'
import { RowActionsHead } from '@/components/resource/row-actions'
import { Table, Td, Th } from '@/components/ui/table'
import { formatTimestamp } from '@/lib/format'

export function SplashTable({ rows, actions }: ItemTableProps<SplashView>) {
  return (
    <Table
      caption="Splash pages"
      head={
        <>
          <Th>Name</Th>
          <Th className="w-24">ID</Th>
          <Th className="hidden text-right sm:table-cell">Created</Th>
          <RowActionsHead />
        </>
      }
    >
      {rows.map((s) => (
        <tr key={s.id}>
          <Td className="font-medium">
            {s.name || <span className="text-slate-500">Untitled</span>}
            <span className="block text-xs font-normal text-slate-600 sm:hidden dark:text-slate-300">{formatTimestamp(s.date)}</span>
          </Td>
          <Td className="tabular-nums text-slate-600 dark:text-slate-300">{s.id}</Td>
          <Td className="hidden whitespace-nowrap text-right text-slate-600 sm:table-cell dark:text-slate-300">{formatTimestamp(s.date)}</Td>
          {actions(s)}
        </tr>
      ))}
    </Table>
  )
}
