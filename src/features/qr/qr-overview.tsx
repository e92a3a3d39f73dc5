import type { ReactNode } from 'react'
import { isHttpUrl } from '@contract/fields'
import { isDynamicType, type QrType, type QrView } from '@contract/qr'
import { Badge } from '@/components/ui/badge'
import { QrDownloads } from '@/components/qr/qr-downloads'
import { CopyButton } from '@/components/ui/copy-button'
import { Panel } from '@/components/ui/page-header'
import { formatTimestamp } from '@/lib/format'
import { rgbToHex } from './colors'
import { qrImageUrl } from './image-url'
import { describeTarget } from './describe-target'
import { QR_TYPE_INFO } from './qr-types'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-sm font-medium break-words sm:col-span-2">{children}</dd>
    </div>
  )
}

function Target({ type, content }: { type: QrType | null; content: unknown }) {
  if (!type || content === undefined) return <>—</>
  const target = describeTarget(type, content)
  if (type === 'link' && isHttpUrl(target)) {
    return (
      <a href={target} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline dark:text-blue-300">
        {target}
      </a>
    )
  }
  return <>{target || '—'}</>
}

/** What the code encodes: every scan passes through it, is counted, and goes on to the target. */
function TrackingUrl({ url }: { url: string }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="min-w-0 font-mono text-xs break-all">{url}</span>
      <CopyButton value={url} label="Copy the tracking URL" className="shrink-0" />
      <span className="w-full text-xs font-normal text-slate-600 dark:text-slate-300">
        What the code holds: each scan passes through it, is counted, and goes on to the target.
      </span>
    </span>
  )
}

function Colours({ foreground, background }: { foreground?: string; background?: string }) {
  const fg = rgbToHex(foreground ?? '')
  const bg = rgbToHex(background ?? '')
  if (!fg || !bg) return <>{[foreground, background].filter(Boolean).join(' on ') || '—'}</>
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span
        aria-hidden="true"
        className="inline-flex size-6 items-center justify-center rounded border border-slate-300 dark:border-slate-600"
        style={{ backgroundColor: bg }}
      >
        <span className="size-3 rounded-sm" style={{ backgroundColor: fg }} />
      </span>
      <span className="font-mono text-xs">
        {foreground} on {background}
      </span>
    </span>
  )
}

const fileName = (name: string) => name.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase() || 'qr-code'

export function QrOverview({ qr, type }: { qr: QrView; type: QrType | null }) {
  const image = qrImageUrl(qr.id, qr.link, { size: 512 })
  const svg = qrImageUrl(qr.id, qr.link, { format: 'svg' })
  return (
    <div className="grid gap-6 md:grid-cols-3">
      <Panel className="flex flex-col items-center gap-4 p-6">
        {image ? (
          <img src={image} alt={`QR code “${qr.name}”`} width={224} height={224} className="size-56 rounded border border-slate-200 bg-white dark:border-slate-700" />
        ) : (
          <p className="flex size-56 items-center justify-center rounded bg-slate-100 text-sm text-slate-600 dark:bg-slate-800 dark:text-slate-300">No image</p>
        )}
        <QrDownloads png={(size) => qrImageUrl(qr.id, qr.link, { size })} svg={svg} fileName={fileName(qr.name)} />
      </Panel>
      <Panel className="p-6 md:col-span-2">
        <h2 className="text-base font-semibold">Details</h2>
        <dl className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
          <Row label="Type">
            {type ? (
              <span className="inline-flex flex-wrap items-center gap-2">
                {QR_TYPE_INFO[type].label}
                <Badge tone={isDynamicType(type) ? 'green' : 'slate'}>{isDynamicType(type) ? 'Scans counted' : 'Static, not tracked'}</Badge>
              </span>
            ) : (
              qr.type || '—'
            )}
          </Row>
          <Row label={type && !isDynamicType(type) ? 'Encodes' : 'Target'}>
            <Target type={type} content={qr.content} />
          </Row>
          {qr.trackingurl && (
            <Row label="Tracking URL">
              <TrackingUrl url={qr.trackingurl} />
            </Row>
          )}
          <Row label="Colours">
            <Colours foreground={qr.foreground} background={qr.background} />
          </Row>
          <Row label="Logo">{qr.logo ? <span className="font-mono text-xs">{qr.logo}</span> : 'None'}</Row>
          <Row label="Created">{formatTimestamp(qr.date)}</Row>
        </dl>
      </Panel>
    </div>
  )
}
