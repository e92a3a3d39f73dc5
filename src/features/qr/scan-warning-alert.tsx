import { Alert } from '@/components/ui/alert'
import { MIN_SCAN_CONTRAST, scanWarning } from './colors'

export function ScanWarningAlert({ foreground, background }: { foreground: string; background: string }) {
  const warning = scanWarning(foreground, background)
  if (!warning) return null
  const ratio = `${warning.ratio.toFixed(1)}:1`
  return (
    <Alert tone="warning">
      {warning.kind === 'low-contrast' ? (
        <>
          <strong>Hard to scan:</strong> the colours have a contrast of {ratio}. Phone cameras need at least {MIN_SCAN_CONTRAST}:1; make
          the code darker or the background lighter.
        </>
      ) : (
        <>
          <strong>Hard to scan:</strong> the code is lighter than its background. Many scanners only read dark codes on a light
          background; swap the two colours.
        </>
      )}
    </Alert>
  )
}
