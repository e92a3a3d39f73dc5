import { isHttpUrl } from '@contract/fields'
import { CopyButton } from '@/components/ui/copy-button'

export function ShortUrl({ url, fileName }: { url: string; fileName: string }) {
  if (!url) return <span className="text-slate-500 dark:text-slate-400">—</span>
  return (
    <span className="inline-flex max-w-full items-center gap-2">
      {isHttpUrl(url) ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className="truncate font-medium text-brand-700 underline-offset-2 hover:underline dark:text-blue-300">
          {url}
        </a>
      ) : (
        <span className="truncate">{url}</span>
      )}
      <CopyButton value={url} label={`Copy the short URL of ${fileName}`} className="shrink-0" />
    </span>
  )
}
