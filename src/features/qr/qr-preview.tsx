import { toString as qrSvgString } from 'qrcode'
import { useDeferredValue, useEffect, useState } from 'react'
import { isHttpUrl } from '@contract/fields'
import { isDynamicType, type QrType } from '@contract/qr'
import { qrPayload } from '@contract/qr-payload'
import { colourToHex } from './colors'

interface QrPreviewProps {
  type: QrType
  data: unknown
  foreground: string
  background: string
  logo: string
}

type Drawn = { key: string; svg: string } | { key: string; error: string }

// As on the server (D27a): level H where the content fits, a lower level for longer content.
const LEVELS = ['H', 'Q', 'M', 'L'] as const
async function drawAtBestLevel(payload: string, dark: string, light: string): Promise<string> {
  for (const level of LEVELS) {
    try {
      return await qrSvgString(payload, { type: 'svg', errorCorrectionLevel: level, margin: 2, color: { dark, light } })
    } catch {
      // too long at this level: try the next one
    }
  }
  throw new Error('too long')
}

/** Draws the code in the browser as it is typed, with the options the server uses (margin 2). */
function useQrSvg(payload: string, dark: string, light: string): Drawn | null {
  const key = `${dark}|${light}|${payload}`
  const [drawn, setDrawn] = useState<Drawn | null>(null)
  useEffect(() => {
    if (!payload) return
    let current = true
    drawAtBestLevel(payload, dark, light).then(
      (svg) => current && setDrawn({ key, svg }),
      () => current && setDrawn({ key, error: 'This is too much content for one QR code. Shorten it, or use a link code.' }),
    )
    return () => {
      current = false
    }
  }, [key, payload, dark, light])
  return payload ? drawn : null
}

export function QrPreview({ type, data, foreground, background, logo }: QrPreviewProps) {
  const payload = useDeferredValue(qrPayload(type, data))
  const dark = colourToHex(foreground) ?? '#000000'
  const light = colourToHex(background) ?? '#ffffff'
  const drawn = useQrSvg(payload, dark, light)
  const dynamic = isDynamicType(type)
  return (
    <section aria-labelledby="qr-preview-heading" className="space-y-3">
      <h2 id="qr-preview-heading" className="text-base font-semibold">
        Preview
      </h2>
      <div className="relative mx-auto aspect-square w-full max-w-64 overflow-hidden rounded-md border border-slate-200 dark:border-slate-700">
        {drawn && 'svg' in drawn ? (
          <>
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawn.svg)}`}
              alt="Preview of the QR code"
              className="size-full"
            />
            {(isHttpUrl(logo.trim()) || logo.startsWith('blob:')) && (
              // The SVG download draws the logo on a plate in the middle; so does the preview.
              <span className="absolute inset-[39%] flex items-center justify-center p-0.5" style={{ backgroundColor: light }}>
                <img src={logo.trim()} alt="" className="max-h-full max-w-full object-contain" />
              </span>
            )}
          </>
        ) : (
          <p className="flex size-full items-center justify-center bg-slate-50 p-6 text-center text-sm text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
            {payload ? 'Drawing…' : 'Fill in the content to see the code.'}
          </p>
        )}
      </div>
      {drawn && 'error' in drawn && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {drawn.error}
        </p>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {dynamic
          ? 'This preview encodes the content itself. The saved code encodes a short tracking link instead, which counts each scan and then leads there.'
          : 'A static code: it encodes the content itself, so it works without this service, and its scans are not counted.'}
      </p>
      {payload && (
        <div>
          <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
            {dynamic ? 'Where a scan leads' : 'Encoded content'}
          </h3>
          <pre className="mt-1 max-h-48 overflow-auto rounded-md bg-slate-100 p-3 text-xs break-all whitespace-pre-wrap text-slate-800 dark:bg-slate-800 dark:text-slate-100">
            {payload}
          </pre>
        </div>
      )}
    </section>
  )
}
