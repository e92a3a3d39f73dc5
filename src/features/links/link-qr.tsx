import { Link } from '@tanstack/react-router'
import { ServedLinkQr } from '@/components/qr/served-link-qr'
import { ShortUrlQr } from './short-url-qr'

interface LinkQrProps {
  id: number
  shorturl: string
  name: string
}

/** Q5: the short URL's QR code drawn by the link's server; without that image (the live service) drawn here, without downloads. */
export function LinkQr({ id, shorturl, name }: LinkQrProps) {
  return (
    <div className="flex flex-col items-center gap-3 sm:w-72">
      <ServedLinkQr id={id} url={shorturl} name={name} fileFallback="link" fallback={<ShortUrlQr url={shorturl} />} />
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
