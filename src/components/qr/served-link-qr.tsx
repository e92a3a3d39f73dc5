import { useState, type ReactNode } from 'react'
import type { QrSize } from '@contract/qr-sizes'
import { useSession } from '@/lib/auth'
import { publicOrigin } from '@/lib/public-origin'
import { QrDownloads } from './qr-downloads'

const fileName = (name: string, fallback: string) => name.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase() || fallback

/** Q5: a link's QR code as our server draws it, with downloads; `fallback` where the server has no such image. */
export function ServedLinkQr({ id, url, name, fileFallback, fallback }: { id: number; url: string; name: string; fileFallback: string; fallback: ReactNode }) {
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
  if (!served) return fallback
  return (
    <>
      <img
        src={`${served}.png?size=256`}
        alt={`QR code of ${url}`}
        width={160}
        height={160}
        onError={() => setMissing(served)}
        className="size-40 rounded-md border border-slate-200 bg-white dark:border-slate-700"
      />
      <QrDownloads png={(size: QrSize) => `${served}.png?size=${size}`} svg={`${served}.svg`} fileName={`${fileName(name, fileFallback)}-qr`} />
    </>
  )
}
