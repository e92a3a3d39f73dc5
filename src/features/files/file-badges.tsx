import { fileState, type FileView } from '@contract/files'
import { Badge } from '@/components/ui/badge'
import { formatTimestamp } from '@/lib/format'
import { formatBytes } from './upload-limit'

/** "Expired" and "Limit reached" first: a file visitors can no longer download must not look like the others. */
export function FileBadges({ file, today }: { file: FileView; today: string }) {
  const state = fileState(file, today)
  return (
    <span className="mt-1 flex flex-wrap items-center gap-1.5 text-xs font-normal text-slate-600 dark:text-slate-300">
      {state === 'expired' && <Badge tone="rose">Expired</Badge>}
      {state === 'limit' && <Badge tone="rose">Limit reached</Badge>}
      {file.size != null && <span className="tabular-nums">{formatBytes(file.size)}</span>}
      {file.protected && <Badge tone="violet">Password</Badge>}
      {file.expiry && state !== 'expired' && <Badge tone="amber">Expires {formatTimestamp(file.expiry)}</Badge>}
      {file.expiry && state === 'expired' && <span>Ended {formatTimestamp(file.expiry)}</span>}
      {file.maxdownloads != null && state !== 'limit' && <Badge tone="blue">Limit {file.maxdownloads}</Badge>}
    </span>
  )
}

export const downloadsText = (f: FileView) => (f.maxdownloads != null ? `${f.downloads} of ${f.maxdownloads}` : String(f.downloads))

/** "1 download", "3 downloads", "1 of 5 downloads": the noun agrees with the last number shown (issue 40 item 15). */
export const downloadsLabel = (f: FileView) => `${downloadsText(f)} ${(f.maxdownloads ?? f.downloads) === 1 ? 'download' : 'downloads'}`
