import { NotFoundState } from '@/components/resource/not-found-state'
import { ErrorState } from '@/components/ui/list-states'
import { ApiError } from '@/lib/api-client'

export function QrLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 404) {
    return <NotFoundState what="QR code" list="QR codes" to="/qr" />
  }
  return <ErrorState title="This QR code could not be loaded" error={error} onRetry={onRetry} />
}
