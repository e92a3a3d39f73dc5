import { useState } from 'react'
import type { QrSize } from '@contract/qr-sizes'
import { QrDownloads } from '@/components/qr/qr-downloads'
import { useSession } from '@/lib/auth'
import { publicOrigin } from '@/lib/public-origin'

const fileName = (name: string) => name.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase() || 'bio'

/** E8: the page's QR code is its links row's own (Q5, `/qr/link/<id>/<alias>`): no API request, PNG and SVG downloads. */
export function BioQr({ id, url, name }: { id: number; url: string; name: string }) {
  const origin = publicOrigin(useSession()?.baseUrl ?? '')
  const alias = (() => {
    try {
      return new URL(url).pathname.slice(1)
    } catch {
      return ''
    }
  })()
  const base = origin && /^[\w-]{3,50}$/.test(alias) ? `${origin}/qr/link/${id}/${alias}` : null
  const [missing, setMissing] = useState<string | null>(null)
  const served = base && missing !== base ? base : null
  return (
    <div className="flex flex-col items-center gap-3">
      {served ? (
        <img
          src={`${served}.png?size=256`}
          alt={`QR code of ${url}`}
          width={160}
          height={160}
          onError={() => setMissing(served)}
          className="size-40 rounded-md border border-slate-200 bg-white dark:border-slate-700"
        />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">The QR code could not be loaded from this server.</p>
      )}
      {served && <QrDownloads png={(size: QrSize) => `${served}.png?size=${size}`} svg={`${served}.svg`} fileName={`${fileName(name)}-qr`} />}
    </div>
  )
}
