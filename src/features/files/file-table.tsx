import { fileState, todayUtc, type FileView } from '@contract/files'
import { RowActions, RowActionsHead, type RowAction } from '@/components/resource/row-actions'
import { Table, Td, Th } from '@/components/ui/table'
import { formatTimestamp } from '@/lib/format'
import { downloadsLabel, downloadsText, FileBadges } from './file-badges'
import { ShortUrl } from './short-url'

interface FileTableProps {
  rows: FileView[]
  /** The row buttons; none when the service cannot change files (D26d). */
  actions?: (file: FileView) => RowAction[]
}

// On a phone the short URL, the date and the downloads move under the name, so nothing is cut off.
export function FileTable({ rows, actions }: FileTableProps) {
  const today = todayUtc()
  return (
    <Table
      caption="Files"
      head={
        <>
          <Th>Name</Th>
          <Th className="hidden md:table-cell">Short URL</Th>
          <Th className="hidden text-right sm:table-cell">Downloads</Th>
          <Th className="hidden text-right lg:table-cell">Uploaded</Th>
          {actions && <RowActionsHead />}
        </>
      }
    >
      {rows.map((f) => {
        const gone = fileState(f, today) !== 'available'
        const name = f.name || 'this file'
        return (
          <tr key={f.id} className={gone ? 'bg-rose-50/60 dark:bg-rose-950/30' : undefined}>
            <Td className="max-w-[13rem] font-medium sm:max-w-64">
              <span className={`block truncate ${gone ? 'text-slate-600 line-through decoration-1 dark:text-slate-300' : ''}`} title={f.name}>
                {f.name || <span className="text-slate-500 dark:text-slate-400">Untitled</span>}
              </span>
              <FileBadges file={f} today={today} />
              <span className="mt-1 block md:hidden">
                <ShortUrl url={f.shorturl} fileName={name} />
              </span>
              <span className="block text-xs font-normal text-slate-600 lg:hidden dark:text-slate-300">{formatTimestamp(f.date)}</span>
              <span className="block text-xs font-normal text-slate-600 tabular-nums sm:hidden dark:text-slate-300">{downloadsLabel(f)}</span>
            </Td>
            <Td className="hidden max-w-80 md:table-cell">
              <ShortUrl url={f.shorturl} fileName={name} />
            </Td>
            <Td className="hidden whitespace-nowrap text-right tabular-nums sm:table-cell">{downloadsText(f)}</Td>
            <Td className="hidden whitespace-nowrap text-right text-slate-600 lg:table-cell dark:text-slate-300">{formatTimestamp(f.date)}</Td>
            {actions && <RowActions actions={actions(f)} />}
          </tr>
        )
      })}
    </Table>
  )
}
