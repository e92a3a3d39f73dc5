import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import type { QrSize } from '@contract/qr-sizes'
import { QrDownloads } from '@/components/qr/qr-downloads'
import { useSession } from '@/lib/auth'
import { publicOrigin } from '@/lib/public-origin'
import { ShortUrlQr } from './short-url-qr'

interface LinkQrProps {
  id: number
  shorturl: string
  name: string
}

const fileName = (name: string) => name.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase() || 'link'

/**
 * The QR code of the short URL itself (Q5), drawn by the server that serves the link; a service without
 * that image (the live one) gets the picture drawn here, without downloads.
 */
export function LinkQr({ id, shorturl, name }: LinkQrProps) {
  const origin = publicOrigin(useSession()?.baseUrl ?? '')
  const alias = (() => {
    try {
      return new URL(shorturl).pathname.slice(1)
    } catch {
      return ''
    }
  })()
  const base = origin && /^[\w-]{3,50}$/.test(alias) ? `${origin}/qr/link/${id}/${alias}` : null
  const [missing, setMissing] = useState<string | null>(null)
  const served = base && missing !== base ? base : null
  return (
    <div className="flex flex-col items-center gap-3 sm:w-72">
      {served ? (
        <img
          src={`${served}.png?size=256`}
          alt={`QR code of ${shorturl}`}
          width={160}
          height={160}
          onError={() => setMissing(served)}
          className="size-40 rounded-md border border-slate-200 bg-white dark:border-slate-700"
        />
      ) : (
        <ShortUrlQr url={shorturl} />
      )}
      {served && <QrDownloads png={(size: QrSize) => `${served}.png?size=${size}`} svg={`${served}.svg`} fileName={`${fileName(name)}-qr`} />}
      <p className="text-center text-xs text-slate-600 dark:text-slate-300">
        This link’s own code: its scans are this link’s clicks, shown as “QR code” among the referrers.
      </p>
      <Link to="/qr/new" search={{ link: shorturl, name }} className="text-center text-xs text-brand-700 underline dark:text-blue-300">
        Make a separate QR code instead
      </Link>
      <p className="-mt-2 text-center text-xs text-slate-600 dark:text-slate-300">
        A new code with its own tracking link, colours and logo, its scans counted apart on the QR codes page.
      </p>
    </div>
  )
}
