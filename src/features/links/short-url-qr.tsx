import { toString as qrSvgString } from 'qrcode'
import { useEffect, useState } from 'react'

/** The short URL as a QR code, drawn in the browser (no request): what a printed code would hold. */
export function ShortUrlQr({ url }: { url: string }) {
  const [svg, setSvg] = useState<{ url: string; svg: string } | null>(null)
  useEffect(() => {
    let current = true
    qrSvgString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then(
      (drawn) => current && setSvg({ url, svg: drawn }),
      () => current && setSvg(null),
    )
    return () => {
      current = false
    }
  }, [url])
  if (!svg || svg.url !== url) return <div className="size-32 rounded-md bg-slate-100 dark:bg-slate-800" aria-hidden="true" />
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.svg)}`}
      alt={`QR code of ${url}`}
      className="size-32 rounded-md border border-slate-200 bg-white dark:border-slate-700"
    />
  )
}
