import { Link } from '@tanstack/react-router'
import type { BioItem } from '@contract/bio'
import { Badge } from '@/components/ui/badge'
import { Table, Td, Th } from '@/components/ui/table'
import { formatTimestamp } from '@/lib/format'

const count = new Intl.NumberFormat()

export function BioTable({ rows }: { rows: BioItem[] }) {
  return (
    <Table
      caption="Bio pages"
      head={
        <>
          <Th>Name</Th>
          <Th className="text-right">Views</Th>
          <Th className="text-right">Clicks</Th>
          <Th className="hidden text-right sm:table-cell">Created</Th>
        </>
      }
    >
      {rows.map((bio) => (
        <tr key={bio.id} className="hover:bg-slate-50 dark:hover:bg-slate-800/50">
          <Td className="font-medium">
            <div className="flex flex-wrap items-center gap-2">
              <Link to="/bio/$id" params={{ id: bio.id }} className="text-brand-700 hover:underline dark:text-blue-300">
                {bio.name}
              </Link>
              {!bio.public && <Badge tone="slate">Private</Badge>}
            </div>
            <div className="break-all text-xs font-normal text-slate-600 dark:text-slate-300">
              {bio.url} · {bio.blocks.length} {bio.blocks.length === 1 ? 'block' : 'blocks'}
            </div>
          </Td>
          <Td className="text-right tabular-nums">{count.format(bio.views)}</Td>
          <Td className="text-right tabular-nums">{count.format(bio.clicks)}</Td>
          <Td className="hidden whitespace-nowrap text-right text-slate-600 sm:table-cell dark:text-slate-300">{formatTimestamp(bio.date)}</Td>
        </tr>
      ))}
    </Table>
  )
}
