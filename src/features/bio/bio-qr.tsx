import { ServedLinkQr } from '@/components/qr/served-link-qr'

/** E8: the page's QR code is its links row's own (Q5, `/qr/link/<id>/<alias>`): no API request, PNG and SVG downloads. */
export function BioQr({ id, url, name }: { id: number; url: string; name: string }) {
  return (
    <div className="flex flex-col items-center gap-3">
      <ServedLinkQr
        id={id}
        url={url}
        name={name}
        fileFallback="bio"
        fallback={<p className="text-sm text-slate-600 dark:text-slate-300">The QR code could not be loaded from this server.</p>}
      />
    </div>
  )
}
