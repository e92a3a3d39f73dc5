import { useId, useState } from 'react'
import { QR_SIZES, type QrSize } from '@contract/qr-sizes'
import { buttonClass } from '@/components/ui/button'

interface QrDownloadsProps {
  png: (size: QrSize) => string | null
  svg: string | null
  fileName: string
}

export function QrDownloads({ png, svg, fileName }: QrDownloadsProps) {
  const id = useId()
  const [size, setSize] = useState<QrSize>(1024)
  const pngUrl = png(size)
  return (
    <div className="flex w-full max-w-72 flex-col gap-2">
      {pngUrl && (
        <div className="flex flex-col gap-1 text-left">
          <label htmlFor={id} className="text-xs font-medium text-slate-600 dark:text-slate-300">
            PNG size
          </label>
          <select
            id={id}
            value={size}
            onChange={(e) => setSize(Number(e.target.value) as QrSize)}
            className="rounded-md border border-slate-300 bg-white py-2 pl-2 pr-7 text-sm dark:border-slate-600 dark:bg-slate-900"
          >
            {QR_SIZES.map((s) => (
              <option key={s} value={s}>
                {s} × {s} px
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        {pngUrl && (
          <a href={pngUrl} download={`${fileName}-${size}.png`} className={buttonClass('secondary')}>
            Download PNG
          </a>
        )}
        {svg && (
          <a href={svg} download={`${fileName}.svg`} className={buttonClass('secondary')}>
            Download SVG
          </a>
        )}
      </div>
    </div>
  )
}
