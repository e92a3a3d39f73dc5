import type { FileView } from '@contract/files'
import { Table, Td, Th } from '@/components/ui/table'
import { formatTimestamp } from '@/lib/format'
import { ShortUrl } from './short-url'

export function FileTable({ rows }: { rows: FileView[] }) {
  return (
    <Table
      caption="Files"
      head={
        <>
          <Th>Name</Th>
          <Th>Short URL</Th>
          <Th className="text-right">Downloads</Th>
          <Th className="hidden text-right md:table-cell">Uploaded</Th>
        </>
      }
    >
      {rows.map((f) => (
        <tr key={f.id}>
          <Td className="max-w-64 font-medium">
            <span className="block truncate" title={f.name}>
              {f.name || <span className="text-slate-500 dark:text-slate-400">Untitled</span>}
            </span>
            <span className="block text-xs font-normal text-slate-600 md:hidden dark:text-slate-300">{formatTimestamp(f.date)}</span>
          </Td>
          <Td className="max-w-96">
            <ShortUrl url={f.shorturl} fileName={f.name || 'this file'} />
          </Td>
          <Td className="text-right tabular-nums">{f.downloads}</Td>
          <Td className="hidden whitespace-nowrap text-right text-slate-600 md:table-cell dark:text-slate-300">{formatTimestamp(f.date)}</Td>
        </tr>
      ))}
    </Table>
  )
}
