import { Link } from '@tanstack/react-router'
import { Table, Td, Th } from '@/components/ui/table'
import { PAGE_SEARCH_DEFAULTS } from '@/lib/paging'
import type { DirectoryView } from './api'
import { safeColor } from './hex-color'
import { StarToggle } from './star-toggle'

const ACTION = 'rounded-md px-2 py-1.5 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800'

interface DirectoryTableProps {
  directories: DirectoryView[]
  onEdit: (directory: DirectoryView) => void
  onDelete: (directory: DirectoryView) => void
}

export function DirectoryTable({ directories, onEdit, onDelete }: DirectoryTableProps) {
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
          <Th className="text-right">
            <span className="sr-only">Actions</span>
          </Th>
        </>
      }
    >
      {directories.map((d) => (
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
          </Td>
          <Td className="hidden text-slate-600 md:table-cell dark:text-slate-300">{d.description || '—'}</Td>
          <Td className="whitespace-nowrap text-right">
            <div className="flex flex-col items-end sm:flex-row sm:justify-end">
              <button type="button" className={`${ACTION} text-slate-700 dark:text-slate-200`} onClick={() => onEdit(d)}>
                Edit<span className="sr-only"> {d.name}</span>
              </button>
              <button type="button" className={`${ACTION} text-red-700 dark:text-red-300`} onClick={() => onDelete(d)}>
                Delete<span className="sr-only"> {d.name}</span>
              </button>
            </div>
          </Td>
        </tr>
      ))}
    </Table>
  )
}
