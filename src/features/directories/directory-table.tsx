import { Link } from '@tanstack/react-router'
import type { DirectoryView } from '@contract/directories'
import type { ItemTableProps } from '@/components/resource/resource-page'
import { RowActionsHead } from '@/components/resource/row-actions'
import { Table, Td, Th } from '@/components/ui/table'
import { PAGE_SEARCH_DEFAULTS } from '@/lib/paging'
import { safeColor } from './hex-color'
import { StarToggle } from './star-toggle'

export function DirectoryTable({ rows, actions }: ItemTableProps<DirectoryView>) {
  // X2: our server counts each directory's items; the live service does not.
  const counted = rows.some((d) => d.items !== undefined)
  return (
    <Table
      caption="Directories"
      head={
        <>
          <Th className="w-12">
            <span className="sr-only">Starred</span>
          </Th>
          <Th>Name</Th>
          <Th className="hidden md:table-cell">Description</Th>
          {counted && <Th className="text-right max-sm:hidden">Items</Th>}
          <RowActionsHead />
        </>
      }
    >
      {rows.map((d) => (
        <tr key={d.id}>
          <Td className="py-1 pr-0">
            <StarToggle directory={d} />
          </Td>
          <Td className="font-medium">
            <span className="flex items-center gap-2.5">
              <span
                aria-hidden="true"
                className="size-3 shrink-0 rounded-full ring-1 ring-black/10 dark:ring-white/20"
                style={{ backgroundColor: safeColor(d.color) }}
              />
              <Link
                to="/directories/$id"
                params={{ id: d.id }}
                search={PAGE_SEARCH_DEFAULTS}
                className="break-words text-brand-700 underline-offset-2 hover:underline dark:text-blue-300"
              >
                {d.name || `Directory ${d.id}`}
              </Link>
            </span>
            {d.description && (
              <span className="mt-0.5 block text-xs font-normal text-slate-600 md:hidden dark:text-slate-300">{d.description}</span>
            )}
            {counted && (
              <span className="mt-0.5 block text-xs font-normal text-slate-600 sm:hidden dark:text-slate-300">
                {d.items ?? 0} {d.items === 1 ? 'item' : 'items'}
              </span>
            )}
          </Td>
          <Td className="hidden text-slate-600 md:table-cell dark:text-slate-300">{d.description || '—'}</Td>
          {counted && <Td className="text-right tabular-nums max-sm:hidden">{d.items ?? 0}</Td>}
          {actions(d)}
        </tr>
      ))}
    </Table>
  )
}
