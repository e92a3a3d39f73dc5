import type { UseQueryResult } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { Page } from '@contract/envelope'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { RateLimitWait } from './rate-limit-wait-note'
import { ShortUrl } from './short-url'
import { formatBytes } from './upload-limit'
import { FIELD_LABELS, UploadOptionsForm } from './upload-options-form'
import type { OptionField, OptionValues } from './upload-options-form-schema'
import { isEditable, type UploadItem, type UploadQueue } from './upload-queue'
import { UploadProgress } from './upload-progress'
import { UploadStatusBadge } from './upload-status-badge'

type Domains = UseQueryResult<Page<{ id: number; domain: string }>>

function optionSummary(values: OptionValues): string {
  const parts = [
    values.name.trim() && `named “${values.name.trim()}”`,
    values.custom.trim() && `alias ${values.custom.trim()}`,
    values.domain && `on ${values.domain}`,
    values.password && 'password',
    values.expiry && `until ${values.expiry}`,
    values.maxdownloads.trim() && `${values.maxdownloads.trim()} download${values.maxdownloads.trim() === '1' ? '' : 's'} at most`,
  ]
  return parts.filter(Boolean).join(' · ')
}

function ItemMessage({ item }: { item: UploadItem }) {
  const fields = Object.keys(item.fieldErrors) as OptionField[]
  if (!item.error && fields.length === 0) return null
  const text = fields.length
    ? `${item.status === 'failed' ? 'Not uploaded: check' : 'Check'} ${fields.map((f) => FIELD_LABELS[f]).join(', ')} below.`
    : item.error
  return (
    <p role="alert" className="mt-2 flex gap-1.5 text-sm font-medium text-red-700 dark:text-red-300">
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0">{text}</span>
    </p>
  )
}

export function UploadItemRow({ item, queue, domains }: { item: UploadItem; queue: UploadQueue; domains: Domains }) {
  const { file, status } = item
  const [open, setOpen] = useState(false)
  const [shownErrors, setShownErrors] = useState(item.fieldErrors)
  // Options with an error open by themselves, so the message is seen where it is fixed.
  if (item.fieldErrors !== shownErrors) {
    setShownErrors(item.fieldErrors)
    if (Object.keys(item.fieldErrors).length) setOpen(true)
  }
  const optionsId = useId()
  const nameId = useId()
  const editable = isEditable(item)
  const summary = optionSummary(item.values)

  return (
    <li className="px-4 py-4 sm:px-6" aria-labelledby={nameId}>
      <div className="flex flex-wrap items-start gap-3">
        <Icon name="file" className="mt-0.5 size-5 shrink-0 text-slate-400" />
        <div className="min-w-0 flex-1">
          <p id={nameId} className="truncate text-sm font-medium text-slate-900 dark:text-slate-100" title={file.name}>
            {file.name}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-300">
            {formatBytes(file.size)}
            {item.waitingUntil !== null && status === 'queued' && <RateLimitWait until={item.waitingUntil} />}
            {summary && ` · ${summary}`}
          </p>
        </div>
        <UploadStatusBadge status={status} />
        <div className="flex gap-1">
          {editable && (
            <Button variant="ghost" aria-expanded={open} aria-controls={open ? optionsId : undefined} onClick={() => setOpen(!open)}>
              Options
              <Icon name="next" className={`size-4 transition-transform ${open ? 'rotate-90' : ''}`} />
            </Button>
          )}
          {(status === 'failed' || status === 'canceled') && (
            <Button variant="secondary" aria-label={`Retry ${file.name}`} onClick={() => queue.retry(item.key)}>
              <Icon name="refresh" className="size-4" />
              Retry
            </Button>
          )}
          {(status === 'queued' || status === 'uploading') && (
            <Button variant="secondary" aria-label={`Cancel the upload of ${file.name}`} onClick={() => queue.cancel(item.key)}>
              Cancel
            </Button>
          )}
          {status !== 'queued' && status !== 'uploading' && (
            <Button variant="ghost" aria-label={`Remove ${file.name} from the list`} title="Remove from the list" onClick={() => queue.remove(item.key)}>
              <Icon name="close" className="size-4" />
            </Button>
          )}
        </div>
      </div>

      {status === 'uploading' && (
        <UploadProgress loaded={item.loaded} total={file.size} label={`Upload of ${file.name}`} />
      )}
      {status === 'done' && item.shorturl !== null && (
        <p className="mt-2 flex items-center gap-2 text-sm">
          <span className="shrink-0 text-slate-600 dark:text-slate-300">Short URL</span>
          <ShortUrl url={item.shorturl} fileName={file.name} />
        </p>
      )}
      <ItemMessage item={item} />
      {editable && open && (
        <div id={optionsId} className="mt-4 rounded-md bg-slate-50 p-4 dark:bg-slate-800/50">
          <UploadOptionsForm
            fileName={file.name}
            values={item.values}
            errors={item.fieldErrors}
            onChange={(field, value) => queue.edit(item.key, field, value)}
            domains={domains}
          />
        </div>
      )}
    </li>
  )
}
